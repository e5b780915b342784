/** The storage keys of every file the records hold now (their entities' file fields). */
import type { Kysely } from 'kysely';
import type { Entity } from '../../schemas/define-entity';
import { fileFieldsOf, fileKey, storedFileOf } from '../files/record-files';

export async function heldFileKeys(db: Kysely<any>, entities: readonly Entity[]): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const entity of entities) {
    const fields = fileFieldsOf(entity).map(({ field }) => field);
    if (!fields.length) continue;
    const rows = await db.selectFrom(entity.table).select(['id', ...fields]).execute();
    for (const row of rows) {
      for (const field of fields) {
        const file = storedFileOf(row[field]);
        if (file) keys.add(fileKey(entity, Number(row.id), field, file.version));
      }
    }
  }
  return keys;
}
