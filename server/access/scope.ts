/**
 * Access rules as filters. A scoped permission (own, domain, descendants, all) becomes a where-clause
 * that is merged into every query on the entity: list, get, update and delete alike. No grant means
 * nothing matches (denied by default).
 */
import { type ExpressionBuilder, type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { type Entity, type GrantName, type Scope, grantOf } from '../../schemas/define-entity';
import { entityByPath } from '../../schemas';
import { joinTableName, storageOf } from '../db/columns';
import { type Actor, hasPermission } from './actor';
import { seesOwnCreations } from './own-creations';
import { mayWriteUngrouped, seesUngrouped, ungroupedRows } from './ungrouped';

export function grantedScopes(actor: Actor, entity: Entity, operation: GrantName): Scope[] {
  if (actor.kind === 'system') return ['all'];
  const grant = grantOf(entity, operation);
  return (Object.keys(grant) as Scope[]).filter((scope) => {
    const by = grant[scope];
    return by === true || (by !== undefined && hasPermission(actor, by));
  });
}

/** "0.3." covers itself and every group below it: one index range, no recursion. */
export function pathRange(path: string) {
  return { from: path, to: `${path.slice(0, -1)}/` };
}

type Builder = ExpressionBuilder<any, any>;

/** Rows whose group path (`column`) is one of `paths` or below it, as index ranges. */
export function groupPathMatches(eb: Builder, column: string, paths: string[]) {
  return eb.or(paths.map((path) => eb.and([eb(column, '>=', pathRange(path).from), eb(column, '<', pathRange(path).to)])));
}

function inGroups(eb: Builder, entity: Entity, actor: Actor, scope: 'domain' | 'descendants'): Expression<SqlBool> {
  const t = entity.table;
  const { ownership } = entity;
  const none = sql<SqlBool>`1 = 0`;
  if (scope === 'domain' && ownership.kind !== 'none' && !actor.groupIds.length) return none;
  if (scope === 'descendants' && !actor.groupPaths.length) return none;
  switch (ownership.kind) {
    case 'group':
      return scope === 'domain' ? eb(`${t}.id`, 'in', actor.groupIds) : groupPathMatches(eb, `${t}.path`, actor.groupPaths);
    case 'group-column': {
      const column = `${t}.${ownership.field}`;
      if (scope === 'domain') return eb(column, 'in', actor.groupIds);
      return eb(column, 'in', eb.selectFrom('groups as g').select('g.id').where((e) => groupPathMatches(e, 'g.path', actor.groupPaths)));
    }
    case 'group-list':
      return eb(`${t}.id`, 'in', groupListMembers(eb, entity, actor, scope));
    case 'none': {
      // Records outside the hierarchy (roles): "domain" means the ones the actor's role may assign, and its own.
      const ids = [...actor.availableRoles, ...(actor.roleId ? [actor.roleId] : [])];
      return scope === 'domain' && ids.length ? eb(`${t}.id`, 'in', ids) : none;
    }
    case 'parent':
      return none; // never reached: a child collection's rows are filtered through its parent (childFilter)
  }
}

/**
 * The ids of a group-list entity's records in the scope's groups, read from its join table: driven from the
 * groups' path index (the members of the scope's groups), not a probe per record.
 */
function groupListMembers(eb: Builder, entity: Entity, actor: Actor, scope: 'domain' | 'descendants'): Ids {
  const join = joinTableName(entity, (entity.ownership as { field: string }).field);
  return eb
    .selectFrom(`${join} as j`)
    .innerJoin('groups as g', 'g.id', 'j.ref_id')
    .select('j.owner_id')
    .where((e) => (scope === 'domain' ? e('g.id', 'in', actor.groupIds) : groupPathMatches(e, 'g.path', actor.groupPaths)));
}

/** The root group's path: every group lies below it. */
const ROOT_PATH = '0.';

/**
 * Whether the scope reaches every row: `all`, or `descendants` of the root group for records held by one
 * group column (each names a group, and every group is below the root). Saying so lets the database count
 * and page from an index instead of probing the group subquery for each of a million events.
 */
function coversEverything(entity: Entity, actor: Actor, scope: Scope) {
  return scope === 'all' || (scope === 'descendants' && entity.ownership.kind === 'group-column' && actor.groupPaths.includes(ROOT_PATH));
}

function scopeExpression(eb: Builder, entity: Entity, actor: Actor, scope: Scope): Expression<SqlBool> {
  if (scope === 'all' || coversEverything(entity, actor, scope)) return sql<SqlBool>`1 = 1`;
  if (scope === 'own') {
    if (actor.id === null) return sql<SqlBool>`1 = 0`;
    if (entity.own === 'self') return eb(`${entity.table}.id`, '=', actor.id);
    const joins = storageOf(entity).joins;
    const owners = ['created_by', ...(entity.participants ?? [])].map((field) =>
      // A to-many participant (the users a call rang) takes part through its join table.
      joins[field]
        ? eb.exists(eb.selectFrom(joins[field]).select('owner_id').whereRef('owner_id', '=', `${entity.table}.id`).where('ref_id', '=', actor.id))
        : eb(`${entity.table}.${field}`, '=', actor.id),
    );
    return owners.length === 1 ? owners[0] : eb.or(owners);
  }
  return inGroups(eb, entity, actor, scope);
}

/** Whether the actor's view reaches every row of the entity, so a list needs no access where-clause at all. */
export function viewCoversEverything(entity: Entity, actor: Actor) {
  if (actor.kind === 'system') return true;
  return entity.ownership.kind !== 'parent' && grantedScopes(actor, entity, 'view').some((scope) => coversEverything(entity, actor, scope));
}

/**
 * The rows the actor may see: its view scopes, plus what it created (001 §6), except groups. Several arms are
 * one id set, the union of each arm's ids, rather than `arm OR arm`: each arm then reads its own index (the
 * groups' paths, created_by), where an OR would make the database test every row of the table.
 */
function viewExpression(eb: Builder, entity: Entity, actor: Actor): Expression<SqlBool> {
  const scopes = grantedScopes(actor, entity, 'view');
  // Nothing to add to `all`: a bare 1 = 1 lets the database count and page from an index.
  if (scopes.some((scope) => coversEverything(entity, actor, scope))) return sql<SqlBool>`1 = 1`;
  const t = entity.table;
  const arms: ViewArm[] = scopes.map((scope) => ({ part: scopeExpression(eb, entity, actor, scope), ids: armIds(eb, entity, actor, scope) }));
  if (seesOwnCreations(entity) && actor.id !== null) arms.push({ part: eb(`${t}.created_by`, '=', actor.id) });
  // Users always see their own record.
  if (entity.own === 'self' && actor.id !== null) arms.push({ part: eb(`${t}.id`, '=', actor.id) });
  if (seesUngrouped(entity, actor)) arms.push({ part: ungroupedRows(eb, entity) });
  if (!arms.length) return sql<SqlBool>`1 = 0`;
  // A read model's rows are a query's, with no table of its own to take ids from: its arms stay an OR.
  if (arms.length === 1 || entity.readModel) return eb.or(arms.map((arm) => arm.part));
  // `union all`: `in` asks only whether an id is there, so nothing needs removing twice.
  const [first, ...rest] = arms.map((arm): Ids => arm.ids ?? eb.selectFrom(t).select(`${t}.id`).where(() => arm.part));
  return eb(`${t}.id`, 'in', rest.reduce((union, ids) => union.unionAll(ids), first));
}

/** A query of one column of record ids. */
type Ids = SelectQueryBuilder<any, any, any>;

/** One arm of a view: its condition, and where it can say so more cheaply, the ids it lets through. */
interface ViewArm {
  part: Expression<SqlBool>;
  ids?: Ids;
}

/** A group-list entity's members straight from its join table, not its table's rows looked up again by id. */
function armIds(eb: Builder, entity: Entity, actor: Actor, scope: Scope) {
  if (entity.ownership.kind !== 'group-list') return undefined;
  if (scope === 'domain' && actor.groupIds.length) return groupListMembers(eb, entity, actor, scope);
  if (scope === 'descendants' && actor.groupPaths.length) return groupListMembers(eb, entity, actor, scope);
  return undefined;
}

/** The rows of the entity's table that are the entity at all (`subset`: UKEY2 is the identifiers of type ukey2). */
export function subsetFilter(entity: Entity) {
  return (eb: Builder): Expression<SqlBool> => {
    const pairs = Object.entries(entity.subset ?? {});
    // Booleans are stored as 1 and 0 on both databases (server/db/codec.ts).
    const stored = (value: string | number | boolean) => (typeof value === 'boolean' ? Number(value) : value);
    return pairs.length ? eb.and(pairs.map(([column, value]) => eb(`${entity.table}.${column}`, '=', stored(value)))) : sql<SqlBool>`1 = 1`;
  };
}

/**
 * The filter for an operation on existing rows, within the entity's subset. Update, delete, revoke and the
 * entity's commands apply only to rows the actor may also view (001 §6).
 */
export function accessFilter(entity: Entity, actor: Actor, operation: Exclude<GrantName, 'create' | 'issue'>) {
  return (eb: Builder): Expression<SqlBool> => {
    const rows = entity.subset ? [subsetFilter(entity)(eb)] : [];
    if (actor.kind === 'system') return rows.length ? rows[0] : sql<SqlBool>`1 = 1`;
    if (entity.ownership.kind === 'parent') return childFilter(eb, entity, actor, operation);
    const view = viewExpression(eb, entity, actor);
    if (operation === 'view') return rows.length ? eb.and([...rows, view]) : view;
    const scopes = grantedScopes(actor, entity, operation);
    if (!scopes.length) return sql<SqlBool>`1 = 0`;
    const reaches = scopes.map((scope) => scopeExpression(eb, entity, actor, scope));
    const granted = eb.or(seesUngrouped(entity, actor) ? [...reaches, ungroupedRows(eb, entity)] : reaches);
    if (!mayWriteUngrouped(entity, actor, scopes)) rows.push(eb.not(ungroupedRows(eb, entity)));
    return eb.and([...rows, view, granted]);
  };
}

/**
 * A child collection's rows: those whose parent the actor sees; beyond viewing, the child's own grant must be
 * held too (any scope: the parent's visibility is the scope).
 */
function childFilter(eb: Builder, entity: Entity, actor: Actor, operation: Exclude<GrantName, 'create' | 'issue'>): Expression<SqlBool> {
  if (entity.ownership.kind !== 'parent') throw new Error(`${entity.path} is not a child collection`);
  const parent = entityByPath(entity.ownership.entity);
  if (!parent) throw new Error(`${entity.path}: no parent entity ${entity.ownership.entity}`);
  if (operation !== 'view' && !grantedScopes(actor, entity, operation).length) return sql<SqlBool>`1 = 0`;
  const parents = eb.selectFrom(parent.table).select(`${parent.table}.id`).where(accessFilter(parent, actor, 'view'));
  return eb(`${entity.table}.${entity.ownership.field}`, 'in', parents);
}

/** Whether groups with these paths all lie within the scopes (used for new or moved records). */
export function pathsWithinScopes(actor: Actor, scopes: Scope[], targets: { id: number; path: string }[]) {
  if (scopes.includes('all')) return true;
  return targets.every(
    (target) =>
      (scopes.includes('domain') && actor.groupIds.includes(target.id)) ||
      (scopes.includes('descendants') && actor.groupPaths.some((path) => target.path.startsWith(path))),
  );
}
