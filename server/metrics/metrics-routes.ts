/**
 * GET /api/v0/metrics: the Prometheus exposition (docs/metrics.md), for a scraper holding METRICS_TOKEN (a bearer
 * token) or a signed-in user with system_info.view; anyone else gets 401 (no or unknown token) or 403. GET
 * /api/v0/system/metrics: the last hour of the key series (history.ts) for the Web metrics screen.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Registry } from 'prom-client';
import { hasPermission, loadActor } from '../access/actor';
import { bearerToken } from '../auth/authenticate';
import { userForAccessToken } from '../auth/sessions';
import { AppError } from '../errors';
import { metricsHistoryAnswer } from '../../schemas/system-answers';
import type { MetricsHistory } from './history';

const VIEW = 'system_info.view';
/** prom-client's text format (Registry.contentType). */
const EXPOSITION = 'text/plain; version=0.0.4; charset=utf-8';

const sameToken = (given: string, expected: string) => {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Throws unless the request carries the scraper's token or a signed-in user's with system_info.view. */
async function allowScrape(db: Kysely<any>, request: FastifyRequest, scraperToken: string | undefined) {
  const token = bearerToken(request);
  if (!token) throw new AppError('not_authorized');
  if (scraperToken && sameToken(token, scraperToken)) return;
  const userId = await userForAccessToken(db, token);
  const actor = userId === undefined ? undefined : await loadActor(db, userId);
  if (!actor) throw new AppError('not_authorized');
  if (!hasPermission(actor, VIEW)) throw new AppError('prohibited');
}

export function metricsRoutes(db: Kysely<any>, registry: Registry, history: MetricsHistory, scraperToken: string | undefined) {
  return async function routes(app: FastifyInstance) {
    // Public to the session check, as a scraper's token is no session: the route checks it itself.
    app.get('/metrics', { config: { public: true, doc: { summary: 'Prometheus metrics: METRICS_TOKEN or system_info.view', tags: ['system'], download: [EXPOSITION] } } }, async (request, reply) => {
      await allowScrape(db, request, scraperToken);
      return reply.type(registry.contentType).send(await registry.metrics());
    });

    app.get('/system/metrics', { config: { doc: { summary: 'Web metrics: the last hour of the key series', tags: ['system'], answer: metricsHistoryAnswer } } }, async (request) => {
      if (!hasPermission(request.actor, VIEW)) throw new AppError('prohibited');
      return { data: { points: history.points() } };
    });
  };
}
