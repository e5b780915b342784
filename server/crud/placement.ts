/**
 * Placement: new or moved records land only in groups the actor may place them in; a child record (a
 * conversation's message) only under a parent the actor sees. `checkPlacement` judges one write,
 * `checkPlacements` a batch of new records (an import's chunk) with one read of their groups for all.
 */
import type { Kysely } from 'kysely';
import { entityByPath } from '../../schemas';
import type { Entity } from '../../schemas/define-entity';
import { placementField } from '../../schemas/introspect';
import type { Actor } from '../access/actor';
import { accessFilter, grantedScopes, pathsWithinScopes } from '../access/scope';
import { isUngrouped, mayWriteUngrouped } from '../access/ungrouped';
import { AppError, fieldMessage } from '../errors';

type Operation = 'create' | 'update' | 'issue';
type GroupPaths = Map<number, string>;

/** A child record goes only under a parent the actor sees, and never moves. */
async function checkParent(db: Kysely<any>, entity: Entity, actor: Actor, data: Record<string, unknown>, stored?: Record<string, unknown>) {
  if (entity.ownership.kind !== 'parent' || actor.kind === 'system') return;
  const { field } = entity.ownership;
  if (stored) {
    if (data[field] !== undefined && data[field] !== stored[field]) throw new AppError('prohibited', { [field]: 'cannot move' });
    return;
  }
  const parent = entityByPath(entity.ownership.entity)!;
  const seen = await db.selectFrom(parent.table).select(`${parent.table}.id`).where(`${parent.table}.id`, '=', Number(data[field])).where(accessFilter(parent, actor, 'view')).executeTakeFirst();
  if (!seen) throw new AppError('invalid_related_entity', { [field]: fieldMessage('not_found') }, { entities: [parent.path] });
}

const groupIds = (value: unknown) => ([] as unknown[]).concat(value ?? []).map(Number);

/** The groups placement judges: those new to the record (keeping a record where it is needs no right). */
function newGroups(entity: Entity, actor: Actor, data: Record<string, unknown>, operation: Operation, stored?: Record<string, unknown>) {
  const field = placementField(entity)!;
  const placed = data[field] === undefined && stored ? stored[field] : data[field];
  if (isUngrouped(placed) && !mayWriteUngrouped(entity, actor, grantedScopes(actor, entity, operation))) throw new AppError('prohibited', { [field]: fieldMessage('required') });
  const before = new Set(stored ? groupIds(stored[field]) : []);
  return groupIds(data[field]).filter((id) => !before.has(id));
}

async function pathsOf(db: Kysely<any>, ids: number[]): Promise<GroupPaths> {
  const paths: GroupPaths = new Map();
  const wanted = [...new Set(ids)];
  for (let i = 0; i < wanted.length; i += 500) {
    const rows = await db.selectFrom('groups').select(['id', 'path']).where('id', 'in', wanted.slice(i, i + 500)).execute();
    for (const row of rows) paths.set(Number(row.id), String(row.path));
  }
  return paths;
}

function judge(entity: Entity, actor: Actor, ids: number[], paths: GroupPaths, operation: Operation) {
  if (!ids.length) return;
  const field = placementField(entity)!;
  if (ids.some((id) => !paths.has(id))) throw new AppError('invalid_related_entity', { [field]: fieldMessage('not_found') }, { entities: ['groups'] });
  const targets = [...new Set(ids)].map((id) => ({ id, path: paths.get(id)! }));
  // A new group is placed under its parent; creating at the top needs the `all` scope (create root).
  const scopes = grantedScopes(actor, entity, operation).filter((s) => s !== 'own');
  const viewScopes = entity.ownership.kind === 'group' ? scopes : grantedScopes(actor, entity, 'view');
  if (!pathsWithinScopes(actor, scopes, targets) || !pathsWithinScopes(actor, viewScopes, targets)) throw new AppError('prohibited');
}

/** One write's placement (on update, only the groups new to the record). */
export async function checkPlacement(db: Kysely<any>, entity: Entity, actor: Actor, data: Record<string, unknown>, operation: Operation, stored?: Record<string, unknown>) {
  if (entity.ownership.kind === 'parent') return checkParent(db, entity, actor, data, stored);
  if (actor.kind === 'system' || entity.ownership.kind === 'none') return;
  const ids = newGroups(entity, actor, data, operation, stored);
  if (ids.length) judge(entity, actor, ids, await pathsOf(db, ids), operation);
}

/** New records' placement, each judged as checkPlacement would, their groups read once; the first refusal throws. */
export async function checkPlacements(db: Kysely<any>, entity: Entity, actor: Actor, rows: Record<string, unknown>[], operation: 'create' | 'issue') {
  if (entity.ownership.kind === 'parent') {
    for (const data of rows) await checkParent(db, entity, actor, data);
    return;
  }
  if (actor.kind === 'system' || entity.ownership.kind === 'none') return;
  const ids = rows.map((data) => newGroups(entity, actor, data, operation));
  const paths = await pathsOf(db, ids.flat());
  for (const rowIds of ids) judge(entity, actor, rowIds, paths, operation);
}
