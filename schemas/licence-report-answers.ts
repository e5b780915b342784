/**
 * What the licence reports answer (001 §7 `GET /reports/licenses/used` and `/period`): the server builds them
 * (server/licensing/reports), the licence reports page shows them.
 */
import type { FeatureSetting } from './licence';
import type { PeriodStatus, ReportFeature } from './licence-report-query';

/** One group of the licences-used report. */
export interface UsedRow {
  id: number;
  name: string;
  domain_type_id: number;
  users: number;
  /** Users with an active licence (and a period overlapping the range, when given). */
  active: number;
  /** Holders of each feature the report counts. */
  features: Partial<Record<ReportFeature, number>>;
}

export interface UsedReport {
  features: ReportFeature[];
  data: UsedRow[];
  totals: Omit<UsedRow, 'id' | 'name' | 'domain_type_id'>;
  /** The server licence's setting of each feature: on or off, and its quantity (null = unlimited). */
  limits: Partial<Record<ReportFeature, FeatureSetting>>;
}

/** One user of the licence-period report. */
export interface PeriodRow {
  id: number;
  login: string;
  name: string;
  /** The user's groups within the actor's scope, by name. */
  groups: string;
  is_active: boolean;
  from: number;
  /** null: no end. */
  to: number | null;
  status: PeriodStatus;
}
