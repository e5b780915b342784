/**
 * An XLSX is a zip: before anything is inflated, its central directory's declared sizes are checked (the total
 * and each part's ratio), and the parts are then inflated into buffers of exactly the declared size, so a part
 * that lies about its size is cut there, never grown. A zip bomb is refused without inflating a byte of it.
 */
import { unzipSync, zipSync } from 'fflate';
import { IMPORT_LIMITS } from '../../schemas/import';
import { AppError } from '../errors';

/** Deflate reaches about 1:1000 at best; XML of a real sheet stays far below 1:200. */
const MAX_RATIO = 200;

export const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

const refuse = (reason: string) => new AppError('import_unreadable_file', { file: reason });

interface DeclaredEntry {
  name: string;
  compressed: number;
  uncompressed: number;
}

/** The end of central directory record: the last 22 bytes, or earlier by a comment of at most 64 KB. */
function endOfDirectory(view: DataView) {
  for (let at = view.byteLength - 22; at >= Math.max(0, view.byteLength - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === 0x06054b50) return at;
  }
  throw refuse('no zip directory');
}

/** Every part the central directory declares, with its sizes; ZIP64 (sizes of 0xffffffff) is refused. */
export function declaredEntries(bytes: Uint8Array): DeclaredEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = endOfDirectory(view);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries: DeclaredEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) throw refuse('broken zip directory');
    const compressed = view.getUint32(at + 20, true);
    const uncompressed = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (compressed === 0xffffffff || uncompressed === 0xffffffff) throw refuse('zip64 is not accepted');
    entries.push({ name, compressed, uncompressed });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/** Refuses an archive whose declared sizes are out of bounds, before inflating anything. */
export function checkDeclaredSizes(entries: DeclaredEntry[]) {
  const total = entries.reduce((sum, entry) => sum + entry.uncompressed, 0);
  if (total > IMPORT_LIMITS.xlsxUncompressedBytes) throw refuse(`declares ${total} bytes unpacked, more than ${IMPORT_LIMITS.xlsxUncompressedBytes}`);
  const bomb = entries.find((entry) => entry.uncompressed > 1024 * 1024 && entry.uncompressed > entry.compressed * MAX_RATIO);
  if (bomb) throw refuse(`${bomb.name} declares a ratio above 1:${MAX_RATIO}`);
}

/**
 * The archive re-packed (stored, not deflated) from parts inflated into buffers of their declared sizes: what
 * the XLSX reader then unpacks is exactly what was checked. `adjust` may rewrite the parts first.
 */
export function boundedXlsx(bytes: Uint8Array, adjust = (parts: Record<string, Uint8Array>) => parts): Uint8Array {
  checkDeclaredSizes(declaredEntries(bytes));
  let parts: Record<string, Uint8Array>;
  try {
    parts = unzipSync(bytes);
  } catch {
    throw refuse('broken zip');
  }
  return zipSync(adjust(parts), { level: 0 });
}
