/**
 * GET /devices/events/download?export_format=csv&filters=…&sort=…: the device events the caller may see,
 * with the list's filters and sort, as a file. CSV only for now (xlsx would need a new package):
 * another format answers `400` on `export_format`. At most EXPORT_LIMIT rows, in the list's order.
 */
import type { FastifyInstance } from 'fastify';
import { device } from '../../schemas/device';
import { deviceEvent } from '../../schemas/device-event';
import type { Actor } from '../access/actor';
import { accessFilter } from '../access/scope';
import { compileFilters, parseFilters } from '../crud/filters';
import { parseSort } from '../crud/list-params';
import type { Store } from '../crud/repository';
import { AppError } from '../errors';
import { type EventRow, eventsCsv } from './event-csv';

export const EXPORT_LIMIT = 100_000;
export const EXPORT_FORMATS = ['csv'] as const;

async function visibleDeviceNames(store: Store, actor: Actor, ids: number[]) {
  const names = new Map<number, string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await store.db.selectFrom('devices').select(['id', 'name']).where('id', 'in', ids.slice(i, i + 500)).where(accessFilter(device, actor, 'view')).execute();
    for (const row of rows) names.set(Number(row.id), String(row.name));
  }
  return names;
}

function rowOf(raw: Record<string, unknown>): EventRow {
  let data = raw.data;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      // keep the text as stored
    }
  }
  return { id: Number(raw.id), at: String(raw.at), device_id: Number(raw.device_id), type: String(raw.type), message: String(raw.message ?? ''), data };
}

export function eventDownloadRoute(store: Store) {
  return async function routes(app: FastifyInstance) {
    app.get('/devices/events/download', { config: { doc: { summary: 'Download device events (export_format csv, with filters and sort)', tags: ['devices'] } } }, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const format = query.export_format ?? 'csv';
      if (!EXPORT_FORMATS.includes(format as 'csv')) throw new AppError('bad_request', { export_format: 'one_of:csv' });
      const sort = parseSort(deviceEvent, query.sort);
      const filters = parseFilters(query.filters as string | undefined);
      let select = store.db.selectFrom('device_events').where(accessFilter(deviceEvent, request.actor, 'view'));
      if (filters) select = select.where(compileFilters({ entity: deviceEvent, dialect: store.dialect }, filters));
      let page = select.select(['id', 'at', 'device_id', 'type', 'message', 'data']);
      for (const key of sort) page = page.orderBy(`device_events.${key.field}`, key.direction);
      const rows = (await page.limit(EXPORT_LIMIT).execute()).map(rowOf);
      const names = await visibleDeviceNames(store, request.actor, [...new Set(rows.map((row) => row.device_id))]);
      const stamp = new Date().toISOString().slice(0, 10);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="device-events-${stamp}.csv"`);
      return eventsCsv(rows, names);
    });
  };
}
