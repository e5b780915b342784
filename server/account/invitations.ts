/**
 * Invitations (001 §7): an administrator e-mails a user a link /registration/{token}; the user reads who
 * they are invited as (GET /registration/token/{token}) and chooses a password (POST /registration/token),
 * which verifies the account. A user created with send_registration_link and an e-mail is invited
 * automatically once the creation has committed.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Actor } from '../access/actor';
import { MASK, recordEvent } from '../audit/record';
import { hashPassword } from '../auth/passwords';
import { closeAllSessions } from '../auth/sessions';
import type { Store } from '../crud/repository';
import { entityHooks } from '../crud/hooks';
import { user as userEntity } from '../../schemas/user';
import { AppError, errorField } from '../errors';
import { groupsOfUser } from '../mail/mail-templates';
import { readSection } from '../settings/project-settings';
import type { AccountMailer } from './account-mail';
import { visitor } from './account-users';
import { requireTokenRegistrationOpen } from './flags';
import { findOpenToken, issueToken, spendToken } from './one-time-tokens';
import { parseBody } from './request-body';
import { editableUser, userIdParam } from './user-access';
import { dataOf, okAnswer } from '../../schemas/answer-envelopes';
import { invitation, registeredOk } from '../../schemas/account-answers';

export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

const acceptBody = z.strictObject({ token: z.string().min(1).max(200), password: z.string().min(8).max(128) });
const invalid = () => new AppError('invalid_invitation_code', { token: errorField('invalid_invitation_code') });

async function sendInvitation(store: Store, mail: AccountMailer, user: Record<string, any>) {
  const { id, token } = await issueToken(store.db, { kind: 'invitation', ttlMs: INVITATION_TTL_MS, userId: Number(user.id) });
  const link = await mail.link(`/registration/${token}`);
  await mail.send('invitation', id, { email: user.email, name: user.name, locale: user.locale, groups: await groupsOfUser(store.db, Number(user.id)) }, { link, login: user.login, days: INVITATION_TTL_MS / 86_400_000 });
}

async function openInvitation(store: Store, token: unknown) {
  const pending = await findOpenToken(store.db, 'invitation', token);
  const user = pending && (await store.db.selectFrom('users').select(['id', 'login', 'name', 'email']).where('id', '=', pending.userId).executeTakeFirst());
  if (!pending || !user) throw invalid();
  return { pending, user };
}

export function invitationRoutes(store: Store, mail: AccountMailer, throttle: (request: any) => Promise<void>) {
  const { db } = store;
  return async function routes(app: FastifyInstance) {
    app.post('/users/:id/registration/invite/send', { config: { doc: { summary: 'Send the user a registration invitation', tags: ['users'], answer: okAnswer } } }, async (request) => {
      const user = await editableUser(store, request.actor, userIdParam(request.params));
      await requireTokenRegistrationOpen(db);
      if (!user.email) throw new AppError('user_needs_email', { email: errorField('user_needs_email') });
      if (Number(user.is_verified) && user.password) throw new AppError('user_already_registered');
      await sendInvitation(store, mail, user);
      return { data: { ok: true } };
    });

    app.get('/registration/token/:token', { config: { public: true, doc: { summary: 'The invitation behind a registration token', tags: ['account'], answer: dataOf(invitation) } } }, async (request) => {
      await throttle(request);
      const { user } = await openInvitation(store, (request.params as { token?: string }).token);
      return { data: { login: user.login, name: user.name, email: user.email } };
    });

    app.post('/registration/token', { config: { public: true, doc: { summary: 'Accept an invitation: set the password', tags: ['account'], body: acceptBody, answer: dataOf(registeredOk) } } }, async (request) => {
      await throttle(request);
      await requireTokenRegistrationOpen(db);
      const { token, password } = parseBody(acceptBody, request.body);
      const { pending, user } = await openInvitation(store, token);
      const hashed = await hashPassword(password);
      const userId = Number(user.id);
      await db.transaction().execute(async (trx) => {
        if (!(await spendToken(trx, pending.id))) throw invalid();
        await trx.updateTable('users').set({ password: hashed, is_verified: 1, updated_at: new Date().toISOString() }).where('id', '=', userId).execute();
        await closeAllSessions(trx, userId);
        const actor: Actor = { ...visitor(request.ip), id: userId };
        await recordEvent(trx, { actor, entity: 'users', recordId: userId, action: 'password_change', changes: { password: { after: MASK }, is_verified: { after: true } } });
      });
      return { data: { ok: true, login: user.login } };
    });
  };
}

/**
 * The users' hook that sends an invitation once a creation with send_registration_link and an e-mail has
 * committed. Best effort: a failed mail is logged and the creation stands (the administrator can send the
 * invitation again from the user's page).
 */
export function invitationHooks(mail: AccountMailer, log: FastifyBaseLogger) {
  async function deliver(store: Store, userId: number) {
    try {
      if (!(await mail.ready())) return; // no mail server: nothing to try, nothing to log
      const user = await visibleUser(store, userId);
      if (!user || !user.email || Number(user.is_verified)) return;
      if (!(await readSection(store.db, 'general')).can_user_register_by_token) return;
      await sendInvitation(store, mail, user);
    } catch (error) {
      log.warn({ err: error, userId }, 'invitation not sent');
    }
  }
  return entityHooks(userEntity, {
    afterWrite: [
      async ({ store, stored, data, id }) => {
        if (!stored && data.send_registration_link === true && data.email) setImmediate(() => void deliver(store, id));
      },
    ],
    afterCreateMany: [
      async ({ store, rows, ids }) => {
        for (const [i, data] of rows.entries()) if (data.send_registration_link === true && data.email) setImmediate(() => void deliver(store, ids[i]));
      },
    ],
  });
}

/** The new user once its creating transaction has committed (polled briefly: hooks run before commit). */
async function visibleUser(store: Store, id: number) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const row = await store.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    if (row) return row as Record<string, any>;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}
