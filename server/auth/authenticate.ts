/** Resolves the bearer token of every non-public request to an actor, or answers 401 Unauthenticated. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Actor } from '../access/actor';
import { AppError } from '../errors';
import { actorLookup, cachedActorLookup } from './actor-cache';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor;
    accessToken: string;
  }
}

export function bearerToken(request: FastifyRequest) {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

const copies = new WeakMap<Actor, Map<string, Actor>>();

/**
 * The actor of a request from `ip`: one frozen copy per cached actor and address, the same object for each such
 * request, so what is kept per actor (compiled reads, server/crud/compiled-reads.ts) is found again.
 */
function atAddress(actor: Actor, ip: string): Actor {
  let byIp = copies.get(actor);
  if (!byIp) copies.set(actor, (byIp = new Map()));
  let copy = byIp.get(ip);
  if (!copy) {
    if (byIp.size >= 16) byIp.clear();
    byIp.set(ip, (copy = Object.freeze({ ...actor, ip })));
  }
  return copy;
}

/**
 * `cacheActors`: keep actors in memory between requests (actor-cache.ts), `true` or while the given check
 * holds (PostgreSQL: while other processes' writes can be heard).
 */
export function authenticate(app: FastifyInstance, db: Kysely<any>, cacheActors: boolean | (() => boolean) = false) {
  const actorFor = cacheActors === false ? actorLookup(db) : cachedActorLookup(db, cacheActors === true ? undefined : cacheActors);
  app.decorateRequest('actor', null as unknown as Actor);
  app.decorateRequest('accessToken', '');
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public) return;
    const token = bearerToken(request);
    const actor = token ? await actorFor(token) : undefined;
    if (!actor) throw new AppError('not_authorized');
    request.actor = atAddress(actor, request.ip);
    request.accessToken = token!;
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without signing in. */
    public?: boolean;
  }
}
