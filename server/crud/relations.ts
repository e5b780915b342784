/** To-many id lists (join tables) of records being written or checked; a read selects them (related-columns.ts). */
import { type Kysely, sql } from 'kysely';
import type { Entity } from '../../schemas/define-entity';
import { storageOf } from '../db/columns';

/**
 * Fills each record's to-many fields (e.g. an identifier's domain_ids and access_rules) with ONE statement:
 * the join tables' rows for these records, united and tagged with their field (a statement per field
 * cost a round of query building and preparing each).
 */
export async function loadIdLists(db: Kysely<any>, entity: Entity, records: Record<string, unknown>[]) {
  const joins = Object.entries(storageOf(entity).joins);
  if (!joins.length || !records.length) return;
  const ids = records.map((record) => Number(record.id));
  const [first, ...rest] = joins.map(([field, table]) =>
    db.selectFrom(table).select([sql.lit(field).as('field'), 'owner_id', 'ref_id']).where('owner_id', 'in', ids),
  );
  const rows = await rest.reduce((query, part) => query.unionAll(part), first).orderBy('ref_id').execute();
  const lists = new Map<string, number[]>(); // "field owner" -> ref ids, in ref_id order
  for (const row of rows) {
    const key = `${row.field} ${Number(row.owner_id)}`;
    const list = lists.get(key);
    if (list) list.push(Number(row.ref_id));
    else lists.set(key, [Number(row.ref_id)]);
  }
  for (const record of records) for (const [field] of joins) record[field] = lists.get(`${field} ${Number(record.id)}`) ?? [];
}

/** `created`: a new record has no rows to replace (a join row goes with its owner: on delete cascade). */
export async function saveIdLists(db: Kysely<any>, entity: Entity, id: number, data: Record<string, unknown>, created = false) {
  for (const [field, table] of Object.entries(storageOf(entity).joins)) {
    if (!Array.isArray(data[field])) continue;
    if (!created) await db.deleteFrom(table).where('owner_id', '=', id).execute();
    const refs = [...new Set(data[field] as number[])];
    if (refs.length) await db.insertInto(table).values(refs.map((ref_id) => ({ owner_id: id, ref_id }))).execute();
  }
}

/** New records' id lists (saveIdLists of each, created), each join table's rows in as few INSERTs as its parameters allow. */
export async function saveNewIdLists(db: Kysely<any>, entity: Entity, ids: number[], rows: Record<string, unknown>[]) {
  for (const [field, table] of Object.entries(storageOf(entity).joins)) {
    const joined = rows.flatMap((data, i) => (Array.isArray(data[field]) ? [...new Set(data[field] as number[])].map((ref_id) => ({ owner_id: ids[i], ref_id })) : []));
    for (let i = 0; i < joined.length; i += 10_000) await db.insertInto(table).values(joined.slice(i, i + 10_000)).execute();
  }
}
