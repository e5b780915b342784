/** The licence reports' calls (server/licensing/reports): JSON for the page, files through the download helper. */
import { downloadFile } from '../../resources/file-download';
import type { QueryValue } from '../../src/providers/http';
import { http } from '../../src/providers';
import type { PeriodRow, UsedReport } from '../../schemas/licence-report-answers';

export type { PeriodRow, UsedReport };
export type ReportKind = 'used' | 'period';

/** The spec's budget for a licence report (001 "API timeout"). */
const REPORT_TIMEOUT_MS = 300_000;

export type ReportQuery = Record<string, QueryValue>;

export const readUsedReport = (query: ReportQuery, signal?: AbortSignal) =>
  http<UsedReport>('GET', '/reports/licenses/used', { query, timeoutMs: REPORT_TIMEOUT_MS, signal });

export const readPeriodReport = (query: ReportQuery, signal?: AbortSignal) =>
  http<{ data: PeriodRow[]; total: number }>('GET', '/reports/licenses/period', { query, timeoutMs: REPORT_TIMEOUT_MS, signal });

export const downloadReport = (kind: ReportKind, format: 'csv' | 'xlsx', query: ReportQuery) =>
  downloadFile(`/reports/licenses/${kind}`, { ...query, export_format: format }, `licenses-${kind}.${format}`);
