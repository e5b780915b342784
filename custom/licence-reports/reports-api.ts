/** The licence reports' calls (server/licensing/reports): JSON for the page, files through the download helper; over the page's client (useReportsApi()). */
import { useMemo } from 'react';
import { downloadFile } from '../../resources/file-download';
import type { Http, QueryValue } from '../../src/providers/http';
import { useHttp } from '../../src/providers/http-context';
import type { PeriodReport, PeriodRow, UsedReport } from '../../schemas/licence-report-answers';

export type { PeriodRow, UsedReport };
export type ReportKind = 'used' | 'period';

/** The spec's budget for a licence report (001 "API timeout"). */
const REPORT_TIMEOUT_MS = 300_000;

export type ReportQuery = Record<string, QueryValue>;

/** The calls over a client: useHttp()'s in the console, a test double in a test. */
export const reportsApi = (http: Http) => ({
  readUsedReport: (query: ReportQuery, signal?: AbortSignal) =>
    http<UsedReport>('GET', '/reports/licenses/used', { query, timeoutMs: REPORT_TIMEOUT_MS, signal }),
  readPeriodReport: (query: ReportQuery, signal?: AbortSignal) =>
    http<PeriodReport>('GET', '/reports/licenses/period', { query, timeoutMs: REPORT_TIMEOUT_MS, signal }),
  downloadReport: (kind: ReportKind, format: 'csv' | 'xlsx', query: ReportQuery) =>
    downloadFile(http, `/reports/licenses/${kind}`, { ...query, export_format: format }, `licenses-${kind}.${format}`),
});

export function useReportsApi() {
  const http = useHttp();
  return useMemo(() => reportsApi(http), [http]);
}
