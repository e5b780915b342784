/**
 * The page's filters as the reports' query (schemas/licence-report-query.ts): lists as comma-separated
 * ids, a day typed in a date field as the moment it starts in the user's time zone (the server compares moments).
 */
import { fromInputValue } from '../../resources/date-time';
import type { DateCondition } from '../../schemas/licence-report-query';
import type { ReportQuery } from './reports-api';

export interface ReportFilters {
  domains: number[];
  domain_types: number[];
  domain_admins: number[];
  matching: 'match_all' | 'match_any';
  /** YYYY-MM-DD, as a date field holds it; '' when empty. */
  date_from: string;
  date_to: string;
  date_from_condition: DateCondition;
  date_to_condition: DateCondition;
  /** The day the users' licence managers were last told their licence ends, with its condition (period report). */
  last_notified_at: string;
  last_notified_at_condition: DateCondition;
  status: string[];
}

export const EMPTY_FILTERS: ReportFilters = {
  domains: [],
  domain_types: [],
  domain_admins: [],
  matching: 'match_all',
  date_from: '',
  date_to: '',
  date_from_condition: 'after',
  date_to_condition: 'before',
  last_notified_at: '',
  last_notified_at_condition: 'after',
  status: [],
};

/** The start of the day in the zone, epoch ms; undefined for an empty or unreadable day. */
export function dayStart(day: string, timeZone?: string): number | undefined {
  const iso = day ? fromInputValue(`${day}T00:00`, timeZone) : undefined;
  return iso ? Date.parse(iso) : undefined;
}

const list = (values: readonly (string | number)[]) => (values.length ? values.join(',') : undefined);

/**
 * @example reportQuery('used', { ...EMPTY_FILTERS, domains: [3, 5] }) // { domains: '3,5', matching: 'match_all' }
 */
export function reportQuery(kind: 'used' | 'period', filters: ReportFilters, timeZone?: string): ReportQuery {
  const from = dayStart(filters.date_from, timeZone);
  const to = dayStart(filters.date_to, timeZone);
  const notified = dayStart(filters.last_notified_at, timeZone);
  const common: ReportQuery = {
    domains: list(filters.domains),
    domain_types: list(filters.domain_types),
    domain_admins: list(filters.domain_admins),
    matching: filters.matching,
  };
  if (kind === 'used') {
    // A range of days: up to the end of the last one.
    return { ...common, date_from: from, date_to: to === undefined ? undefined : to + 86_400_000 - 1 };
  }
  return {
    ...common,
    status: list(filters.status),
    date_from: from,
    date_from_condition: from === undefined ? undefined : filters.date_from_condition,
    date_to: to,
    date_to_condition: to === undefined ? undefined : filters.date_to_condition,
    last_notified_at: notified,
    last_notified_at_condition: notified === undefined ? undefined : filters.last_notified_at_condition,
  };
}
