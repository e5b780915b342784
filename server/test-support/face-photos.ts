/**
 * Photos for face identifiers' tests, cut from face-api's own sample (three people, 1920 x 1280): one face, two
 * faces side by side, none, and a decompression bomb's PNG (20,000 x 20,000 pixels in a few hundred bytes).
 */
import { createRequire } from 'node:module';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const sample = createRequire(import.meta.url).resolve('@vladmandic/face-api/demo/sample1.jpg');

/** The first person's face and shoulders, at `width` pixels wide, with EXIF saying where it was taken. */
export const oneFace = (width = 200) =>
  sharp(sample).extract({ left: 330, top: 270, width: 340, height: 400 }).resize({ width }).withExif({ IFD0: { ImageDescription: 'taken at home' } }).jpeg().toBuffer();

/** The first two people. */
export const twoFaces = () => sharp(sample).extract({ left: 330, top: 270, width: 780, height: 420 }).resize({ width: 400 }).jpeg().toBuffer();

/** A plain picture: no face at all. */
export const noFace = () => sharp({ create: { width: 200, height: 200, channels: 3, background: '#88aacc' } }).png().toBuffer();

function chunk(type: string, data: Buffer) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A well-formed PNG that claims `side` x `side` pixels (its data stops after the first rows). */
export function bombPng(side = 20_000) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(4096))), chunk('IEND', Buffer.alloc(0))]);
}
