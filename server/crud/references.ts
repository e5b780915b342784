/**
 * The reference rule (SECURITY.md): every reference field of a created or updated body, to-one or to-many,
 * holds ids of records that exist and that the actor may view. Only ids new to the record are checked:
 * keeping a stored reference one cannot see (another manager's device on a shared rule) needs no right.
 * Derived from the descriptions' `reference` metadata, so an entity added later is covered.
 */
import type { Kysely } from 'kysely';
import { entityByPath } from '../../schemas';
import type { Entity } from '../../schemas/define-entity';
import { fieldMeta } from '../../schemas/introspect';
import type { Actor } from '../access/actor';
import { accessFilter } from '../access/scope';
import { MAX_ID } from '../db/columns';
import { AppError, fieldMessage } from '../errors';

const cache = new Map<Entity, [string, Entity][]>();

/** The writable reference fields of an entity with the entity each points at. */
export function referenceFields(entity: Entity): [string, Entity][] {
  let found = cache.get(entity);
  if (!found) {
    found = [];
    for (const [field, type] of Object.entries(entity.fields)) {
      const meta = fieldMeta(type as never);
      if (!meta.reference || meta.readOnly || meta.transient) continue;
      const target = entityByPath(meta.reference);
      if (!target) throw new Error(`${entity.path}.${field} references an unknown entity ${meta.reference}`);
      found.push([field, target]);
    }
    cache.set(entity, found);
  }
  return found;
}

const idsOf = (value: unknown) => ([] as unknown[]).concat(value ?? []).filter((id) => id !== null).map(Number);

/** Throws `invalid related entity sent` naming the field when an id is unknown or out of the actor's view. */
export async function checkVisibleIds(db: Kysely<any>, actor: Actor, field: string, target: Entity, ids: number[]) {
  const unique = [...new Set(ids)];
  if (!unique.length || actor.kind === 'system') return;
  const refuse = () => new AppError('invalid_related_entity', { [field]: fieldMessage('not_found') }, { entities: [target.path] });
  // No table holds an id past MAX_ID (PostgreSQL would refuse to compare one with an integer column).
  if (unique.some((id) => id > MAX_ID)) throw refuse();
  const found = await db.selectFrom(target.table).select(`${target.table}.id`).where(`${target.table}.id`, 'in', unique).where(accessFilter(target, actor, 'view')).execute();
  if (found.length !== unique.length) throw refuse();
}

/** Every reference of `data` new to `stored` (all of them on create) must exist and be visible to the actor. */
export async function checkReferences(db: Kysely<any>, entity: Entity, actor: Actor, data: Record<string, unknown>, stored?: Record<string, unknown>) {
  if (actor.kind === 'system') return;
  for (const [field, target] of referenceFields(entity)) {
    if (data[field] === undefined) continue;
    const before = new Set(idsOf(stored?.[field]));
    await checkVisibleIds(db, actor, field, target, idsOf(data[field]).filter((id) => !before.has(id)));
  }
}
