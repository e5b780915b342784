/**
 * An uploaded logo checked by its content and made the header's size (issue 38: the white label's logo). What
 * the bytes are is read by file-type (PNG, JPEG or WebP only, whatever the name says); a file holding more than
 * its image (a polyglot: an image with an archive or a page after it, or markup inside) is refused; the size in
 * pixels is read from the header before anything is decoded, and sharp decodes under limitInputPixels, so a
 * 20,000 x 20,000 decompression bomb is refused before it takes any memory. The stored logo is sharp's re-encoded
 * PNG, never the uploaded bytes.
 */
import { AppError, fieldMessage } from '../errors';
import { FILE_KINDS } from '../../schemas/file-field';

/** The largest logo accepted: 2 MB, and 4096 pixels on each side. */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
export const MAX_LOGO_SIDE = 4096;
/** What the header shows: at most 96 pixels high (48 on a double-density screen), 384 wide. */
const HEADER_BOX = { width: 384, height: 96 };

const refused = (message: ReturnType<typeof fieldMessage>) => new AppError('invalid_data', { logo: message });

/** Where a PNG's chunks end (after IEND), or undefined when they do not parse. */
function pngEnd(bytes: Buffer) {
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    at += 12 + length;
    if (type === 'IEND') return at;
  }
  return undefined;
}

/** Whether the image's own structure ends where the file does (anything after it is another file riding along). */
function endsWithImage(bytes: Buffer, type: string) {
  if (type === 'image/png') return pngEnd(bytes) === bytes.length;
  if (type === 'image/jpeg') return bytes.length >= 4 && bytes[bytes.length - 2] === 0xff && bytes[bytes.length - 1] === 0xd9;
  // A RIFF container says its own length; one pad byte may follow an odd one.
  const riff = bytes.readUInt32LE(4) + 8;
  return riff === bytes.length || riff + 1 === bytes.length;
}

/** Markup or code a browser or server would run if the file were ever served as something else. */
const MARKUP = /<(script|html|body|svg|iframe|\?php)[\s>/]/i;

/** The header-sized PNG of an uploaded logo, or an invalid_data error saying why it is refused. */
export async function headerLogo(bytes: Buffer): Promise<Buffer> {
  const { fileTypeFromBuffer } = await import('file-type');
  const type = (await fileTypeFromBuffer(bytes))?.mime;
  const accepted = FILE_KINDS.image.types as readonly string[];
  if (!type || !accepted.includes(type)) throw refused(fieldMessage('file_type', { type: FILE_KINDS.image.names }));
  if (!endsWithImage(bytes, type) || MARKUP.test(bytes.toString('latin1'))) throw refused(fieldMessage('image_extra_data'));
  const { default: sharp } = await import('sharp');
  const options = { limitInputPixels: MAX_LOGO_SIDE * MAX_LOGO_SIDE, failOn: 'error' as const };
  const tooLarge = () => refused(fieldMessage('image_too_large', { max: MAX_LOGO_SIDE }));
  // sharp's own refusal of the pixel limit says so; any other failure is an image it cannot read.
  const failure = (error: unknown) => (/pixel limit/i.test(String((error as Error)?.message)) ? tooLarge() : refused(fieldMessage('image_unreadable')));
  const meta = await sharp(bytes, options).metadata().catch((error: unknown) => Promise.reject(failure(error)));
  if (!meta.width || !meta.height || meta.width > MAX_LOGO_SIDE || meta.height > MAX_LOGO_SIDE) throw tooLarge();
  return sharp(bytes, options)
    .rotate()
    .resize({ ...HEADER_BOX, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer()
    .catch((error: unknown) => Promise.reject(failure(error)));
}
