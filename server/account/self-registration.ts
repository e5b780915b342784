/**
 * Self-registration with an e-mailed code (001 §7, 000 §2.3): the form is held as a pending registration
 * named by a long token (the console shows /self-registration/{token}); the 6-digit code mailed to the
 * address creates the user (login = e-mail, verified) and, when an object is named, its group. The role and the
 * licence come from the client type registered as (the form's user_type), read when the code is confirmed.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LOCALES } from '../../schemas/user';
import { CLIENT_TYPES } from '../../schemas/settings/client-types';
import { hashPassword } from '../auth/passwords';
import type { Store } from '../crud/repository';
import { AppError, errorField } from '../errors';
import { readSection } from '../settings/project-settings';
import type { AccountMailer } from './account-mail';
import { createObjectGroup, createVerifiedUser, requireEmailFree } from './account-users';
import { clientTypeGrant, clientTypeOf } from './client-type-grant';
import { requireRegistrationOpen } from './flags';
import { findOpenToken, issueToken, newCode, type OpenToken, replaceCode, sha256, spendToken, takeCodeAttempt } from './one-time-tokens';
import { parseBody } from './request-body';
import { dataOf } from '../../schemas/answer-envelopes';
import { codeResent, codeState, registered, registrationToken } from '../../schemas/account-answers';

export const CODE_TTL_MS = 30 * 60 * 1000;

const selfBody = z.strictObject({
  user_name: z.string().trim().min(1).max(255),
  user_country: z.string().trim().max(2).default(''),
  user_email: z.email().max(255),
  user_type: z.enum(CLIENT_TYPES).default('resident'),
  user_phone: z.string().trim().regex(/^(\+\d{7,15})?$/, 'phone').default(''),
  object_name: z.string().trim().max(255).default(''),
  user_password: z.string().min(8).max(128),
  locale: z.enum(LOCALES).optional(),
});
const confirmBody = z.strictObject({ token: z.string().min(1).max(200), code: z.string().regex(/^\d{6}$/, 'wrong_format') });

/** j***@example.com: enough to recognise one's address, not enough to harvest it. */
export function maskEmail(email: string) {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

const invalid = (field: string) => new AppError('invalid_confirmation_code', { [field]: errorField('invalid_confirmation_code') });
const tokenParam = (params: unknown) => (params as { token?: string }).token;

function codeMatches(pending: OpenToken, code: string) {
  return pending.codeHash !== null && timingSafeEqual(Buffer.from(sha256(code)), Buffer.from(pending.codeHash));
}

export function selfRegistrationRoutes(store: Store, mail: AccountMailer, throttle: (request: any) => Promise<void>, resendAfterSeconds: number) {
  const RESEND_AFTER_MS = resendAfterSeconds * 1000;
  const { db } = store;
  // The resident joins the self-registration group: its mail template, if it has one, says the code.
  const sendCode = async (tokenId: string | undefined, payload: Record<string, any>, code: string) => {
    const groups = [(await readSection(db, 'general')).user_self_register_settings.domain_id];
    await mail.send('self_registration_code', tokenId, { email: payload.user_email, name: payload.user_name, locale: payload.locale, groups }, { code, minutes: CODE_TTL_MS / 60_000 });
  };

  return async function routes(app: FastifyInstance) {
    app.post('/registration/self', { config: { public: true, doc: { summary: 'Self-registration of a resident with an object', tags: ['account'], body: selfBody, answer: dataOf(registrationToken) } } }, async (request) => {
      await throttle(request);
      await requireRegistrationOpen(db);
      const { user_password, ...form } = parseBody(selfBody, request.body);
      const payload = { ...form, user_email: form.user_email.toLowerCase(), password_hash: await hashPassword(user_password) };
      await requireEmailFree(store, payload.user_email, 'user_email');
      const code = newCode();
      const { id, token } = await issueToken(db, { kind: 'self_registration', ttlMs: CODE_TTL_MS, payload, code, resendAt: Date.now() + RESEND_AFTER_MS });
      await sendCode(id, payload, code);
      return { data: { token } };
    });

    app.get('/registration/self/code/:token', { config: { public: true, doc: { summary: 'State of a self-registration\'s email code', tags: ['account'], answer: dataOf(codeState) } } }, async (request) => {
      await throttle(request);
      const pending = await findOpenToken(db, 'self_registration', tokenParam(request.params));
      if (!pending) throw invalid('token');
      return {
        data: {
          email: maskEmail(String(pending.payload.user_email)),
          expires_at: new Date(pending.expiresAt).toISOString(),
          resend_available_at: new Date(pending.resendAt ?? 0).toISOString(),
        },
      };
    });

    app.post('/registration/self/resend/:token', { config: { public: true, doc: { summary: 'Send the self-registration email code again', tags: ['account'], answer: dataOf(codeResent) } } }, async (request) => {
      await throttle(request);
      const pending = await findOpenToken(db, 'self_registration', tokenParam(request.params));
      if (!pending) throw invalid('token');
      const now = Date.now();
      if (pending.resendAt !== null && now < pending.resendAt) {
        throw new AppError('too_many_attempts', undefined, { retry_after: Math.ceil((pending.resendAt - now) / 1000) });
      }
      const code = newCode(pending.codeHash);
      // Mailed first: if the mail fails, the code the visitor already has keeps working.
      await sendCode(undefined, pending.payload, code);
      await replaceCode(db, pending.id, code, now + CODE_TTL_MS, now + RESEND_AFTER_MS);
      return { data: { expires_at: new Date(now + CODE_TTL_MS).toISOString(), resend_available_at: new Date(now + RESEND_AFTER_MS).toISOString() } };
    });

    app.post('/email/confirm', { config: { public: true, doc: { summary: 'Confirm the email with its code', tags: ['account'], body: confirmBody, answer: dataOf(registered) } } }, async (request) => {
      await throttle(request);
      const general = await requireRegistrationOpen(db);
      const { token, code } = parseBody(confirmBody, request.body);
      const pending = await findOpenToken(db, 'self_registration', token);
      if (!pending) throw invalid('token');
      // The try is taken before the code is compared, so parallel guesses cannot outrun the limit.
      if (!(await takeCodeAttempt(db, pending.id))) throw invalid('token');
      if (!codeMatches(pending, code)) throw invalid('code');
      const form = pending.payload as Record<string, string>;
      await requireEmailFree(store, form.user_email, 'user_email');
      if (!(await spendToken(db, pending.id))) throw invalid('token');
      const { domain_id } = general.user_self_register_settings;
      const domainId = form.object_name ? await createObjectGroup(store, request.ip, form.object_name, domain_id) : domain_id;
      await createVerifiedUser(store, request.ip, {
        login: form.user_email, name: form.user_name, email: form.user_email, passwordHash: form.password_hash,
        locale: form.locale ?? undefined, domainId, profile: { phone: form.user_phone, country: form.user_country },
        ...clientTypeGrant(general.user_self_register_settings, clientTypeOf(form.user_type), Date.now()),
      });
      return { data: { login: form.user_email } };
    });
  };
}
