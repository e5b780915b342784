/**
 * The licence-period report (001 §7 `GET /reports/licenses/period`): each user of the report's groups (in the
 * group or below it) with their licence period and its status now — pending (not started), active, ending
 * (ends within the server licence's notify_before_days, 14 by default, as the licence warning), expired — and
 * whether their licence is active at all. Filters on the status and on either end of the period (before, after,
 * or on the day starting at the moment given). One statement, paged; exports take every row.
 */
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Actor } from '../../access/actor';
import type { DialectName } from '../../db/connect';
import { readSection } from '../../settings/project-settings';
import { DAY_MS } from '../period';
import { NO_END, flagOn, periodEnd } from './licence-columns';
import type { PeriodRow } from '../../../schemas/licence-report-answers';
import type { DateCondition, PeriodReportQuery, PeriodStatus } from '../../../schemas/licence-report-query';
import { reportGroups } from './report-groups';
import { groupPathMatches } from '../../access/scope';

function statusOf(dialect: DialectName, now: number, endingUntil: number): RawBuilder<PeriodStatus> {
  const from = periodEnd(dialect, 'from');
  const to = periodEnd(dialect, 'to');
  return sql<PeriodStatus>`case when ${from} > ${now} then 'pending' when ${to} <> ${NO_END} and ${to} < ${now} then 'expired' when ${to} <> ${NO_END} and ${to} <= ${endingUntil} then 'ending' else 'active' end`;
}

/** An end of the period against a moment: `equals` is the day that starts at it. */
function dateCondition(end: RawBuilder<number>, condition: DateCondition, value: number, bounded: boolean): RawBuilder<SqlBool> {
  const hasEnd = bounded ? sql`${end} <> ${NO_END} and ` : sql``;
  if (condition === 'before') return sql<SqlBool>`(${hasEnd}${end} < ${value})`;
  if (condition === 'equals') return sql<SqlBool>`(${hasEnd}${end} >= ${value} and ${end} < ${value + DAY_MS})`;
  return bounded ? sql<SqlBool>`(${end} = ${NO_END} or ${end} > ${value})` : sql<SqlBool>`(${end} > ${value})`;
}

/** The last moment whose ISO text has a four-digit year: later ones ('+275760-…') would sort before '2026-…'. */
const LAST_ISO_MS = Date.parse('9999-12-31T23:59:59.999Z');
const isoText = (ms: number) => new Date(Math.min(ms, LAST_ISO_MS)).toISOString();

/** When the licence managers were last told (UTC ISO text, compared as text); a user never told matches none. */
function notifiedCondition(condition: DateCondition, value: number): RawBuilder<SqlBool> {
  if (condition === 'before') return sql<SqlBool>`(n.last_notified_at < ${isoText(value)})`;
  if (condition === 'equals') return sql<SqlBool>`(n.last_notified_at >= ${isoText(value)} and n.last_notified_at < ${isoText(value + DAY_MS)})`;
  return sql<SqlBool>`(n.last_notified_at > ${isoText(value)})`;
}

function userConditions(dialect: DialectName, query: PeriodReportQuery, status: RawBuilder<PeriodStatus>): RawBuilder<SqlBool>[] {
  const parts: RawBuilder<SqlBool>[] = [];
  if (query.status) parts.push(query.status.length ? sql<SqlBool>`${status} in (${sql.join(query.status)})` : sql<SqlBool>`1 = 0`);
  if (query.date_from !== undefined) parts.push(dateCondition(periodEnd(dialect, 'from'), query.date_from_condition, query.date_from, false));
  if (query.date_to !== undefined) parts.push(dateCondition(periodEnd(dialect, 'to'), query.date_to_condition, query.date_to, true));
  if (query.last_notified_at !== undefined) parts.push(notifiedCondition(query.last_notified_at_condition, query.last_notified_at));
  return parts;
}

/** Above this many separate subtrees the members are found by a join instead of index ranges (bound parameters). */
const MAX_RANGES = 500;

