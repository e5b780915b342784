/**
 * The reference rule (SECURITY.md): every reference field of a created or updated body, to-one or to-many,
 * holds ids of records that exist and that the actor may view. Only ids new to the record are checked:
 * keeping a stored reference one cannot see (another manager's device on a shared rule) needs no right.
 * Derived from the descriptions' `reference` metadata, so an entity added later is covered. A reference another
 * rule decides (`referenceBeyondView`: a user's role, by the privilege rule) must still exist; where a record
 * belongs (its groups, its parent) is placement's to decide.
 */
import type { Kysely } from 'kysely';
import { entityByPath } from '../../schemas';
import type { Entity } from '../../schemas/define-entity';
import { fieldMeta, placementField } from '../../schemas/introspect';
import type { Actor } from '../access/actor';
import { accessFilter } from '../access/scope';
import { MAX_ID } from '../db/columns';
import { AppError, fieldMessage } from '../errors';

interface ReferenceField {
  field: string;
  target: Entity;
  /** Only existence is checked: another rule decides (FieldMeta referenceBeyondView). */
  beyondView: boolean;
}

const cache = new Map<Entity, ReferenceField[]>();

/** The writable reference fields of an entity (but its placement field) with the entity each points at. */
export function referenceFields(entity: Entity): ReferenceField[] {
  let found = cache.get(entity);
  if (!found) {
    found = [];
    for (const [field, type] of Object.entries(entity.fields)) {
      const meta = fieldMeta(type as never);
      if (!meta.reference || meta.readOnly || meta.transient || field === placementField(entity)) continue;
      const target = entityByPath(meta.reference);
      if (!target) throw new Error(`${entity.path}.${field} references an unknown entity ${meta.reference}`);
      found.push({ field, target, beyondView: Boolean(meta.referenceBeyondView) });
    }
    cache.set(entity, found);
  }
  return found;
}

const idsOf = (value: unknown) => ([] as unknown[]).concat(value ?? []).filter((id) => id !== null).map(Number);

/** Throws `invalid related entity sent` naming the field when an id is unknown, or out of the actor's view. */
async function checkIds(db: Kysely<any>, actor: Actor, { field, target, beyondView }: ReferenceField, ids: number[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  const refuse = () => new AppError('invalid_related_entity', { [field]: fieldMessage('not_found') }, { entities: [target.path] });
  // No table holds an id past MAX_ID (PostgreSQL would refuse to compare one with an integer column).
  if (unique.some((id) => id > MAX_ID)) throw refuse();
  let query = db.selectFrom(target.table).select(`${target.table}.id`).where(`${target.table}.id`, 'in', unique);
  if (!beyondView) query = query.where(accessFilter(target, actor, 'view'));
  const found = await query.execute();
  if (found.length !== unique.length) throw refuse();
}

/** Every reference of `data` new to `stored` (all of them on create) must exist and be visible to the actor. */
export async function checkReferences(db: Kysely<any>, entity: Entity, actor: Actor, data: Record<string, unknown>, stored?: Record<string, unknown>) {
  if (actor.kind === 'system') return;
  for (const reference of referenceFields(entity)) {
    const { field } = reference;
    if (data[field] === undefined) continue;
    const before = new Set(idsOf(stored?.[field]));
    await checkIds(db, actor, reference, idsOf(data[field]).filter((id) => !before.has(id)));
  }
}

/** As checkReferences for new records, each field's ids of every row read once: an unknown or unseen id refuses them all. */
export async function checkReferencesMany(db: Kysely<any>, entity: Entity, actor: Actor, rows: Record<string, unknown>[]) {
  if (actor.kind === 'system') return;
  for (const reference of referenceFields(entity)) {
    const ids = [...new Set(rows.flatMap((data) => (data[reference.field] === undefined ? [] : idsOf(data[reference.field]))))];
    for (let i = 0; i < ids.length; i += 1_000) await checkIds(db, actor, reference, ids.slice(i, i + 1_000));
  }
}
