/**
 * Guest access calls (001 §7 "Identifiers … guest-access put and patch", 000 §2.3 guest access check):
 * PUT /identifiers/guest-access, PATCH /identifiers/guest-access/{id}, the grant page's reads (the caller's
 * passes, one pass, the rules and limits the form offers), GET /identifiers/{id}/qr and the public
 * GET /guest-access/{keyId}, throttled per IP.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicThrottle } from '../account/public-throttle';
import type { Config } from '../config';
import type { Store } from '../crud/repository';
import { MAX_ID } from '../db/columns';
import { AppError } from '../errors';
import { isWhitelisted } from '../ip-blocking/blocks';
import { guestPassBody, guestPassPatch } from './guest-pass-body';
import { createPass, getPass, listPasses, updatePass } from './guest-passes';
import { guestLimitsFor } from './limits';
import { requireGranting, shareableRuleIds } from './pass-checks';
import { publicKeyAnswer } from './public-key';
import { qrPng } from './qr-image';
import { dataOf, pageOf } from '../../schemas/answer-envelopes';
import { grantedPass, guestPage, guestPassOptions } from '../../schemas/guest-pass-answers';

/** A guest reloads the page now and then; scanning key ids is what the limit stops. */
export const GUEST_PAGE_LIMIT = 60;
const tags = ['guest-access'];

function idParam(request: FastifyRequest) {
  const id = Number((request.params as { id: string }).id);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw new AppError('not_found');
  return id;
}

export function guestAccessRoutes(store: Store, config: Config) {
  return async function routes(app: FastifyInstance) {
    const throttle = publicThrottle((ip) => isWhitelisted(store.db, config.ipWhitelist, ip), GUEST_PAGE_LIMIT);

    app.put('/identifiers/guest-access', { config: { doc: { summary: 'Grant a guest pass (QR identifier of the caller)', tags, body: guestPassBody, responses: { 201: 'Granted' }, answer: dataOf(grantedPass) } } }, async (request, reply) => {
      reply.code(201);
      return { data: await createPass(store, request.actor, request.body) };
    });
    app.patch('/identifiers/guest-access/:id', { config: { doc: { summary: 'Change one of the caller’s guest passes', tags, body: guestPassPatch, answer: dataOf(grantedPass) } } }, async (request) => ({
      data: await updatePass(store, request.actor, idParam(request), request.body),
    }));
    app.get('/identifiers/guest-access/items', { config: { doc: { summary: 'The caller’s guest passes with their state', tags, answer: pageOf(grantedPass) } } }, async (request) => {
      await requireGranting(store.db, request.actor);
      const data = await listPasses(store, request.actor);
      return { data, pagination: { total: data.length, size: data.length, page: 1 } };
    });
    app.get('/identifiers/guest-access/options', { config: { doc: { summary: 'Access rules and limits a new guest pass may use', tags, answer: dataOf(guestPassOptions) } } }, async (request) => {
      const actor = request.actor;
      await requireGranting(store.db, actor);
      const ids = await shareableRuleIds(store.db, actor);
      const rules = ids.length ? await store.db.selectFrom('access_rules').select(['id', 'name']).where('id', 'in', ids).orderBy('name').execute() : [];
      return { data: { access_rules: rules.map((rule) => ({ id: Number(rule.id), name: String(rule.name) })), limits: await guestLimitsFor(store.db, actor.id!) } };
    });
    app.get('/identifiers/guest-access/:id', { config: { doc: { summary: 'One of the caller’s guest passes', tags, answer: dataOf(grantedPass) } } }, async (request) => {
      await requireGranting(store.db, request.actor);
      return { data: await getPass(store, request.actor, idParam(request)) };
    });
    app.get('/identifiers/:id/qr', { config: { doc: { summary: 'QR image (PNG) of a QR identifier', tags: ['identifiers'], download: ['image/png'] } } }, async (request, reply) => {
      const png = await qrPng(store.db, request.actor, idParam(request));
      return reply.type('image/png').header('cache-control', 'private, no-store').send(png);
    });
    app.get('/guest-access/:keyId', { config: { public: true, doc: { summary: 'Guest access check: a guest pass’s state and QR (no sign-in)', tags, answer: dataOf(guestPage) } } }, async (request) => {
      await throttle(request);
      return { data: await publicKeyAnswer(store.db, (request.params as { keyId: string }).keyId) };
    });
  };
}
