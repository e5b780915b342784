/**
 * The audit trail as a file (GET /audit-events/download): the rows the list shows with the same filters, through
 * the list exports' writers (server/export: CSV streamed page by page, xlsx built whole, cells formula-neutralised),
 * at most EXPORT_ROW_LIMIT rows, the headers saying when more matched.
 */
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import type { Actor } from '../access/actor';
import type { Store } from '../crud/repository';
import { csvChunks } from '../export/csv-file';
import type { CellValue } from '../export/export-columns';
import { EXPORT_ROW_LIMIT } from '../export/export-rows';
import { xlsxBuffer } from '../export/xlsx-file';
import type { AuditFilters } from './audit-query';
import { type AuditRow, auditPage, auditTotal } from './audit-rows';

/** What the download answers: CSV, or xlsx. */
export const AUDIT_FILE_TYPES = ['text/csv; charset=utf-8', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] as const;

const HEADER = ['id', 'at', 'user_id', 'user', 'ip', 'entity', 'record_id', 'action', 'changes'];
const PAGE = 1000;

const cells = (row: AuditRow): CellValue[] => [row.id, row.at, row.user_id, row.user_name, row.ip, row.entity, row.record_id, row.action, JSON.stringify(row.changes)];

async function* pages(store: Store, actor: Actor, filters: AuditFilters): AsyncGenerator<CellValue[][]> {
  for (let page = 1; (page - 1) * PAGE < EXPORT_ROW_LIMIT; page += 1) {
    const rows = await auditPage(store, actor, filters, { page, size: PAGE });
    yield rows.map(cells);
    if (rows.length < PAGE) return;
  }
}

export async function sendAuditFile(store: Store, actor: Actor, filters: AuditFilters, format: 'csv' | 'xlsx', reply: FastifyReply) {
  const total = await auditTotal(store, actor, filters);
  const name = `audit-events-${new Date().toISOString().slice(0, 10)}.${format}`;
  reply.header('content-disposition', `attachment; filename="${name}"`);
  reply.header('x-total-count', String(total));
  if (total > EXPORT_ROW_LIMIT) reply.header('x-export-truncated', 'true').header('x-export-limit', String(EXPORT_ROW_LIMIT));
  if (format === 'csv') return reply.header('content-type', AUDIT_FILE_TYPES[0]).send(Readable.from(csvChunks(HEADER, pages(store, actor, filters))));
  const rows: CellValue[][] = [];
  for await (const page of pages(store, actor, filters)) rows.push(...page);
  reply.header('content-type', AUDIT_FILE_TYPES[1]);
  return reply.send(await xlsxBuffer('audit-events', HEADER, rows));
}
