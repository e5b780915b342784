/** A small real file of each kind a file field may take (schemas/file-field.ts), for tests that need one. */
import { crc32, deflateSync } from 'node:zlib';
import type { FileKind, FileRule } from '../../schemas/file-field';
import { sirenWav } from '../demo/emergency-alerts';

/** A 1×1 white PNG, made rather than kept as an opaque constant. */
function pixelPng() {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    // A true checksum: an image rule decodes the file (sharp refuses a broken chunk), not only its signature.
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.from([0, 255, 255, 255]))), chunk('IEND', Buffer.alloc(0))]);
}

const SAMPLES: Record<FileKind, () => { name: string; bytes: Buffer }> = {
  audio: () => ({ name: 'sample.wav', bytes: sirenWav() }),
  image: () => ({ name: 'sample.png', bytes: pixelPng() }),
  pdf: () => ({ name: 'sample.pdf', bytes: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') }),
};

export const sampleFile = (rule: FileRule) => SAMPLES[rule.kinds[0]]();
