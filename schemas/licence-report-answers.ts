/**
 * What the licence reports answer (001 §7 `GET /reports/licenses/used` and `/period`): the server builds them
 * (server/licensing/reports) and serialises with these schemas, the licence reports page shows them.
 */
import { z } from 'zod';
import { featureSetting } from './licence';
import { PERIOD_STATUSES, REPORT_FEATURES } from './licence-report-query';

const count = z.number().int().min(0);

const usedCounts = {
  users: count,
  /** Users with an active licence (and a period overlapping the range, when given). */
  active: count,
  /** Holders of each feature the report counts. */
  features: z.partialRecord(z.enum(REPORT_FEATURES), count),
};

/** One group of the licences-used report. */
export const usedRow = z.object({ id: z.number().int(), name: z.string(), domain_type_id: z.number().int(), ...usedCounts });
export type UsedRow = z.infer<typeof usedRow>;

export const usedReport = z.object({
  features: z.array(z.enum(REPORT_FEATURES)),
  data: z.array(usedRow),
  totals: z.object(usedCounts),
  /** The server licence's setting of each feature: on or off, and its quantity (null = unlimited). */
  limits: z.partialRecord(z.enum(REPORT_FEATURES), featureSetting),
});
export type UsedReport = z.infer<typeof usedReport>;

/** One user of the licence-period report. */
export const periodRow = z.object({
  id: z.number().int(),
  login: z.string(),
  name: z.string(),
  /** The user's groups within the actor's scope, by name. */
  groups: z.string(),
  is_active: z.boolean(),
  from: z.number().int(),
  /** null: no end. */
  to: z.number().int().nullable(),
  status: z.enum(PERIOD_STATUSES),
  /** When the user's licence managers were last told that this licence ends (server/licensing/licence-notices.ts); null: never. */
  last_notified_at: z.string().nullable(),
});
export type PeriodRow = z.infer<typeof periodRow>;

/** A page of the licence-period report, and how many rows match. */
export const periodReport = z.object({ data: z.array(periodRow), total: count });
export type PeriodReport = z.infer<typeof periodReport>;
