/**
 * The IP guard (a blocked address gets 403 ip_blocked on every API call, whitelisted ones never) and the calls of
 * 001 §7 "IP blocking: status, banned, whitelist, unban": reading needs project_settings.view, lifting a block and
 * changing the whitelist project_settings.change.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { doneAnswer, ipBlockList, ipBlockingStatusAnswer, ipRangeBody, whitelistAnswer, whitelistList } from '../../schemas/ip-blocking';
import { hasPermission } from '../access/actor';
import { recordEvent } from '../audit/record';
import type { Config } from '../config';
import { parseRequest } from '../crud/body';
import type { Store } from '../crud/repository';
import { AppError } from '../errors';
import { listBlocks, unblockIp } from './blocks';
import type { BlockLookup } from './cached-blocks';
import { canonicalIp } from './ip-ranges';
import { ipBlockingStatus } from './status';
import { addToWhitelist, changeWhitelistEntry, listWhitelist, rangeOfBody, removeFromWhitelist, type Whitelist } from './whitelist';

export function ipGuard(app: FastifyInstance, blockOf: BlockLookup, exempt: (ip: string) => Promise<boolean>) {
  app.addHook('onRequest', async (request) => {
    const block = await blockOf(request.ip);
    if (block && !(await exempt(request.ip))) {
      throw new AppError('ip_blocked', undefined, { retry_after: Math.ceil((block.until - Date.now()) / 1000) });
    }
  });
}

function requirePermission(request: FastifyRequest, permission: 'project_settings.view' | 'project_settings.change') {
  if (!hasPermission(request.actor, permission)) throw new AppError('prohibited');
}

const statusQuery = z.strictObject({ ip: z.string().max(100).optional() });
const entryParams = z.object({ entry: z.string().min(1).max(200) });
const doc = (summary: string, more: Record<string, unknown> = {}) => ({ doc: { summary, tags: ['security'], ...more } });

export function ipBlockingRoutes(store: Store, config: Pick<Config, 'ipWhitelist' | 'loginThrottle'>) {
  const whitelist: Whitelist = { db: store.db, dialect: store.dialect, configured: config.ipWhitelist };
  return async function routes(app: FastifyInstance) {
    app.get('/ip-blocking/status', { config: doc('How blocking is set up, and one address (the caller\'s unless ?ip=) as the guard sees it', { query: statusQuery, answer: ipBlockingStatusAnswer }) }, async (request) => {
      requirePermission(request, 'project_settings.view');
      const { ip } = parseRequest(statusQuery, request.query);
      const data = await ipBlockingStatus(whitelist, config.loginThrottle, ip ?? request.ip);
      return { data: { ...data, can_change: hasPermission(request.actor, 'project_settings.change') } };
    });
    app.get('/ip-blocking/banned', { config: doc('Blocked IP addresses', { answer: ipBlockList }) }, async (request) => {
      requirePermission(request, 'project_settings.view');
      return { data: await listBlocks(store.db) };
    });
    app.delete<{ Params: { ip: string } }>('/ip-blocking/banned/:ip', { config: doc('Unblock an IP address', { answer: doneAnswer }) }, async (request) => {
      requirePermission(request, 'project_settings.change');
      const ip = canonicalIp(request.params.ip)?.address;
      if (!ip) throw new AppError('bad_request', { ip: 'invalid_ip' });
      if (!(await unblockIp(store.db, ip))) throw new AppError('not_found');
      await recordEvent(store.db, { actor: request.actor, entity: 'ip_blocks', recordId: null, action: 'delete', changes: { ip: { before: ip } } });
      return { data: { ok: true as const } };
    });
    app.get('/ip-blocking/whitelist', { config: doc('Whitelisted addresses and ranges: IP_WHITELIST\'s (read-only), then the console\'s', { answer: whitelistList }) }, async (request) => {
      requirePermission(request, 'project_settings.view');
      return { data: await listWhitelist(whitelist) };
    });
    app.post('/ip-blocking/whitelist', { config: doc('Whitelist an address or a range', { body: ipRangeBody, answer: whitelistAnswer, responses: { 201: 'Whitelisted' } }) }, async (request, reply) => {
      requirePermission(request, 'project_settings.change');
      const range = rangeOfBody(parseRequest(ipRangeBody, request.body));
      reply.code(201);
      return { data: await addToWhitelist(whitelist, request.actor, range) };
    });
    app.put('/ip-blocking/whitelist/:entry', { config: doc('Change a whitelisted address or range (the entry URL-encoded)', { body: ipRangeBody, answer: whitelistAnswer }) }, async (request) => {
      requirePermission(request, 'project_settings.change');
      const { entry } = parseRequest(entryParams, request.params);
      const range = rangeOfBody(parseRequest(ipRangeBody, request.body));
      return { data: await changeWhitelistEntry(whitelist, request.actor, entry, range) };
    });
    app.delete('/ip-blocking/whitelist/:entry', { config: doc('Remove a whitelisted address or range (the entry URL-encoded)', { answer: doneAnswer }) }, async (request) => {
      requirePermission(request, 'project_settings.change');
      const { entry } = parseRequest(entryParams, request.params);
      await removeFromWhitelist(whitelist, request.actor, entry);
      return { data: { ok: true as const } };
    });
  };
}
