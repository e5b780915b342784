/** Simple registration with an e-mailed confirmation link (001 §7), over real HTTP and real SMTP, on both dialects. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../mail/smtp-mailer';
import { DIALECTS, storeFingerprint } from '../test-support/server';
import { type AccountTestServer, freshEmail, startAccountServer, tokenFromMail } from './account-test-server';

describe.each(DIALECTS)('simple registration on %s', (dialect) => {
  let server: AccountTestServer;
  beforeAll(async () => {
    server = await startAccountServer(dialect);
  });
  afterAll(async () => server?.close());

  const register = (body: Record<string, unknown>) => server.request('POST', '/registration/simple', { body });

  it('mails a confirmation link; the account exists and signs in only once the link is opened, once', async () => {
    const email = freshEmail('simple');
    const before = await storeFingerprint(server.store);
    const answer = await register({ name: 'New Resident', login: email, password: 'long-enough-1' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ data: { ok: true } });
    // No user yet: the pending registration's token is the one write.
    expect(await storeFingerprint(server.store)).toEqual({ ...before, account_tokens: { rows: before.account_tokens.rows + 1, content: expect.any(String) } });
    expect((await server.request('POST', '/login', { body: { login: email, password: 'long-enough-1' } })).status).toBe(401);

    const mail = await server.smtp.waitFor(email);
    expect(mail.subject).toBe('Confirm your account');
    const token = tokenFromMail(mail.text, '/registration/confirm/');
    const confirmed = await server.request('POST', '/registration/confirm', { body: { token } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data.login).toBe(email);

    const session = await server.login(email, 'long-enough-1');
    const profile = (await server.request('GET', '/profile', { token: session })).body.data;
    expect(profile).toMatchObject({ login: email, email, name: 'New Resident', is_verified: true });
    expect(profile.role.name).toBe('Resident'); // the demo's user_self_register_settings

    const again = await server.request('POST', '/registration/confirm', { body: { token } });
    expect(again.status).toBe(422);
    expect(again.body.error.code).toBe('invalid_confirmation_code');
  });

  it('mails in the language asked for', async () => {
    const email = freshEmail('simple.ru');
    expect((await register({ name: 'Иван', login: email, password: 'long-enough-1', locale: 'ru' })).status).toBe(200);
    const mail = await server.smtp.waitFor(email);
    expect(mail.subject).toBe('Подтвердите учётную запись');
    expect(mail.text).toContain('Здравствуйте, Иван!');
  });

  it('refuses an expired link and writes nothing', async () => {
    const email = freshEmail('simple.expired');
    await register({ name: 'Late', login: email, password: 'long-enough-1' });
    const token = tokenFromMail((await server.smtp.waitFor(email)).text, '/registration/confirm/');
    await server.store.db.updateTable('account_tokens').set({ expires_at: Date.now() - 1000 }).where('kind', '=', 'registration_confirm').where('used_at', 'is', null).execute();
    const before = await storeFingerprint(server.store);
    const answer = await server.request('POST', '/registration/confirm', { body: { token } });
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe('invalid_confirmation_code');
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it('refuses an e-mail already used, a login that is not an e-mail and a weak password, writing nothing', async () => {
    const tokens = await server.rows('account_tokens');
    const used = await register({ name: 'Copy', login: 'RESIDENT1@example.com', password: 'long-enough-1' });
    expect(used.status).toBe(409);
    expect(used.body.error).toMatchObject({ code: 'email_already_used', fields: { login: expect.any(String) } });
    const notEmail = await register({ name: 'X', login: 'just-a-login', password: 'long-enough-1' });
    expect(notEmail.status).toBe(422);
    expect(notEmail.body.error.fields.login).toEqual(expect.any(String));
    const weak = await register({ name: 'X', login: freshEmail('weak'), password: 'short' });
    expect(weak.status).toBe(422);
    expect(weak.body.error.fields.password).toBe('Min length 8 chars');
    expect(await server.rows('account_tokens')).toBe(tokens);
  });

  it('is closed unless can_user_register_himself, and in standalone mode', async () => {
    const tokens = await server.rows('account_tokens');
    try {
      await server.setGeneral({ can_user_register_himself: false });
      const closed = await register({ name: 'X', login: freshEmail('closed'), password: 'long-enough-1' });
      expect(closed.status).toBe(403);
      expect(closed.body.error.code).toBe('registration_closed');
      await server.setGeneral({ can_user_register_himself: true, is_standalone_mode: true });
      expect((await register({ name: 'X', login: freshEmail('closed'), password: 'long-enough-1' })).body.error.code).toBe('registration_closed');
    } finally {
      await server.setGeneral({ can_user_register_himself: true, is_standalone_mode: false });
    }
    expect(await server.rows('account_tokens')).toBe(tokens);
  });

  it('answers 503 mail_not_sent and keeps no token when the mail server is down', async () => {
    const tokens = await server.rows('account_tokens');
    const down = await startAccountServerWithDeadSmtp();
    try {
      const answer = await down.request('POST', '/registration/simple', { body: { name: 'X', login: freshEmail('down'), password: 'long-enough-1' } });
      expect(answer.status).toBe(503);
      expect(answer.body.error.code).toBe('mail_not_sent');
      expect(await down.rows('account_tokens')).toBe(0);
    } finally {
      await down.close();
    }
    expect(await server.rows('account_tokens')).toBe(tokens);
  });

  it('fails with mail_not_sent when neither SMTP_URL nor the mail settings name a server', async () => {
    const mailer = smtpMailer(server.store.db, undefined);
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toMatchObject({ key: 'mail_not_sent' });
  });

  async function startAccountServerWithDeadSmtp() {
    const other = await startAccountServer(dialect);
    await other.smtp.close(); // the configured SMTP port now refuses connections
    return other;
  }
});