/**
 * The users of the report's groups and of the groups below them, as a subquery. The groups' paths are read first
 * and those below another dropped (sorted, a subtree follows its top), so the members come from the groups' path
 * index by a few ranges; a join on path ranges let the planner walk every membership against every group.
 */
async function membersOf(db: Kysely<any>, actor: Actor, query: PeriodReportQuery) {
  const paths = (await db.selectFrom('groups').select('groups.path').where(reportGroups(actor, query)).execute()).map((row) => String(row.path)).sort();
  const tops: string[] = [];
  for (const path of paths) if (!tops.length || !path.startsWith(tops[tops.length - 1])) tops.push(path);
  const memberships = db.selectFrom('users_domain_ids as mj').innerJoin('groups as m', 'm.id', 'mj.ref_id').select('mj.owner_id');
  if (!tops.length) return memberships.where(sql<SqlBool>`1 = 0`);
  if (tops.length <= MAX_RANGES) return memberships.where((eb) => groupPathMatches(eb, 'm.path', tops));
  return db
    .selectFrom('groups')
    .innerJoin('groups as m', (join) => join.on(sql<SqlBool>`m.path >= groups.path and m.path < substr(groups.path, 1, length(groups.path) - 1) || '/'`))
    .innerJoin('users_domain_ids as mj', 'mj.ref_id', 'm.id')
    .select('mj.owner_id')
    .where(reportGroups(actor, query));
}

/** The report's rows, all of them when `paged` is false (exports), with the number of rows in total. */
export async function periodReport(db: Kysely<any>, dialect: DialectName, actor: Actor, query: PeriodReportQuery, paged = true, now = Date.now()) {
  const settings = await readSection(db, 'license');
  const status = statusOf(dialect, now, now + settings.notify_before_days * DAY_MS);
  const names = dialect === 'postgres' ? sql<string>`string_agg(groups.name, ', ' order by groups.name)` : sql<string>`group_concat(groups.name, ', ')`;
  const members = await membersOf(db, actor, query);
  // Driven from the members (one materialised set), each user's group names by its own small lookup: no join
  // of every user to every group and no grouping of the whole estate.
  const groupNames = db
    .selectFrom('users_domain_ids as gj')
    .innerJoin('groups', 'groups.id', 'gj.ref_id')
    .select(names.as('names'))
    .whereRef('gj.owner_id', '=', 'u.id')
    .where(reportGroups(actor, { matching: 'match_all' }));
  let rows = db
    .selectFrom('users as u')
    .leftJoin('licence_notices as n', 'n.user_id', 'u.id')
    .where('u.id', 'in', members)
    .select([
      'n.last_notified_at',
      'u.id',
      'u.login',
      'u.name',
      groupNames.as('groups'),
      flagOn('isActive').as('is_active'),
      periodEnd(dialect, 'from').as('period_from'),
      periodEnd(dialect, 'to').as('period_to'),
      status.as('status'),
    ]);
  for (const condition of userConditions(dialect, query, status)) rows = rows.where(condition);
  const total = db.selectFrom(rows.as('r')).select((eb) => eb.fn.countAll().as('n'));
  const ordered = rows.orderBy('u.name').orderBy('u.id');
  const [found, counted] = await Promise.all([
    (paged ? ordered.limit(query.size).offset((query.page - 1) * query.size) : ordered).execute(),
    total.executeTakeFirstOrThrow(),
  ]);
  const data: PeriodRow[] = found.map((row) => ({
    id: Number(row.id),
    login: String(row.login ?? ''),
    name: String(row.name ?? ''),
    groups: String(row.groups ?? ''),
    is_active: Boolean(Number(row.is_active)) || row.is_active === true,
    from: Number(row.period_from),
    to: Number(row.period_to) === NO_END ? null : Number(row.period_to),
    status: row.status as PeriodStatus,
    last_notified_at: row.last_notified_at === null || row.last_notified_at === undefined ? null : String(row.last_notified_at),
  }));
  return { data, total: Number(counted.n) };
}
