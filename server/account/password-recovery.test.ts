/** Password recovery and reset by e-mailed link (001 §7), over real HTTP and real SMTP, on both dialects. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DIALECTS, storeFingerprint } from '../test-support/server';
import { type AccountTestServer, startAccountServer, tokenFromMail } from './account-test-server';
import { PUBLIC_LIMIT } from './public-throttle';

describe.each(DIALECTS)('password recovery on %s', (dialect) => {
  let server: AccountTestServer;
  beforeAll(async () => {
    server = await startAccountServer(dialect);
  });
  afterAll(async () => server?.close());

  const recover = (email: string) => server.request('POST', '/password/recovery', { body: { email } });
  const reset = (code: string, password: string) => server.request('POST', '/password/reset', { body: { code, password } });

  it('mails a link; the reset sets the password once and ends every sign-in', async () => {
    const old = await server.login('resident2');
    expect((await recover('Resident2@Example.com')).body).toEqual({ data: { ok: true } });
    const mail = await server.smtp.waitFor('resident2@example.com');
    expect(mail.subject).toBe('Set a new password');
    const code = tokenFromMail(mail.text, '/password/reset/');

    const weak = await reset(code, 'short');
    expect(weak.status).toBe(422);
    expect(weak.body.error.fields.password).toBe('Min length 8 chars');

    expect((await reset(code, 'brand-new-password')).status).toBe(200);
    expect((await server.request('GET', '/profile', { token: old })).status).toBe(401);
    expect((await server.request('POST', '/login', { body: { login: 'resident2', password: DEMO_PASSWORD } })).status).toBe(401);
    await server.login('resident2', 'brand-new-password');
    const user = await server.store.db.selectFrom('users').select('id').where('login', '=', 'resident2').executeTakeFirstOrThrow();
    const audited = await server.store.db.selectFrom('audit_events').select(['user_id', 'changes']).where('record_id', '=', user.id).where('action', '=', 'password_change').execute();
    expect(audited.map((event) => Number(event.user_id))).toEqual([Number(user.id)]);
    expect(audited[0].changes).not.toContain('brand-new-password');

    const before = await storeFingerprint(server.store);
    const reused = await reset(code, 'yet-another-password');
    expect(reused.status).toBe(401);
    expect(reused.body.error.code).toBe('invalid_token');
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const tokens = await server.rows('account_tokens');
    const answer = await recover('nobody-here@example.com');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { ok: true } });
    // Mailing follows the answer: a known address sent next is mailed after the unknown one was handled.
    const after = Date.now();
    await recover('resident6@example.com');
    await server.smtp.waitFor('resident6@example.com', { after });
    expect(await server.rows('account_tokens')).toBe(tokens + 1);
    expect(server.smtp.to('nobody-here@example.com')).toEqual([]);
  });

  it('refuses an expired link', async () => {
    await recover('resident3@example.com');
    const code = tokenFromMail((await server.smtp.waitFor('resident3@example.com')).text, '/password/reset/');
    await server.store.db.updateTable('account_tokens').set({ expires_at: Date.now() - 1 }).where('kind', '=', 'password_reset').where('used_at', 'is', null).execute();
    const before = await storeFingerprint(server.store);
    expect((await reset(code, 'brand-new-password')).body.error.code).toBe('invalid_token');
    expect(await storeFingerprint(server.store)).toEqual(before);
    await server.login('resident3');
  });

  it('is closed unless can_user_recovery_password', async () => {
    const tokens = await server.rows('account_tokens');
    try {
      await server.setGeneral({ can_user_recovery_password: false });
      const closed = await recover('resident4@example.com');
      expect(closed.status).toBe(403);
      expect(closed.body.error.code).toBe('recovery_closed');
    } finally {
      await server.setGeneral({ can_user_recovery_password: true });
    }
    expect(await server.rows('account_tokens')).toBe(tokens);
  });

  it(`limits each address to ${PUBLIC_LIMIT} calls a minute, with Retry-After`, async () => {
    let last;
    for (let i = 0; i <= PUBLIC_LIMIT; i++) last = await server.request('POST', '/password/recovery', { body: { email: 'not-an-email' } });
    expect(last!.status).toBe(429);
    expect(last!.body.error.code).toBe('too_many_attempts');
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
