/**
 * The face detector's thread (detector.ts starts it). Its source is a string run with `eval`, plain CommonJS,
 * so one form serves tsx, vitest and the compiled server (whose bundle has no worker file beside it); the
 * modules' absolute paths come in workerData. The model is read once, when the thread starts; detection is
 * synchronous WebAssembly, which is why it runs here and not on the server's event loop.
 */
export interface DetectorPaths {
  faceApi: string;
  wasmBackend: string;
  wasmDir: string;
  modelDir: string;
}

/** A detection asked of the thread: raw RGB pixels. */
export interface DetectionRequest {
  id: number;
  pixels: Uint8Array;
  width: number;
  height: number;
}

/** Its answer: the confidence of every face found, or why it failed. */
export interface DetectionAnswer {
  id: number;
  scores?: number[];
  error?: string;
}

/** SSD MobileNet v1 keeps a face it is at least this sure of (face-api's own default). */
export const MIN_CONFIDENCE = 0.5;

export const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const paths = workerData.paths;
const faceapi = require(paths.faceApi);
const wasm = require(paths.wasmBackend);
const tf = faceapi.tf;

async function load() {
  // A directory path, not a file:// URL: given a URL the backend fetches it.
  wasm.setWasmPaths(paths.wasmDir.endsWith('/') ? paths.wasmDir : paths.wasmDir + '/');
  await tf.setBackend('wasm');
  await tf.ready();
  const manifest = JSON.parse(readFileSync(join(paths.modelDir, 'ssd_mobilenetv1_model-weights_manifest.json'), 'utf8'));
  const bin = readFileSync(join(paths.modelDir, 'ssd_mobilenetv1_model.bin'));
  const weights = tf.io.decodeWeights(new Uint8Array(bin).buffer, manifest.flatMap((group) => group.weights));
  await faceapi.nets.ssdMobilenetv1.loadFromWeightMap(weights);
}

const ready = load();
const options = new faceapi.SsdMobilenetv1Options({ minConfidence: workerData.minConfidence });

parentPort.on('message', async (request) => {
  let tensor;
  try {
    await ready;
    tensor = tf.tensor3d(request.pixels, [request.height, request.width, 3]);
    const found = await faceapi.detectAllFaces(tensor, options);
    parentPort.postMessage({ id: request.id, scores: found.map((face) => face.score) });
  } catch (error) {
    parentPort.postMessage({ id: request.id, error: String(error && error.stack || error) });
  } finally {
    if (tensor) tensor.dispose();
  }
});
`;
