/**
 * Delete rules declared on reference fields (`onDelete`): which records keep the ones being deleted
 * (`restrict`), and what happens to the others' pointers once they go (`set_null`, `cascade`). Read from every
 * entity's description, so a new entity pointing at groups declares its rule and group deletion follows it.
 * Entities sharing a table (a subset such as UKEY2 over identifiers) are read once.
 */
import type { Kysely } from 'kysely';
import type { Entity } from '../../schemas/define-entity';
import { fieldMeta } from '../../schemas/introspect';
import { fileKeysOf } from '../files/record-files';
import { storageOf } from '../db/columns';

export interface Dependant {
  entity: Entity;
  field: string;
  rule: 'restrict' | 'set_null' | 'cascade';
  /** The join table of a to-many reference; absent for a column. */
  join?: string;
}

const cache = new WeakMap<readonly Entity[], Map<string, Dependant[]>>();

/** The fields of all entities that point at `target` with a rule. */
export function dependantsOf(entities: readonly Entity[], target: Entity): Dependant[] {
  let byTarget = cache.get(entities);
  if (!byTarget) cache.set(entities, (byTarget = new Map()));
  let found = byTarget.get(target.path);
  if (!found) {
    const seen = new Set<string>();
    found = [];
    for (const entity of entities) {
      for (const [field, type] of Object.entries(entity.fields)) {
        const meta = fieldMeta(type as never);
        const key = `${entity.table}.${field}`;
        if (meta.reference !== target.path || !meta.onDelete || seen.has(key)) continue;
        seen.add(key);
        found.push({ entity, field, rule: meta.onDelete, join: storageOf(entity).joins[field] });
      }
    }
    byTarget.set(target.path, found);
  }
  return found;
}

/** Ids among `ids` that a referencing record pointing at them, by the rule `rule`; each with its owner. */
async function pointing(db: Kysely<any>, dependant: Dependant, ids: number[]): Promise<{ target: number; owner: number }[]> {
  if (!ids.length) return [];
  const rows = dependant.join
    ? await db.selectFrom(dependant.join).select(['ref_id as target', 'owner_id as owner']).where('ref_id', 'in', ids).execute()
    : await db.selectFrom(dependant.entity.table).select([`${dependant.field} as target`, 'id as owner']).where(dependant.field, 'in', ids).execute();
  return rows.map((row) => ({ target: Number(row.target), owner: Number(row.owner) }));
}

/** The records kept by `restrict` rules, with the paths of the entities whose records keep them. */
export async function restrictions(db: Kysely<any>, entities: readonly Entity[], target: Entity, ids: number[]) {
  const kept: Record<number, string[]> = {};
  for (const dependant of dependantsOf(entities, target).filter((d) => d.rule === 'restrict')) {
    for (const { target: id, owner } of await pointing(db, dependant, ids)) {
      // A group's own parent pointer at itself is no dependant.
      if (dependant.entity === target && owner === id) continue;
      const reasons = (kept[id] ??= []);
      if (!reasons.includes(dependant.entity.path)) reasons.push(dependant.entity.path);
    }
  }
  return kept;
}

/**
 * Applies `set_null` and `cascade` for records about to be deleted, inside the delete's transaction. Answers
 * the storage keys of the files the cascaded records held, to be removed once the deletion commits.
 */
export async function releaseDependants(db: Kysely<any>, entities: readonly Entity[], target: Entity, ids: number[]): Promise<string[]> {
  const fileKeys: string[] = [];
  if (!ids.length) return fileKeys;
  for (const dependant of dependantsOf(entities, target).filter((d) => d.rule !== 'restrict')) {
    if (dependant.rule === 'set_null') {
      if (dependant.join) await db.deleteFrom(dependant.join).where('ref_id', 'in', ids).execute();
      else await db.updateTable(dependant.entity.table).set({ [dependant.field]: null }).where(dependant.field, 'in', ids).execute();
      continue;
    }
    const owners = [...new Set((await pointing(db, dependant, ids)).map((row) => row.owner))];
    if (!owners.length) continue;
    fileKeys.push(...(await fileKeysOf(db, dependant.entity, owners)));
    for (const join of Object.values(storageOf(dependant.entity).joins)) await db.deleteFrom(join).where('owner_id', 'in', owners).execute();
    await db.deleteFrom(dependant.entity.table).where('id', 'in', owners).execute();
  }
  return fileKeys;
}
