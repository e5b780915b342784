/** Resolves the bearer token of every non-public request to an actor, or answers 401 Unauthenticated. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { type Actor, loadActor } from '../access/actor';
import { AppError } from '../errors';
import { userForAccessToken } from './sessions';

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

export function authenticate(app: FastifyInstance, db: Kysely<any>) {
  app.decorateRequest('actor', null as unknown as Actor);
  app.decorateRequest('accessToken', '');
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public) return;
    const token = bearerToken(request);
    const userId = token ? await userForAccessToken(db, token) : undefined;
    const actor = userId === undefined ? undefined : await loadActor(db, userId);
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
