/**
 * An uploaded image checked by its content and re-encoded (a file rule's `image`, schemas/file-field.ts). A file
 * holding more than its image (a polyglot: an archive or a page after it, markup inside) is refused; the size in
 * pixels is read from the header first, and sharp decodes under limitInputPixels, so a 20,000 x 20,000
 * decompression bomb is refused before it takes memory. What is stored is sharp's output, never the upload:
 * upright, resized, without EXIF (a phone's photo carries where it was taken).
 */
import type { FileRule } from '../../schemas/file-field';
import { AppError, fieldMessage } from '../errors';

type ImageRule = NonNullable<FileRule['image']>;

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
  // A RIFF container (WebP) says its own length; one pad byte may follow an odd one.
  const riff = bytes.length >= 8 ? bytes.readUInt32LE(4) + 8 : -1;
  return riff === bytes.length || riff + 1 === bytes.length;
}

/** Markup or code a browser or server would run if the file were ever served as something else. */
const MARKUP = /<(script|html|body|svg|iframe|\?php)[\s>/]/i;

export const IMAGE_TYPE = { jpeg: 'image/jpeg', png: 'image/png' } as const;

/**
 * The stored form of an upload file-type already read as `type` (an accepted image), or an invalid_data error
 * on `field` saying why it is refused.
 */
export async function checkedImage(field: string, rule: ImageRule, bytes: Buffer, type: string): Promise<Buffer> {
  const refused = (message: ReturnType<typeof fieldMessage>) => new AppError('invalid_data', { [field]: message });
  if (!endsWithImage(bytes, type) || MARKUP.test(bytes.toString('latin1'))) throw refused(fieldMessage('image_extra_data'));
  const { default: sharp } = await import('sharp');
  const options = { limitInputPixels: rule.maxSide * rule.maxSide, failOn: 'error' as const };
  const tooLarge = () => refused(fieldMessage('image_too_large', { max: rule.maxSide }));
  // sharp's own refusal of the pixel limit says so; any other failure is an image it cannot read.
  const failure = (error: unknown) => (/pixel limit/i.test(String((error as Error)?.message)) ? tooLarge() : refused(fieldMessage('image_unreadable')));
  const meta = await sharp(bytes, options).metadata().catch((error: unknown) => Promise.reject(failure(error)));
  if (!meta.width || !meta.height || meta.width > rule.maxSide || meta.height > rule.maxSide) throw tooLarge();
  const resized = sharp(bytes, options).rotate().resize({ width: rule.box, height: rule.box, fit: 'inside', withoutEnlargement: true });
  const encoded = rule.format === 'png' ? resized.png() : resized.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true });
  return encoded.toBuffer().catch((error: unknown) => Promise.reject(failure(error)));
}
