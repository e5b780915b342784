/**
 * Licence reports (001 §7 Reports; 000 §2.5 menu "Reports"): `GET /reports/licenses/used` needs
 * `reports.licenses_used`, `GET /reports/licenses/period` needs `reports.license_period` (403 `prohibited`
 * otherwise). Rows are only of the actor's groups (report-groups.ts). `?export_format=csv|xlsx` answers a file of
 * the same rows instead of JSON (the period report's file has every row, not a page).
 */
import type { FastifyInstance } from 'fastify';
import { hasPermission } from '../../access/actor';
import type { Actor } from '../../access/actor';
import { parseRequest } from '../../crud/body';
import type { Store } from '../../crud/repository';
import { AppError } from '../../errors';
import { periodReport } from './period-report';
import { CONTENT_TYPES, type FileFormat, periodTable, sendReportFile, usedTable } from './report-files';
import { periodReportQuery, usedReportQuery } from '../../../schemas/licence-report-query';
import { periodReport as periodReportAnswer, usedReport as usedReportAnswer } from '../../../schemas/licence-report-answers';
import { usedReport } from './used-report';

/** The spec's budget for a licence report (001 "API timeout"): a large estate's report may take minutes. */
export const REPORT_TIMEOUT_MS = 300_000;

function requirePermission(actor: Actor, permission: string) {
  if (!hasPermission(actor, permission)) throw new AppError('prohibited');
}

export function licenceReportRoutes(store: Store) {
  return async function routes(app: FastifyInstance) {
    const tags = ['reports'];
    // The JSON answer, or (export_format) one of the files.
    const download = [CONTENT_TYPES.csv, CONTENT_TYPES.xlsx];
    app.get('/reports/licenses/used', { config: { doc: { summary: 'Licences used per group against the licensed quantities', tags, query: usedReportQuery, answer: usedReportAnswer, download } } }, async (request, reply) => {
      requirePermission(request.actor, 'reports.licenses_used');
      const query = parseRequest(usedReportQuery, request.query);
      request.raw.setTimeout?.(REPORT_TIMEOUT_MS);
      const report = await usedReport(store.db, store.dialect, request.actor, query);
      if (query.export_format === 'json') return report;
      return sendReportFile(reply, 'licenses-used', query.export_format as FileFormat, usedTable(report));
    });

    app.get('/reports/licenses/period', { config: { doc: { summary: "Users' licence periods and their status", tags, query: periodReportQuery, answer: periodReportAnswer, download } } }, async (request, reply) => {
      requirePermission(request.actor, 'reports.license_period');
      const query = parseRequest(periodReportQuery, request.query);
      request.raw.setTimeout?.(REPORT_TIMEOUT_MS);
      const file = query.export_format !== 'json';
      const { data, total } = await periodReport(store.db, store.dialect, request.actor, query, !file);
      if (!file) return { data, total };
      return sendReportFile(reply, 'licenses-period', query.export_format as FileFormat, periodTable(data));
    });
  };
}
