/**
 * GET /audit-events/items and /audit-events/download: the audit trail, newest first, for holders of audit.view,
 * limited to the events of what they may see (audit-scope.ts). Read only: nothing writes through these routes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermission } from '../access/actor';
import { parsePage } from '../crud/list-params';
import type { Store } from '../crud/repository';
import { AppError } from '../errors';
import { AUDIT_FILE_TYPES, sendAuditFile } from './audit-download';
import { auditEventPage } from '../../schemas/audit-event';
import { auditDownloadQuery, auditListQuery, parseAuditQuery } from './audit-query';
import { auditPage, auditTotal } from './audit-rows';

function requireAuditView(request: FastifyRequest) {
  if (!hasPermission(request.actor, 'audit.view')) throw new AppError('prohibited');
}

export function auditRoutes(store: Store) {
  return async function routes(app: FastifyInstance) {
    const list = { summary: 'Audit events, newest first, of what the caller may see', tags: ['security'], query: auditListQuery, answer: auditEventPage };
    app.get('/audit-events/items', { config: { doc: list } }, async (request) => {
      requireAuditView(request);
      const { page: rawPage, size: rawSize, ...filters } = parseAuditQuery(auditListQuery, request.query);
      const page = parsePage(rawPage, rawSize);
      const [data, total] = await Promise.all([auditPage(store, request.actor, filters, page), auditTotal(store, request.actor, filters)]);
      return { data, pagination: { total, ...page } };
    });
    const download = { summary: "Download the audit events as CSV or xlsx, with the list's filters", tags: ['security', 'export'], query: auditDownloadQuery, download: AUDIT_FILE_TYPES };
    app.get('/audit-events/download', { config: { doc: download } }, async (request, reply) => {
      requireAuditView(request);
      const { export_format: format = 'csv', ...filters } = parseAuditQuery(auditDownloadQuery, request.query);
      return sendAuditFile(store, request.actor, filters, format, reply);
    });
  };
}
