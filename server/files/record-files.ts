/**
 * A record's files (schemas/file-field.ts): which fields hold files, where their bytes are kept, and what
 * goes when records go. Keys are `table/id/field-version`, a fresh version per upload, so an upload never
 * overwrites bytes another request may still be reading.
 */
import type { Kysely } from 'kysely';
import type { Entity } from '../../schemas/define-entity';
import { fileFieldsOf, type StoredFile } from '../../schemas/file-field';

export { type FileFieldOf, fileFieldsOf } from '../../schemas/file-field';

export const fileKey = (entity: Entity, id: number, field: string, version: string) => `${entity.table}/${id}/${field}-${version}`;

/** A stored column's value (JSON text on SQLite, an object on PostgreSQL) as a file description. */
export function storedFileOf(value: unknown): StoredFile | null {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return parsed && typeof parsed === 'object' && 'version' in parsed ? (parsed as StoredFile) : null;
}

/** The storage keys of the files these records hold, read before they are deleted. */
export async function fileKeysOf(db: Kysely<any>, entity: Entity, ids: readonly number[]): Promise<string[]> {
  const fields = fileFieldsOf(entity);
  if (!fields.length || !ids.length) return [];
  const rows = await db.selectFrom(entity.table).select(['id', ...fields.map((f) => f.field)]).where('id', 'in', [...ids]).execute();
  return rows.flatMap((row) =>
    fields.flatMap(({ field }) => {
      const file = storedFileOf(row[field]);
      return file ? [fileKey(entity, Number(row.id), field, file.version)] : [];
    }),
  );
}
