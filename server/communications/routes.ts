/**
 * Communications beyond the generated CRUD and commands: this server's announcement senders, the recipient's
 * page by token (public, throttled). Delivering announcements when they are due and marking emergency alerts
 * stopped once their playback has run its course are scheduled jobs (communication-jobs.ts). A poll's results
 * are a read model (schemas/announce-result.ts).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { publicThrottle } from '../account/public-throttle';
import type { Config } from '../config';
import type { Store } from '../crud/repository';
import { isWhitelisted } from '../ip-blocking/blocks';
import { smtpMailer } from '../mail/smtp-mailer';
import { z } from 'zod';
import { parseRequest } from '../crud/body';
import { announceForRecipient, answerOwnPoll, answerPoll, ownResponseBody, responseBody } from './announce-answers';
import { type AnnounceSenders, announceMailer } from './announce-mail';
import { announceTexter } from './announce-sms';
import { smsSenderFor } from '../sms/sms-sender';
import { dataOf } from '../../schemas/answer-envelopes';
import { pollAnswered, receivedAnnounce } from '../../schemas/received-announce';

const receivedParams = z.object({ id: z.coerce.number().int().min(0).max(2 ** 31 - 1) });

/** This server's announcement senders: mail through its SMTP server, SMS through its provider. */
export function announceSenders(db: Kysely<any>, config: Config, log: FastifyBaseLogger): AnnounceSenders {
  return {
    email: announceMailer(db, config, smtpMailer(db, config.smtpUrl, log)),
    sms: announceTexter(db, config, smsSenderFor(config.smsUrl)),
  };
}

export function communicationRoutes(store: Store, config: Config) {
  return async function routes(app: FastifyInstance) {
    const throttle = publicThrottle((ip) => isWhitelisted(store.db, config.ipWhitelist, ip));

    app.get('/announces/token/:token', { config: { public: true, doc: { summary: "The announcement a recipient's link shows", tags: ['announces'], answer: dataOf(receivedAnnounce) } } }, async (request) => {
      await throttle(request);
      return { data: await announceForRecipient(store, { token: String((request.params as { token: string }).token) }) };
    });
    app.post('/announces/response', { config: { public: true, doc: { summary: "A poll's answers, once, by the recipient's link token", tags: ['announces'], body: responseBody, answer: dataOf(pollAnswered) } } }, async (request) => {
      await throttle(request);
      return { data: await answerPoll(store, request.body) };
    });

    // The same page and answer inside the console: the signed-in user is the recipient, so only their own row.
    app.get('/announces/received/:id', { config: { doc: { summary: 'An announcement sent to the signed-in user, as its recipient sees it', tags: ['announces'], answer: dataOf(receivedAnnounce) } } }, async (request) => {
      const { id } = parseRequest(receivedParams, request.params);
      return { data: await announceForRecipient(store, { announceId: id, userId: request.actor.id! }) };
    });
    app.post('/announces/received/:id/response', { config: { doc: { summary: "A poll's answers, once, by its signed-in recipient", tags: ['announces'], body: ownResponseBody, answer: dataOf(pollAnswered) } } }, async (request) => {
      const { id } = parseRequest(receivedParams, request.params);
      return { data: await answerOwnPoll(store, id, request.actor.id!, request.body) };
    });
  };
}
