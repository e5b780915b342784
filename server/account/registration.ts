/**
 * Simple registration (001 §7): POST /registration/simple e-mails a confirmation link; opening it
 * (POST /registration/confirm) creates the user, verified. Until then the registration is held as a
 * pending token, so unconfirmed sign-ups never appear among users and cannot sign in.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LOCALES } from '../../schemas/user';
import { hashPassword } from '../auth/passwords';
import type { Store } from '../crud/repository';
import { AppError, errorField } from '../errors';
import type { AccountMailer } from './account-mail';
import { createVerifiedUser, requireEmailFree } from './account-users';
import { requireRegistrationOpen } from './flags';
import { findOpenToken, issueToken, spendToken } from './one-time-tokens';
import { parseBody } from './request-body';
import { dataOf, okAnswer } from '../../schemas/answer-envelopes';
import { registeredOk } from '../../schemas/account-answers';

export const CONFIRMATION_TTL_MS = 24 * 3600 * 1000;

const simpleBody = z.strictObject({
  name: z.string().trim().min(1).max(255),
  login: z.email().max(255),
  password: z.string().min(8).max(128),
  locale: z.enum(LOCALES).optional(),
});
const confirmBody = z.strictObject({ token: z.string().min(1).max(200) });

export function registrationRoutes(store: Store, mail: AccountMailer, throttle: (request: any) => Promise<void>) {
  const { db } = store;
  return async function routes(app: FastifyInstance) {
    app.post('/registration/simple', { config: { public: true, doc: { summary: 'Simple registration: name, login, password', tags: ['account'], body: simpleBody, answer: okAnswer } } }, async (request) => {
      await throttle(request);
      const general = await requireRegistrationOpen(db);
      const body = parseBody(simpleBody, request.body);
      const login = body.login.toLowerCase();
      await requireEmailFree(store, login, 'login');
      const payload = { name: body.name, login, password_hash: await hashPassword(body.password), locale: body.locale ?? null };
      const { id, token } = await issueToken(db, { kind: 'registration_confirm', ttlMs: CONFIRMATION_TTL_MS, payload });
      const link = await mail.link(`/registration/confirm/${token}`);
      await mail.send('registration_confirm', id, { email: login, name: body.name, locale: body.locale, groups: [general.user_self_register_settings.domain_id] }, { link, hours: CONFIRMATION_TTL_MS / 3600_000 });
      return { data: { ok: true } };
    });

    app.post('/registration/confirm', { config: { public: true, doc: { summary: 'Confirm a registration by its token', tags: ['account'], body: confirmBody, answer: dataOf(registeredOk) } } }, async (request) => {
      await throttle(request);
      const general = await requireRegistrationOpen(db);
      const { token } = parseBody(confirmBody, request.body);
      const pending = await findOpenToken(db, 'registration_confirm', token);
      if (!pending) throw new AppError('invalid_confirmation_code', { token: errorField('invalid_confirmation_code') });
      const { name, login, password_hash, locale } = pending.payload as Record<string, string>;
      await requireEmailFree(store, login, 'login');
      if (!(await spendToken(db, pending.id))) throw new AppError('invalid_confirmation_code', { token: errorField('invalid_confirmation_code') });
      const { role_id, domain_id } = general.user_self_register_settings;
      await createVerifiedUser(store, request.ip, { login, name, email: login, passwordHash: password_hash, locale: locale ?? undefined, roleId: role_id, domainId: domain_id });
      return { data: { ok: true, login } };
    });
  };
}
