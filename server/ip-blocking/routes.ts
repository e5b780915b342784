/**
 * The IP guard (a blocked address gets 403 ip_blocked on every API call, whitelisted ones never) and
 * the administrator's calls to list and lift blocks (permission project_settings.change).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { hasPermission } from '../access/actor';
import { recordEvent } from '../audit/record';
import { AppError } from '../errors';
import { normalizeIp, parseEntry } from './addresses';
import { listBlocks, unblockIp } from './blocks';
import type { BlockLookup } from './cached-blocks';

export function ipGuard(app: FastifyInstance, blockOf: BlockLookup, exempt: (ip: string) => Promise<boolean>) {
  app.addHook('onRequest', async (request) => {
    const block = await blockOf(request.ip);
    if (block && !(await exempt(request.ip))) {
      throw new AppError('ip_blocked', undefined, { retry_after: Math.ceil((block.until - Date.now()) / 1000) });
    }
  });
}

function requireSettingsChange(request: FastifyRequest) {
  if (!hasPermission(request.actor, 'project_settings.change')) throw new AppError('prohibited');
}

export function ipBlockingRoutes(db: Kysely<any>) {
  return async function routes(app: FastifyInstance) {
    app.get('/ip-blocking/banned', { config: { doc: { summary: 'Blocked IP addresses', tags: ['security'] } } }, async (request) => {
      requireSettingsChange(request);
      return { data: await listBlocks(db) };
    });
    app.delete<{ Params: { ip: string } }>('/ip-blocking/banned/:ip', { config: { doc: { summary: 'Unblock an IP address', tags: ['security'] } } }, async (request) => {
      requireSettingsChange(request);
      const entry = parseEntry(request.params.ip);
      if (!entry || entry.prefix !== undefined) throw new AppError('bad_request', { ip: 'invalid_ip' });
      const ip = normalizeIp(entry.address);
      if (!(await unblockIp(db, ip))) throw new AppError('not_found');
      await recordEvent(db, { actor: request.actor, entity: 'ip_blocks', recordId: null, action: 'delete', changes: { ip: { before: ip } } });
      return { data: { ok: true } };
    });
  };
}
