/** To-many id lists (join tables) and the `with=` embedding of related records. */
import type { Kysely } from 'kysely';
import type { Entity } from '../../schemas/define-entity';
import type { Actor } from '../access/actor';
import { accessFilter } from '../access/scope';
import { storageOf } from '../db/columns';
import type { Store } from './repository';

/** Fills each record's to-many fields (e.g. a user's domain_ids) with one query per field. */
export async function loadIdLists(db: Kysely<any>, entity: Entity, records: Record<string, unknown>[]) {
  const joins = Object.entries(storageOf(entity).joins);
  if (!joins.length || !records.length) return;
  const ids = records.map((record) => Number(record.id));
  for (const [field, table] of joins) {
    const rows = await db.selectFrom(table).select(['owner_id', 'ref_id']).where('owner_id', 'in', ids).orderBy('ref_id').execute();
    const byOwner = new Map<number, number[]>();
    for (const row of rows) byOwner.set(Number(row.owner_id), [...(byOwner.get(Number(row.owner_id)) ?? []), Number(row.ref_id)]);
    for (const record of records) record[field] = byOwner.get(Number(record.id)) ?? [];
  }
}

export async function saveIdLists(db: Kysely<any>, entity: Entity, id: number, data: Record<string, unknown>) {
  for (const [field, table] of Object.entries(storageOf(entity).joins)) {
    if (!Array.isArray(data[field])) continue;
    await db.deleteFrom(table).where('owner_id', '=', id).execute();
    const refs = [...new Set(data[field] as number[])];
    if (refs.length) await db.insertInto(table).values(refs.map((ref_id) => ({ owner_id: id, ref_id }))).execute();
  }
}

/**
 * Embeds related records under the relation's name. Only related records the actor may view are
 * embedded in full (id and title); others appear as `{ id }`, so nothing outside the scope leaks.
 */
export async function embedRelations(store: Store, entity: Entity, actor: Actor, records: Record<string, unknown>[], names: string[]) {
  for (const name of names) {
    const relation = entity.relations![name];
    const target = store.entities.find((e) => e.path === relation.entity)!;
    const ids = [...new Set(records.flatMap((r) => ([] as unknown[]).concat(r[relation.field] ?? [])).map(Number))];
    const visible = ids.length
      ? await store.db
          .selectFrom(target.table)
          .select([`${target.table}.id`, `${target.table}.${target.titleField}`])
          .where(`${target.table}.id`, 'in', ids)
          .where(accessFilter(target, actor, 'view'))
          .execute()
      : [];
    const byId = new Map(visible.map((row) => [Number(row.id), { id: Number(row.id), [target.titleField]: row[target.titleField] }]));
    const embed = (id: unknown) => (id === null || id === undefined ? null : (byId.get(Number(id)) ?? { id: Number(id) }));
    for (const record of records) {
      const value = record[relation.field];
      record[name] = relation.kind === 'to-many' ? ((value as unknown[]) ?? []).map(embed) : embed(value);
    }
  }
}
