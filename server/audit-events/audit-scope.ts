/**
 * Which audit events an actor may read: an event about a record is in scope when the actor may view the record
 * (its entity's own access filter, so a manager of Block A reads Block A's changes only); a deleted record's
 * events only where the actor's view of its entity reaches every record (nothing is left to say where it was).
 * Events about the project itself (its settings, the SIP service, IP blocks) belong to the root of the
 * hierarchy: read by those whose view of groups covers the whole project.
 */
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Entity } from '../../schemas/define-entity';
import type { Actor } from '../access/actor';
import { accessFilter, viewCoversEverything } from '../access/scope';

type Builder = ExpressionBuilder<any, any>;

/** Entities whose records the trail names: read models write nothing. */
export const auditedEntities = (entities: readonly Entity[]) => entities.filter((entity) => !entity.readModel);

function recordArm(eb: Builder, entity: Entity, actor: Actor): Expression<SqlBool> {
  const named = eb('e.entity', '=', entity.path);
  if (viewCoversEverything(entity, actor)) return named;
  const t = entity.table;
  const visible = eb.selectFrom(t).select(`${t}.id`).where(accessFilter(entity, actor, 'view'));
  return eb.and([named, eb('e.record_id', 'in', visible)]);
}

/**
 * The where-clause over `audit_events as e`. `subject` (the entity filter) narrows the arms to the one the
 * caller asks for, so a record's timeline probes one entity's access, not every entity's.
 */
export function auditScope(entities: readonly Entity[], actor: Actor, subject?: string) {
  return (eb: Builder): Expression<SqlBool> => {
    const audited = auditedEntities(entities);
    const groups = audited.find((entity) => entity.ownership.kind === 'group');
    const projectWide = groups !== undefined && viewCoversEverything(groups, actor);
    const described = audited.find((entity) => entity.path === subject);
    if (described) return recordArm(eb, described, actor);
    if (subject !== undefined) return projectWide ? sql<SqlBool>`1 = 1` : sql<SqlBool>`1 = 0`;
    // Every arm reaching everything: no clause, so the database pages from the index on id.
    if (projectWide && audited.every((entity) => viewCoversEverything(entity, actor))) return sql<SqlBool>`1 = 1`;
    const arms = audited.map((entity) => recordArm(eb, entity, actor));
    if (projectWide) arms.push(eb('e.entity', 'not in', audited.map((entity) => entity.path)));
    return eb.or(arms);
  };
}
