/**
 * The groups a licence report is about: those in the actor's scope (the groups it may view, and its own groups
 * with everything below them, so a group administrator sees their groups without a groups grant), narrowed by
 * the report's group filters. Each filter picks groups with everything below them; `match_all` keeps the groups
 * every given filter picks, `match_any` those any of them picks.
 */
import { type ExpressionBuilder, type Expression, type SqlBool, sql } from 'kysely';
import { group } from '../../../schemas/group';
import type { Actor } from '../../access/actor';
import { accessFilter, groupPathMatches } from '../../access/scope';
import type { UsedReportQuery } from '../../../schemas/licence-report-query';

type Builder = ExpressionBuilder<any, any>;
type GroupFilters = Pick<UsedReportQuery, 'domains' | 'domain_types' | 'domain_admins' | 'matching'>;

/** `groups` lies at or below one of the groups `below` selects (alias `b`). */
const atOrBelow = (eb: Builder, below: (eb: Builder) => Expression<SqlBool>) =>
  eb.exists(eb.selectFrom('groups as b').select(sql`1`.as('one')).where(below).where(sql<SqlBool>`groups.path like b.path || '%'`));

/** The groups a user administers: their own groups, when their role manages its own groups (groups.manage_own.*). */
const administeredBy = (eb: Builder, admins: number[]) =>
  atOrBelow(eb, (b) =>
    b(
      'b.id',
      'in',
      b
        .selectFrom('users_domain_ids as aj')
        .innerJoin('users as au', 'au.id', 'aj.owner_id')
        .innerJoin('roles as ar', 'ar.id', 'au.role_id')
        .select('aj.ref_id')
        .where('aj.owner_id', 'in', admins)
        .where('ar.permissions', 'like', '%"groups.manage_own.%'),
    ),
  );

function filterExpressions(eb: Builder, filters: GroupFilters): Expression<SqlBool>[] {
  const parts: Expression<SqlBool>[] = [];
  // An empty list picks nothing: the caller asked for none of something.
  const none = sql<SqlBool>`1 = 0`;
  if (filters.domains) parts.push(filters.domains.length ? atOrBelow(eb, (b) => b('b.id', 'in', filters.domains!)) : none);
  if (filters.domain_types) parts.push(filters.domain_types.length ? eb('groups.domain_type_id', 'in', filters.domain_types) : none);
  if (filters.domain_admins) parts.push(filters.domain_admins.length ? administeredBy(eb, filters.domain_admins) : none);
  return parts;
}

/** The where-clause on `groups` for the report's groups. */
export function reportGroups(actor: Actor, filters: GroupFilters) {
  return (eb: Builder): Expression<SqlBool> => {
    const own = actor.groupPaths.length ? [groupPathMatches(eb, 'groups.path', actor.groupPaths)] : [];
    const scope = eb.or([accessFilter(group, actor, 'view')(eb), ...own]);
    const parts = filterExpressions(eb, filters);
    if (!parts.length) return scope;
    return eb.and([scope, filters.matching === 'match_any' ? eb.or(parts) : eb.and(parts)]);
  };
}

/** The ids of the report's groups, as a subquery. */
export const reportGroupIds = (eb: Builder, actor: Actor, filters: GroupFilters) => eb.selectFrom('groups').select('groups.id').where(reportGroups(actor, filters));
