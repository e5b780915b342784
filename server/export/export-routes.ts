/**
 * GET /{path}/download?export_format=csv|xlsx&filters=…&sort=… for every entity that declares `export`
 * (schemas/define-entity.ts): the rows the caller may see, with the list's filters and sort, as a file.
 * CSV streams page by page; xlsx is built whole (a workbook is one zip). At most EXPORT_ROW_LIMIT rows;
 * when more matched, `X-Export-Truncated: true`, `X-Export-Limit` and `X-Total-Count` say so.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { Entity } from '../../schemas/define-entity';
import type { Actor } from '../access/actor';
import { hasPermission } from '../access/actor';
import { entityGate } from '../crud/entity-gate';
import { parseFilters } from '../crud/filters';
import { parseSort } from '../crud/list-params';
import type { Store } from '../crud/repository';
import { AppError } from '../errors';
import { csvChunks } from './csv-file';
import { exportColumns } from './export-columns';
import { EXPORT_ROW_LIMIT, type ExportQuery, exportRows, exportTotal } from './export-rows';
import { xlsxBuffer } from './xlsx-file';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const exportQuery = z.object({
  export_format: z.enum(EXPORT_FORMATS).default('csv'),
  filters: z.string().optional(),
  sort: z.string().optional(),
});

function parseFormat(raw: unknown): ExportFormat {
  const format = raw ?? 'csv';
  if (!EXPORT_FORMATS.includes(format as ExportFormat)) throw new AppError('bad_request', { export_format: `one_of:${EXPORT_FORMATS.join(',')}` });
  return format as ExportFormat;
}

/** `devices/events` → `devices-events-2026-11-22.xlsx` */
export const exportFileName = (entity: Entity, format: ExportFormat, now = new Date()) =>
  `${entity.path.replaceAll('/', '-')}-${now.toISOString().slice(0, 10)}.${format}`;

async function sendExport(store: Store, entity: Entity, actor: Actor, format: ExportFormat, query: ExportQuery, reply: FastifyReply) {
  const columns = exportColumns(entity, store.entities);
  const header = columns.map((column) => column.key);
  const total = await exportTotal(store, entity, actor, query);
  reply.header('content-type', CONTENT_TYPES[format]);
  reply.header('content-disposition', `attachment; filename="${exportFileName(entity, format)}"`);
  reply.header('x-total-count', String(total));
  if (total > EXPORT_ROW_LIMIT) reply.header('x-export-truncated', 'true').header('x-export-limit', String(EXPORT_ROW_LIMIT));
  const pages = exportRows(store, entity, actor, query, columns);
  if (format === 'csv') return reply.send(Readable.from(csvChunks(header, pages)));
  const rows = [];
  for await (const page of pages) rows.push(...page);
  return reply.send(await xlsxBuffer(entity.path, header, rows));
}

export function exportRoutes(store: Store) {
  return async function routes(app: FastifyInstance) {
    for (const entity of store.entities.filter((e) => e.export)) {
      exportColumns(entity, store.entities); // a wrong declaration fails here, at start-up
      const doc = { summary: `Download ${entity.path} as CSV or xlsx, with the list's filters and sort`, tags: ['export'], query: exportQuery, download: Object.values(CONTENT_TYPES) };
      // The list's gate (licence): a file of the rows must not be had where the list is refused.
      app.get(`/${entity.path}/download`, { config: { doc }, preHandler: entityGate(store, entity) }, async (request, reply) => {
        const raw = request.query as Record<string, unknown>;
        const format = parseFormat(raw.export_format);
        const permission = entity.export?.permission;
        if (permission && !hasPermission(request.actor, permission)) throw new AppError('prohibited');
        const query = { sort: parseSort(entity, raw.sort), filters: parseFilters(raw.filters as string | undefined) };
        return sendExport(store, entity, request.actor, format, query, reply);
      });
    }
  };
}
