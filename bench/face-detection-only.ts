/**
 * `npx tsx bench/face-detection-only.ts`: the face detector's time per photo (server/face-photos/detector.ts, the
 * server's own thread and model) on face-api's six sample photos fitted into 480 px as uploads are, the first
 * one including the model's loading; and how long the event loop stalled meanwhile (it should not).
 */
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { detectFaces } from '../server/face-photos/detector';

const demo = (n: number) => createRequire(import.meta.url).resolve(`@vladmandic/face-api/demo/sample${n}.jpg`);
let stalled = 0;
let last = Date.now();
const ticker = setInterval(() => {
  stalled = Math.max(stalled, Date.now() - last - 10);
  last = Date.now();
}, 10);
for (let n = 1; n <= 6; n++) {
  const { data, info } = await sharp(demo(n)).resize({ width: 480, height: 480, fit: 'inside' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const started = performance.now();
  const faces = await detectFaces({ pixels: data, width: info.width, height: info.height });
  console.log(`sample${n} ${info.width}x${info.height}: ${faces.length} faces in ${Math.round(performance.now() - started)} ms`);
}
clearInterval(ticker);
console.log(`longest event-loop stall: ${stalled} ms`);
