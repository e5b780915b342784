/**
 * The query of the licence reports (001 §7 Reports), checked by zod: a wrong value is 422 `invalid_data` on its
 * parameter and an unknown parameter is refused the same way, so a typo never widens a report silently.
 * Lists come as comma-separated ids ("3,5") or as a JSON array; moments are epoch ms, like licence periods.
 *
 * @example parseRequest(usedReportQuery, { domains: '3,5', matching: 'match_any', data: '["sip"]' })
 */
import { z } from 'zod';
import { GROUP_TYPES } from './group';
import { USER_FEATURES, type UserFeature } from './licence';

/** The user features a report counts: every per-user licence flag but `identifier` (isActive, counted as users). */
export const REPORT_FEATURES = USER_FEATURES.filter((feature) => feature !== 'identifier') as Exclude<UserFeature, 'identifier'>[];
export type ReportFeature = (typeof REPORT_FEATURES)[number];

export const PERIOD_STATUSES = ['pending', 'active', 'ending', 'expired'] as const;
export type PeriodStatus = (typeof PERIOD_STATUSES)[number];

export const DATE_CONDITIONS = ['before', 'after', 'equals'] as const;
export type DateCondition = (typeof DATE_CONDITIONS)[number];

export const REPORT_FORMATS = ['json', 'csv', 'xlsx'] as const;

/** "3,5", "[3,5]" or an array of strings (a repeated parameter) → the list; anything else is left for zod to refuse. */
function listOf(raw: unknown): unknown {
  if (Array.isArray(raw)) return raw.flatMap((item) => listOf(item) as unknown[]);
  if (typeof raw !== 'string') return raw;
  const text = raw.trim();
  if (text === '') return [];
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text);
    } catch {
      return raw;
    }
  }
  return text.split(',').map((part) => part.trim());
}

const id = z.coerce.number().int().min(0).max(2 ** 53 - 1);
const ids = z.preprocess(listOf, z.array(id).max(1000));
const moment = z.coerce.number().int().min(0).max(8.64e15);
const groupType = z.coerce.number().pipe(z.literal(Object.values(GROUP_TYPES)));

const groupFilters = {
  domains: ids.optional(),
  domain_types: z.preprocess(listOf, z.array(groupType).max(10)).optional(),
  domain_admins: ids.optional(),
  /** How the group filters combine: every one given (match_all), or any of them (match_any). */
  matching: z.enum(['match_all', 'match_any']).default('match_all'),
  export_format: z.enum(REPORT_FORMATS).default('json'),
};

export const usedReportQuery = z
  .strictObject({
    ...groupFilters,
    /** The features to count (the spec's `data`); all of them when absent. */
    data: z.preprocess(listOf, z.array(z.enum(REPORT_FEATURES)).min(1)).optional(),
    date_from: moment.optional(),
    date_to: moment.optional(),
  })
  .refine((q) => q.date_from === undefined || q.date_to === undefined || q.date_from <= q.date_to, { path: ['date_to'], message: 'date_to_before_date_from' });
export type UsedReportQuery = z.infer<typeof usedReportQuery>;

export const periodReportQuery = z.strictObject({
  ...groupFilters,
  status: z.preprocess(listOf, z.array(z.enum(PERIOD_STATUSES)).max(PERIOD_STATUSES.length)).optional(),
  date_from: moment.optional(),
  date_from_condition: z.enum(DATE_CONDITIONS).default('after'),
  date_to: moment.optional(),
  date_to_condition: z.enum(DATE_CONDITIONS).default('before'),
  /** When the users' licence managers were last told their licence ends (a user never told matches no condition). */
  last_notified_at: moment.optional(),
  last_notified_at_condition: z.enum(DATE_CONDITIONS).default('after'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(1000).default(100),
});
export type PeriodReportQuery = z.infer<typeof periodReportQuery>;
