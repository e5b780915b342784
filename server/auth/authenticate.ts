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
    request.actor = { ...actor, ip: request.ip };
    request.accessToken = token!;
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without signing in. */
    public?: boolean;
  }
}
