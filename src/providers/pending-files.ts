/**
 * Files chosen in a form but not uploaded yet. A file field's form value is what the record would say of the
 * file (name, size, type) with a `local:` version naming the browser's File held here; once the record is
 * saved, the data provider uploads it (000 §5.3: "a changed and present file is uploaded, a changed and
 * absent one deleted"). The form's data never holds the File itself, so copying form values is harmless.
 */
import type { StoredFile } from '../../schemas/file-field';

const held = new Map<string, File>();
let counter = 0;

/** The form value standing for a chosen file. */
export function holdFile(file: File): StoredFile {
  counter += 1;
  const version = `local:${counter}`;
  held.set(version, file);
  return { name: file.name, size: file.size, type: file.type, version };
}

export const isHeldFile = (value: unknown): value is StoredFile =>
  typeof value === 'object' && value !== null && String((value as StoredFile).version).startsWith('local:');

/** The chosen File, once, for its upload. */
export function takeHeldFile(value: StoredFile): File | undefined {
  const file = held.get(value.version);
  held.delete(value.version);
  return file;
}
