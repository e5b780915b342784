/** Notifications calls (001 §7 "Notifications and others"): items, unread, read, read-all, settings. */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { parseRequest } from '../crud/body';
import { dataOf } from '../../schemas/answer-envelopes';
import { notificationPage as notificationPageAnswer, notificationSettings, readCount, unreadSummary as unreadSummaryAnswer } from '../../schemas/notification';
import { NOTIFICATION_TYPES } from './catalogue';
import { markRead, notificationPage, readSettings, unreadSummary, writeSettings } from './store';

const itemsQuery = z.object({
  type: z.enum(['all', 'alarm', 'important']).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
const readBody = z.strictObject({ ids: z.array(z.number().int().positive()).max(1000) });
const typeSettings = z.strictObject({ is_enabled: z.boolean().optional(), sound: z.boolean().optional(), popup: z.boolean().optional() });
const settingsBody = z.strictObject(Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, typeSettings.optional()])));


export function notificationRoutes(db: Kysely<any>) {
  return async function routes(app: FastifyInstance) {
    app.get('/notifications/items', { config: { doc: { summary: 'Own notifications, newest first', tags: ['notifications'], query: itemsQuery, answer: notificationPageAnswer } } }, async (request) => {
      const { type, page } = parseRequest(itemsQuery, request.query ?? {});
      return notificationPage(db, request.actor.id!, type, page);
    });
    app.get('/notifications/unread', { config: { doc: { summary: 'Unread notifications count', tags: ['notifications'], answer: dataOf(unreadSummaryAnswer) } } }, async (request) => ({ data: await unreadSummary(db, request.actor.id!) }));
    app.post('/notifications/read', { config: { doc: { summary: 'Mark notifications read', tags: ['notifications'], body: readBody, answer: dataOf(readCount) } } }, async (request) => {
      const { ids } = parseRequest(readBody, request.body ?? {});
      return { data: { read: await markRead(db, request.actor.id!, ids) } };
    });
    app.post('/notifications/read-all', { config: { doc: { summary: 'Mark all notifications read', tags: ['notifications'], answer: dataOf(readCount) } } }, async (request) => ({ data: { read: await markRead(db, request.actor.id!) } }));
    app.get('/notifications/settings', { config: { doc: { summary: 'Own notification settings', tags: ['notifications'], answer: dataOf(notificationSettings) } } }, async (request) => ({ data: await readSettings(db, request.actor.id!) }));
    app.patch('/notifications/settings', { config: { doc: { summary: 'Change own notification settings', tags: ['notifications'], body: settingsBody, answer: dataOf(notificationSettings) } } }, async (request) => {
      const changes = parseRequest(settingsBody, request.body ?? {});
      return { data: await writeSettings(db, request.actor.id!, changes) };
    });
  };
}
