/**
 * An uploaded logo checked by its content and made the header's size (issue 38: the white label's logo): PNG,
 * JPEG or WebP by its bytes (file-type), whatever the name says; then the checks and re-encoding every uploaded
 * image gets (server/files/checked-image.ts: a polyglot, a decompression bomb or an unreadable image refused),
 * kept as a PNG (a logo's transparency) of at most 384 pixels a side, which makes a wide logo 384 x 96.
 */
import { FILE_KINDS, type FileRule } from '../../schemas/file-field';
import { AppError, fieldMessage } from '../errors';
import { checkedImage } from '../files/checked-image';
import { acceptedTypeOf } from '../files/file-kind';

/** The largest logo accepted: 2 MB, and 4096 pixels on each side. */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
const LOGO_RULE: FileRule = { kinds: ['image'], maxKb: MAX_LOGO_BYTES / 1024, image: { maxSide: 4096, box: 384, format: 'png' } };

/** The header-sized PNG of an uploaded logo, or an invalid_data error on `logo` saying why it is refused. */
export async function headerLogo(bytes: Buffer): Promise<Buffer> {
  const type = await acceptedTypeOf(LOGO_RULE, bytes);
  if (!type) throw new AppError('invalid_data', { logo: fieldMessage('file_type', { type: FILE_KINDS.image.names }) });
  return checkedImage('logo', LOGO_RULE.image!, bytes, type);
}
