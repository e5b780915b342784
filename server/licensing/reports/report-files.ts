/**
 * The licence reports as files, with the generic export's writers (server/export): CSV (byte-order mark, every
 * cell formula-neutralised) or xlsx. The used report ends with a total row and a limit row; the period report's
 * moments are ISO 8601 in UTC (a file is read anywhere; the console shows them in the user's format).
 */
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { csvChunks } from '../../export/csv-file';
import type { CellValue } from '../../export/export-columns';
import { xlsxBuffer } from '../../export/xlsx-file';
import type { PeriodRow, UsedReport } from '../../../schemas/licence-report-answers';

export type FileFormat = 'csv' | 'xlsx';

export const CONTENT_TYPES: Record<FileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function usedTable(report: UsedReport): { header: string[]; rows: CellValue[][] } {
  const header = ['id', 'name', 'domain_type_id', 'users', 'active', ...report.features];
  const counts = (row: UsedReport['totals']) => [row.users, row.active, ...report.features.map((feature) => row.features[feature] ?? 0)];
  const limits = report.features.map((feature) => {
    const limit = report.limits[feature];
    return !limit?.is_enabled ? 'off' : limit.qty === null ? 'unlimited' : limit.qty;
  });
  return {
    header,
    rows: [
      ...report.data.map((row) => [row.id, row.name, row.domain_type_id, ...counts(row)]),
      [null, 'total', null, ...counts(report.totals)],
      [null, 'limit', null, null, null, ...limits],
    ],
  };
}

const iso = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());

export function periodTable(rows: PeriodRow[]): { header: string[]; rows: CellValue[][] } {
  return {
    header: ['id', 'login', 'name', 'groups', 'is_active', 'from', 'to', 'status', 'last_notified_at'],
    rows: rows.map((row) => [row.id, row.login, row.name, row.groups, row.is_active, iso(row.from), iso(row.to), row.status, row.last_notified_at ?? '']),
  };
}

/** `licenses-used-2026-11-26.xlsx` */
export async function sendReportFile(reply: FastifyReply, name: string, format: FileFormat, table: { header: string[]; rows: CellValue[][] }, now = new Date()) {
  reply.header('content-type', CONTENT_TYPES[format]);
  reply.header('content-disposition', `attachment; filename="${name}-${now.toISOString().slice(0, 10)}.${format}"`);
  reply.header('x-total-count', String(table.rows.length));
  if (format === 'csv') {
    async function* pages() {
      yield table.rows;
    }
    return reply.send(Readable.from(csvChunks(table.header, pages())));
  }
  return reply.send(await xlsxBuffer(name, table.header, table.rows));
}
