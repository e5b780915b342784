/** GET /audit-events/items: the audit trail, newest first, for holders of audit.view. */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { hasPermission } from '../access/actor';
import { parsePage } from '../crud/list-params';
import { AppError } from '../errors';

type Query = Record<string, string | undefined>;

function integer(query: Query, name: string) {
  const raw = query[name];
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,15}$/.test(raw)) throw new AppError('bad_request', { [name]: 'integer' });
  return Number(raw);
}

function instant(query: Query, name: string) {
  const raw = query[name];
  if (raw === undefined || raw === '') return undefined;
  const time = Date.parse(raw);
  if (raw.length > 40 || Number.isNaN(time)) throw new AppError('bad_request', { [name]: 'date_time' });
  return new Date(time).toISOString();
}

export function auditRoutes(db: Kysely<any>) {
  return async function routes(app: FastifyInstance) {
    app.get<{ Querystring: Query }>('/audit-events/items', { config: { doc: { summary: 'Audit events, newest first', tags: ['security'] } } }, async (request) => {
      if (!hasPermission(request.actor, 'audit.view')) throw new AppError('prohibited');
      const query = request.query;
      const { page, size } = parsePage(query.page, query.size);
      const userId = integer(query, 'user_id');
      const recordId = integer(query, 'record_id');
      const from = instant(query, 'from');
      const to = instant(query, 'to');
      const entity = query.entity;
      if (entity !== undefined && (typeof entity !== 'string' || entity.length > 64)) throw new AppError('bad_request', { entity: 'string' });
      let base = db.selectFrom('audit_events');
      if (userId !== undefined) base = base.where('user_id', '=', userId);
      if (recordId !== undefined) base = base.where('record_id', '=', recordId);
      if (entity) base = base.where('entity', '=', entity);
      // ISO 8601 UTC text sorts as time does.
      if (from) base = base.where('at', '>=', from);
      if (to) base = base.where('at', '<', to);
      const counted = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await base.selectAll().orderBy('id', 'desc').limit(size).offset((page - 1) * size).execute();
      return {
        data: rows.map((row) => ({
          id: Number(row.id),
          at: row.at,
          user_id: row.user_id === null ? null : Number(row.user_id),
          ip: row.ip,
          entity: row.entity,
          record_id: row.record_id === null ? null : Number(row.record_id),
          action: row.action,
          changes: JSON.parse(row.changes),
        })),
        pagination: { total: Number(counted.total), size, page },
      };
    });
  };
}
