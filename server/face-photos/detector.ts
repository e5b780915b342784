/**
 * How many faces a photo holds, decided by face-api's SSD MobileNet v1 (the model ships in the package) on
 * TensorFlow's WebAssembly backend, in one worker thread shared by the process (docs/access.md, "Face
 * photos"). The thread starts with the first photo and stops after a minute without one; detections run one
 * at a time, a few wait, and more are refused as busy, so uploads cannot take the server's memory or CPU.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { AppError } from '../errors';
import { type DetectionAnswer, type DetectorPaths, MIN_CONFIDENCE, WORKER_SOURCE } from './detector-worker';

/** Photos waiting beside the one being looked at; one more is refused with 'service unavailable'. */
export const MAX_WAITING = 2;
/** Longest a detection may take, the model's loading included, before the thread is restarted. */
const DETECTION_TIMEOUT_MS = 60_000;
const IDLE_STOP_MS = 60_000;

export interface RgbImage {
  pixels: Uint8Array;
  width: number;
  height: number;
}

function detectorPaths(): DetectorPaths {
  const require = createRequire(import.meta.url);
  const faceApi = require.resolve('@vladmandic/face-api/dist/face-api.node-wasm.js');
  const wasmBackend = require.resolve('@tensorflow/tfjs-backend-wasm');
  return {
    faceApi,
    wasmBackend,
    // dist/ holds both the backend's entry and its .wasm files; the models sit beside face-api's dist/.
    wasmDir: dirname(wasmBackend),
    modelDir: join(dirname(faceApi), '..', 'model'),
  };
}

interface Job {
  id: number;
  image: RgbImage;
  resolve(scores: number[]): void;
  reject(error: Error): void;
}

let worker: Worker | undefined;
let running: Job | undefined;
let timer: NodeJS.Timeout | undefined;
let nextId = 1;
const waiting: Job[] = [];

function stopWorker() {
  const stopping = worker;
  worker = undefined;
  void stopping?.terminate();
}

function startWorker(): Worker {
  const started = new Worker(WORKER_SOURCE, { eval: true, workerData: { paths: detectorPaths(), minConfidence: MIN_CONFIDENCE } });
  started.unref(); // an idle detector never keeps the process alive
  started.on('message', (answer: DetectionAnswer) => finish(answer.id, answer.error ? new Error(answer.error) : answer.scores ?? []));
  started.on('error', (error) => fail(started, error));
  started.on('exit', () => fail(started, new Error('face detector stopped')));
  return started;
}

function fail(which: Worker, error: Error) {
  if (which !== worker) return;
  worker = undefined;
  if (running) finish(running.id, error);
}

function finish(id: number, result: number[] | Error) {
  if (!running || running.id !== id) return;
  const job = running;
  running = undefined;
  clearTimeout(timer);
  if (result instanceof Error) job.reject(result);
  else job.resolve(result);
  runNext();
}

function runNext() {
  const job = waiting.shift();
  if (!job) {
    timer = setTimeout(stopWorker, IDLE_STOP_MS).unref();
    return;
  }
  running = job;
  worker ??= startWorker();
  timer = setTimeout(() => {
    const stuck = worker;
    if (stuck) fail(stuck, new Error('face detection timed out'));
    void stuck?.terminate();
  }, DETECTION_TIMEOUT_MS).unref();
  worker.postMessage({ id: job.id, pixels: job.image.pixels, width: job.image.width, height: job.image.height });
}

/** The confidence of each face the photo holds (none: an empty list). Busy: 'service unavailable'. */
export function detectFaces(image: RgbImage): Promise<number[]> {
  if (waiting.length >= MAX_WAITING) return Promise.reject(new AppError('service_unavailable', { photo: 'face detection busy, try again' }));
  return new Promise((resolve, reject) => {
    waiting.push({ id: nextId++, image, resolve, reject });
    if (!running) {
      clearTimeout(timer);
      runNext();
    }
  });
}
