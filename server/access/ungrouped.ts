/**
 * Records of a grouped entity that have no group (a project-level mail template), reached as the entity's
 * `ungrouped` rule says (schemas/define-entity.ts): no group scope reaches them, so without a rule they would be
 * their creator's alone, and any holder of a group grant could create one.
 */
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Entity, Scope } from '../../schemas/define-entity';
import { placementField } from '../../schemas/introspect';
import { storageOf } from '../db/columns';
import { type Actor, hasPermission } from './actor';

/** Whether an actor holding these scopes of a write (create, update, delete, a command) may write an ungrouped record. */
export function mayWriteUngrouped(entity: Entity, actor: Actor, scopes: readonly Scope[]) {
  const rule = entity.ungrouped;
  if (actor.kind === 'system' || rule === undefined || rule === 'creator') return true;
  if (rule === 'all') return scopes.includes('all');
  return hasPermission(actor, rule.permission);
}

/** Whether the actor sees every ungrouped record beyond its view scopes: it holds the rule's permission. */
export function seesUngrouped(entity: Entity, actor: Actor) {
  const rule = entity.ungrouped;
  return typeof rule === 'object' && actor.kind !== 'system' && hasPermission(actor, rule.permission);
}

/** Whether a record's value of its group field leaves it without a group. */
export function isUngrouped(value: unknown) {
  return value === null || value === undefined || (Array.isArray(value) && value.length === 0);
}

/** The rows without a group: an empty group column, or no entry in a group list's join table. */
export function ungroupedRows(eb: ExpressionBuilder<any, any>, entity: Entity): Expression<SqlBool> {
  const field = placementField(entity);
  if (!field || entity.ownership.kind === 'parent') return sql<SqlBool>`1 = 0`;
  const t = entity.table;
  const join = storageOf(entity).joins[field];
  if (join) return eb.not(eb.exists(eb.selectFrom(join).select('owner_id').whereRef('owner_id', '=', `${t}.id`)));
  return eb(`${t}.${field}`, 'is', null);
}
