/**
 * What a file really is, read from its bytes (file-type, the maintained magic-number library), never from the
 * name or the type a browser claims: a renamed executable is refused as what it is.
 */
import { acceptedTypes, type FileRule } from '../../schemas/file-field';

/** MIME types file-type reports that our kinds name differently. */
const ALIASES: Record<string, string> = { 'audio/vnd.wave': 'audio/wav', 'audio/x-wav': 'audio/wav', 'audio/wave': 'audio/wav' };

/** The file's MIME type when the rule accepts it, else undefined. */
export async function acceptedTypeOf(rule: FileRule, bytes: Buffer): Promise<string | undefined> {
  // Loaded on the first upload, not at start.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return undefined;
  const type = ALIASES[detected.mime] ?? detected.mime;
  return acceptedTypes(rule).includes(type) ? type : undefined;
}
