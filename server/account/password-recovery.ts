/**
 * Password recovery (001 §7): POST /password/recovery mails a reset link to every account with that
 * e-mail and always answers ok at once (the lookup and the mail follow the answer, after-reply.ts), so
 * neither the answer nor its timing tells which addresses have accounts, and a slow mail server delays
 * nothing; POST
 * /password/reset sets the new password once, within an hour, and ends all the user's sign-ins.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Actor } from '../access/actor';
import { MASK, recordEvent } from '../audit/record';
import { hashPassword } from '../auth/passwords';
import { closeAllSessions } from '../auth/sessions';
import type { Store } from '../crud/repository';
import { equalsIgnoringCase } from '../db/casefold';
import { AppError, errorField } from '../errors';
import { groupsOfUser } from '../mail/mail-templates';
import type { AccountMailer } from './account-mail';
import { visitor } from './account-users';
import { requireRecoveryOpen } from './flags';
import { afterReply } from './after-reply';
import { findOpenToken, issueToken, newToken, spendToken } from './one-time-tokens';
import { parseBody } from './request-body';
import { okAnswer } from '../../schemas/answer-envelopes';

export const RESET_TTL_MS = 3600 * 1000;

const recoveryBody = z.strictObject({ email: z.email().max(255) });
const resetBody = z.strictObject({ code: z.string().min(1).max(200), password: z.string().min(8).max(128) });
const invalid = () => new AppError('invalid_token', { code: errorField('invalid_token') });

export function passwordRecoveryRoutes(store: Store, mail: AccountMailer, throttle: (request: any) => Promise<void>) {
  const { db } = store;

  /**
   * One reset mail per account with the address. An unknown address walks the same steps short of storing
   * and sending (a link and a rendered mail for nobody), so the work after the answer differs less.
   */
  async function mailResetLinks(email: string) {
    const users = await db.selectFrom('users').select(['id', 'login', 'name', 'email', 'locale'])
      .where(equalsIgnoringCase(store.dialect, 'email', email)).execute();
    if (users.length === 0) {
      const link = await mail.link(`/password/reset/${newToken()}`);
      await mail.prepare('password_reset', { email, name: '' }, { link, minutes: RESET_TTL_MS / 60_000 });
      return;
    }
    for (const user of users) {
      const { id, token } = await issueToken(db, { kind: 'password_reset', ttlMs: RESET_TTL_MS, userId: Number(user.id) });
      const link = await mail.link(`/password/reset/${token}`);
      await mail.send('password_reset', id, { email: user.email, name: user.name, locale: user.locale, groups: await groupsOfUser(db, Number(user.id)) }, { link, minutes: RESET_TTL_MS / 60_000 });
    }
  }

  return async function routes(app: FastifyInstance) {
    app.post('/password/recovery', { config: { public: true, doc: { summary: 'Send a password recovery code to the email', tags: ['account'], body: recoveryBody, answer: okAnswer } } }, async (request, reply) => {
      await throttle(request);
      await requireRecoveryOpen(db);
      const { email } = parseBody(recoveryBody, request.body);
      // Refused alike for every address, so a missing mail server reveals nothing either.
      if (!(await mail.ready())) throw new AppError('mail_not_sent');
      // Looked up and mailed once the answer is out: its timing must not tell a known address, nor wait for the mail server.
      afterReply(reply, request.log, 'password reset mail', () => mailResetLinks(email));
      return { data: { ok: true } };
    });

    app.post('/password/reset', { config: { public: true, doc: { summary: 'Set a new password with the recovery code', tags: ['account'], body: resetBody, answer: okAnswer } } }, async (request) => {
      await throttle(request);
      await requireRecoveryOpen(db);
      const { code, password } = parseBody(resetBody, request.body);
      const pending = await findOpenToken(db, 'password_reset', code);
      if (!pending || pending.userId === null) throw invalid();
      const userId = pending.userId;
      const hashed = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        if (!(await spendToken(trx, pending.id))) throw invalid();
        const updated = await trx.updateTable('users').set({ password: hashed, updated_at: new Date().toISOString() }).where('id', '=', userId).executeTakeFirst();
        if (!Number(updated.numUpdatedRows)) throw invalid();
        await closeAllSessions(trx, userId);
        const actor: Actor = { ...visitor(request.ip), id: userId };
        await recordEvent(trx, { actor, entity: 'users', recordId: userId, action: 'password_change', changes: { password: { before: MASK, after: MASK } } });
      });
      return { data: { ok: true } };
    });
  };
}
