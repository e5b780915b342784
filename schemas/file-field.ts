/**
 * File fields (issue 15 §3): an emergency alert's sound, an amenity's image and terms of use. The record holds
 * what the file is (name, size, type, version); the bytes live in the server's file storage and travel on their
 * own routes, `POST | GET | DELETE /{path}/{id}/{route}` (multipart field `file`), after the record exists.
 *
 * @example
 * filename: fileField({ kinds: ['audio'], maxKb: 5120, route: 'file' }),
 */
import { z } from 'zod';
import type { Entity } from './define-entity';
import { fieldMeta } from './introspect';

/** Families of files by what they hold; the server recognises each by its content, never by its name. */
export const FILE_KINDS = {
  audio: { types: ['audio/mpeg', 'audio/wav', 'audio/ogg'], names: 'MP3, WAV, OGG', extensions: '.mp3,.wav,.ogg' },
  image: { types: ['image/png', 'image/jpeg', 'image/webp'], names: 'PNG, JPEG, WebP', extensions: '.png,.jpg,.jpeg,.webp' },
  pdf: { types: ['application/pdf'], names: 'PDF', extensions: '.pdf' },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

export interface FileRule {
  /** What the file may be. */
  kinds: readonly FileKind[];
  /** Largest accepted size, in kb (1,024 bytes). */
  maxKb: number;
  /** Smallest accepted size, in kb (default: any non-empty file). */
  minKb?: number;
  /** The file's route under the record (default: the field name, `_` read as `-`: terms_of_use → terms-of-use). */
  route?: string;
  /**
   * An image kept re-encoded (server/files/checked-image.ts), never as uploaded: at most `maxSide` pixels on each
   * side as uploaded, resized to fit a `box` pixels square, turned upright, stripped of its metadata (EXIF) and
   * stored in `format`.
   */
  image?: { maxSide: number; box: number; format: 'jpeg' | 'png' };
}

/** What a record says of its file. `version` changes with every upload (a new storage key, fresh caches). */
export const storedFile = z.object({
  name: z.string().max(255),
  size: z.number().int().min(0),
  type: z.string().max(100),
  version: z.string().max(64),
});
export type StoredFile = z.infer<typeof storedFile>;

/** A file field: never written by the record's JSON body, only through its upload and delete routes. */
export function fileField(rule: FileRule) {
  return storedFile.nullable().default(null).meta({ readOnly: true, file: rule, display: 'file' });
}

export const fileRoute = (field: string, rule: FileRule) => rule.route ?? field.replaceAll('_', '-');

/** The MIME types a rule accepts. */
export const acceptedTypes = (rule: FileRule): string[] => rule.kinds.flatMap((kind) => FILE_KINDS[kind].types);

/** How the rule's kinds read in 'Pick only {type} files': format names, the same in every language. */
export const kindNames = (rule: FileRule) => rule.kinds.map((kind) => FILE_KINDS[kind].names).join(', ');

/** The message key and parameters for a file of `bytes` bytes that the rule refuses by size, if it does. */
export function sizeRefusal(rule: FileRule, bytes: number): { key: string; params: Record<string, number> } | undefined {
  const kb = bytes / 1024;
  if (bytes > 0 && kb <= rule.maxKb && kb >= (rule.minKb ?? 0)) return undefined;
  return rule.minKb ? { key: 'validation.file_size', params: { min: rule.minKb, max: rule.maxKb } } : { key: 'validation.file_size_max', params: { size: rule.maxKb } };
}

export interface FileFieldOf {
  field: string;
  rule: FileRule;
  route: string;
}

const cache = new WeakMap<Entity, FileFieldOf[]>();

/** The entity's file fields with their routes. */
export function fileFieldsOf(entity: Entity): FileFieldOf[] {
  let fields = cache.get(entity);
  if (!fields) {
    fields = Object.entries(entity.fields).flatMap(([field, type]) => {
      const rule = fieldMeta(type as never).file;
      return rule ? [{ field, rule, route: fileRoute(field, rule) }] : [];
    });
    cache.set(entity, fields);
  }
  return fields;
}
