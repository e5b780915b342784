/**
 * GET /access-control/events/per-hour?from&to: how many access-control events the caller may see fell in
 * each hour from `from` to `to` (at most two days), for Home's chart of today's events. The database groups
 * by minute (at most 2,880 rows, from the `at` index) and the hours are cut here, so any zone's midnight works
 * (hourly-counts.ts). The caller's view filter is the list's: the same rows the list shows, counted.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { accessControlEvent } from '../../schemas';
import type { Actor } from '../access/actor';
import { accessFilter, grantedScopes } from '../access/scope';
import { parseRequest } from '../crud/body';
import type { Store } from '../crud/repository';
import { AppError } from '../errors';
import { HOUR_MS, type MinuteCount, hourlyCounts } from './hourly-counts';
import { dataOf } from '../../schemas/answer-envelopes';
import { hourCount } from '../../schemas/events-per-hour';

const MAX_HOURS = 48;
const range = z.object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) });
const withinTwoDays = range.refine(({ from, to }) => Date.parse(to) > Date.parse(from) && Date.parse(to) - Date.parse(from) <= MAX_HOURS * HOUR_MS, {
  message: 'range',
  path: ['to'],
});

async function minuteCounts(store: Store, actor: Actor, from: string, to: string): Promise<MinuteCount[]> {
  const minute = sql<string>`substr(${sql.ref('at')}, 1, 16)`;
  return store.db
    .selectFrom(accessControlEvent.table)
    .where(accessFilter(accessControlEvent, actor, 'view'))
    .where('at', '>=', from)
    .where('at', '<', to)
    .select([minute.as('minute'), (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(minute)
    .execute();
}

export function eventsPerHourRoutes(store: Store) {
  return async function routes(app: FastifyInstance) {
    const doc = { summary: 'Access-control events the caller may see, counted per hour', tags: ['access-decision'], query: range, answer: dataOf(z.array(hourCount)) };
    app.get('/access-control/events/per-hour', { config: { doc } }, async (request) => {
      if (!grantedScopes(request.actor, accessControlEvent, 'view').length) throw new AppError('prohibited');
      const asked = parseRequest(withinTwoDays, request.query);
      // UTC text, as `at` is compared: an offset given in the query is not a different hour.
      const [from, to] = [asked.from, asked.to].map((text) => new Date(text).toISOString());
      return { data: hourlyCounts(await minuteCounts(store, request.actor, from, to), from, to) };
    });
  };
}
