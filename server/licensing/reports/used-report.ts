/**
 * The licences-used report (001 §7 `GET /reports/licenses/used`): for each of the report's groups, the users in
 * the group and below it, and how many of them hold each licence feature (licence active, the feature's flag
 * on and, with a date range, a period overlapping it), against the server licence's quantities. The totals
 * count each user once, however many of the groups they belong to. Two set-based statements for any estate.
 */
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Actor } from '../../access/actor';
import type { DialectName } from '../../db/connect';
import { readSection } from '../../settings/project-settings';
import { USER_FEATURE_SOURCES } from '../user-licence';
import { flagOn, periodOverlaps } from './licence-columns';
import type { UsedReport } from '../../../schemas/licence-report-answers';
import { REPORT_FEATURES, type ReportFeature, type UsedReportQuery } from '../../../schemas/licence-report-query';
import { reportGroups } from './report-groups';

/** The counting columns over the joined users `u`: distinct users, so one in two subgroups counts once. */
function countColumns(dialect: DialectName, query: UsedReportQuery, features: ReportFeature[]) {
  const period = periodOverlaps(dialect, query.date_from, query.date_to);
  const active = sql`${flagOn('isActive')} and ${period}`;
  return [
    sql<number>`count(distinct u.id)`.as('users'),
    sql<number>`count(distinct case when ${active} then u.id end)`.as('active'),
    ...features.map((feature) => sql<number>`count(distinct case when ${active} and ${flagOn(USER_FEATURE_SOURCES[feature].flag)} then u.id end)`.as(feature)),
  ];
}

/** The report's groups joined to the users of each group and of the groups below it (`m`: a group of the subtree). */
function groupsWithUsers(db: Kysely<any>, actor: Actor, query: UsedReportQuery) {
  return db
    .selectFrom('groups')
    .leftJoin('groups as m', (join) =>
      join.on((eb: ExpressionBuilder<any, any>) =>
        eb.and([eb('m.path', '>=', eb.ref('groups.path')), sql<boolean>`m.path < substr(groups.path, 1, length(groups.path) - 1) || '/'`]),
      ),
    )
    .leftJoin('users_domain_ids as j', 'j.ref_id', 'm.id')
    .leftJoin('users as u', 'u.id', 'j.owner_id')
    .where(reportGroups(actor, query));
}

const counts = (row: Record<string, unknown>, features: ReportFeature[]) => ({
  users: Number(row.users),
  active: Number(row.active),
  features: Object.fromEntries(features.map((feature) => [feature, Number(row[feature])])),
});

export async function usedReport(db: Kysely<any>, dialect: DialectName, actor: Actor, query: UsedReportQuery): Promise<UsedReport> {
  const features = query.data ?? REPORT_FEATURES;
  const columns = countColumns(dialect, query, features);
  const [rows, totals, settings] = await Promise.all([
    groupsWithUsers(db, actor, query)
      .select(['groups.id', 'groups.name', 'groups.domain_type_id', ...columns])
      .groupBy(['groups.id', 'groups.name', 'groups.domain_type_id', 'groups.path'])
      .orderBy('groups.path')
      .execute(),
    groupsWithUsers(db, actor, query).select(columns).executeTakeFirstOrThrow(),
    readSection(db, 'license'),
  ]);
  return {
    features,
    data: rows.map((row) => ({ id: Number(row.id), name: String(row.name), domain_type_id: Number(row.domain_type_id), ...counts(row, features) })),
    totals: counts(totals, features),
    limits: Object.fromEntries(features.map((feature) => [feature, settings.features[USER_FEATURE_SOURCES[feature].server!]])),
  };
}
