/**
 * The SIP proxy's questions to the console (docs/telephony.md): Kamailio authenticates numbers, routes
 * calls and reports their progress through these routes, signed with the shared secret SIP_PROXY_SECRET
 * (header `x-sip-proxy-secret`). Without the secret configured they do not exist.
 *
 * - POST /sip-proxy/numbers/{number}/ha1 {realm, ip} → the digest HA1 of an active number (text), 404, or 403 for a blocked address
 * - POST /sip-proxy/auth-failures {ip, number, cause} → {blocked, seconds}
 * - POST /sip-proxy/calls {call_id, from, to, sos, type} → {code: 200, type, stages} or {code, reason}
 * - POST /sip-proxy/calls/answered {call_id, by}; POST /sip-proxy/calls/held {call_id, held}; POST /sip-proxy/calls/ended {call_id, code}
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Store } from '../crud/repository';
import { AppError } from '../errors';
import { parseRequest } from '../crud/body';
import { activeNumber } from './numbers';
import { routeCall } from './call-routing';
import { callAnswered, callEnded, callHeld, callStarted } from './call-log';
import type { SipGuard } from './sip-guard';
import type { SipTraffic } from './sip-metrics';

const number = z.string().regex(/^\d{1,32}$/);
const callId = z.string().min(1).max(255).regex(/^[\x21-\x7e]+$/);
const ip = z.union([z.ipv4(), z.ipv6()]);

const bodies = {
  secret: z.strictObject({ realm: z.string().max(255), ip }),
  failure: z.strictObject({ ip, number: z.string().max(64), cause: z.enum(['AUTH_FAILED', 'WRONG_NUMBER']) }),
  call: z.strictObject({ call_id: callId, from: number, to: z.string().max(64), sos: z.boolean().default(false), type: z.enum(['normal', 'awaiting']).default('normal') }),
  answered: z.strictObject({ call_id: callId, by: z.string().max(64) }),
  ended: z.strictObject({ call_id: callId, code: z.number().int().min(100).max(699) }),
  held: z.strictObject({ call_id: callId, held: z.boolean() }),
};

const ha1Of = (user: string, realm: string, password: string) => createHash('md5').update(`${user}:${realm}:${password}`).digest('hex');

/** An onRequest hook refusing requests not signed with the proxy's secret (header x-sip-proxy-secret). */
export function proxySignature(secret: string) {
  const expected = Buffer.from(secret);
  return async (request: FastifyRequest) => {
    const given = Buffer.from(String(request.headers['x-sip-proxy-secret'] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError('not_authorized');
  };
}

export function proxyRoutes(store: Store, secret: string, guard: SipGuard, traffic?: SipTraffic) {
  const signed = proxySignature(secret);
  const doc = (summary: string) => ({ public: true, doc: { summary, tags: ['telephony'] } });

  return async function routes(app: FastifyInstance) {
    app.addHook('onRequest', signed);
    app.post('/sip-proxy/numbers/:number/ha1', { config: doc("The SIP proxy: a number's digest secret") }, async (request, reply) => {
      const query = parseRequest(bodies.secret, request.body);
      if ((await guard.blockedSeconds(query.ip)) > 0) {
        traffic?.authenticated('blocked');
        throw new AppError('ip_blocked');
      }
      const wanted = parseRequest(number, (request.params as { number: string }).number);
      const found = await activeNumber(store.db, wanted);
      const row = found && (await store.db.selectFrom('virtual_numbers').select('password').where('id', '=', found.id).executeTakeFirst());
      traffic?.authenticated(row?.password ? 'accepted' : 'unknown_number');
      if (!row?.password) throw new AppError('not_found');
      return reply.type('text/plain').send(ha1Of(wanted, query.realm, String(row.password)));
    });
    app.post('/sip-proxy/auth-failures', { config: doc('The SIP proxy: a failed sign-in') }, async (request) => {
      const failure = parseRequest(bodies.failure, request.body);
      return guard.failed(failure.ip, failure.cause);
    });
    app.post('/sip-proxy/calls', { config: doc('The SIP proxy: where a call goes') }, async (request) => {
      const asked = parseRequest(bodies.call, request.body);
      const route = await routeCall(store.db, asked.from, asked.to);
      if ('code' in route) return route;
      // The console decides the call's type; a caller may still ask for an awaiting call (x-speech-type).
      const type = asked.type === 'awaiting' ? 'awaiting' : route.type;
      await callStarted(store, { callId: asked.call_id, caller: route.caller, callee: route.callee, stages: route.stages, isSos: asked.sos, type });
      // Numbers, not booleans: the proxy's JSON reader compares integers.
      return { code: 200, type, stages: route.stages.map((stage) => ({ ...stage, onError: stage.onError ? 1 : 0 })) };
    });
    app.post('/sip-proxy/calls/answered', { config: doc('The SIP proxy: a call was answered') }, async (request) => {
      const answered = parseRequest(bodies.answered, request.body);
      await callAnswered(store, answered.call_id, answered.by);
      return { ok: true };
    });
    app.post('/sip-proxy/calls/held', { config: doc('The SIP proxy: a call was put on hold or taken off it') }, async (request) => {
      const held = parseRequest(bodies.held, request.body);
      await callHeld(store, held.call_id, held.held);
      return { ok: true };
    });
    app.post('/sip-proxy/calls/ended', { config: doc('The SIP proxy: a call ended') }, async (request) => {
      const ended = parseRequest(bodies.ended, request.body);
      await callEnded(store, ended.call_id, ended.code);
      return { ok: true };
    });
  };
}
