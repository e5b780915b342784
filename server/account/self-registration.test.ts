/** Self-registration with an e-mailed 6-digit code (001 §7), over real HTTP and real SMTP, on both dialects. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientType } from '../../schemas/settings/client-types';
import { readSection } from '../settings/project-settings';
import { eventually } from '../test-support/eventually';
import { DIALECTS, storeFingerprint } from '../test-support/server';
import { type AccountTestServer, freshEmail, startAccountServer } from './account-test-server';

const codeOf = (text: string) => /\b(\d{6})\b/.exec(text)![1];

describe.each(DIALECTS)('self-registration on %s', (dialect) => {
  let server: AccountTestServer;
  beforeAll(async () => {
    server = await startAccountServer(dialect);
  });
  afterAll(async () => server?.close());

  const form = (email: string, extra: Record<string, unknown> = {}) => ({
    user_name: 'Sam Self', user_country: 'UA', user_email: email, user_type: 'owner', user_phone: '+380501234567', object_name: '', user_password: 'long-enough-1', ...extra,
  });
  const start = async (email: string, extra: Record<string, unknown> = {}) => {
    const answer = await server.request('POST', '/registration/self', { body: form(email, extra) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.token as string;
  };
  const confirm = (token: string, code: string) => server.request('POST', '/email/confirm', { body: { token, code } });

  it('holds the form, mails a code, and the code creates the verified user in a new group of the object name', async () => {
    const email = freshEmail('self');
    const before = await storeFingerprint(server.store);
    const token = await start(email, { object_name: 'Sunny House 7' });
    expect(token.length).toBeGreaterThanOrEqual(40);
    // Nothing in users yet: the pending registration's token is the one write.
    expect(await storeFingerprint(server.store)).toEqual({ ...before, account_tokens: { rows: before.account_tokens.rows + 1, content: expect.any(String) } });

    const info = await server.request('GET', `/registration/self/code/${token}`);
    expect(info.status).toBe(200);
    expect(info.body.data.email).toBe(`s***@example.com`);
    expect(Date.parse(info.body.data.expires_at) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(Date.parse(info.body.data.resend_available_at)).toBeGreaterThan(Date.now());

    const mail = await server.smtp.waitFor(email);
    const answer = await confirm(token, codeOf(mail.text));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ data: { login: email } });

    const session = await server.login(email, 'long-enough-1');
    const profile = (await server.request('GET', '/profile', { token: session, query: { with: 'domains' } })).body.data;
    expect(profile).toMatchObject({ login: email, email, name: 'Sam Self', is_verified: true, profile: { phone: '+380501234567', country: 'UA' } });
    const group = await server.store.db.selectFrom('groups').select(['id', 'name', 'parent_id']).where('name', '=', 'Sunny House 7').executeTakeFirstOrThrow();
    expect(profile.domain_ids).toEqual([Number(group.id)]);
    const site = await server.store.db.selectFrom('groups').select('id').where('name', '=', 'Riverside Residence').executeTakeFirstOrThrow();
    expect(Number(group.parent_id)).toBe(Number(site.id));

    const reused = await confirm(token, codeOf(mail.text));
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe('invalid_confirmation_code');
    expect((await server.request('GET', `/registration/self/code/${token}`)).body.error.code).toBe('invalid_confirmation_code');
  });

  it('gives the account the role and the licence of the client type it registered as', async () => {
    const roleOf = async (name: string) => Number((await server.store.db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id);
    const stored = (await readSection(server.store.db, 'general')).user_self_register_settings;
    const dealer = await roleOf('Dealer');
    const installer = clientType.parse({ role_id: dealer, license_settings: { period: 30, features: { sip: false, mobileApp: false } } });
    await server.setGeneral({ user_self_register_settings: { ...stored, client_types: { ...stored.client_types, installer } } });
    try {
      const registered = async (type: string) => {
        const email = freshEmail(`self.${type}`);
        const token = await start(email, { user_type: type });
        expect((await confirm(token, codeOf((await server.smtp.waitFor(email)).text))).status).toBe(200);
        return (await server.request('GET', '/profile', { token: await server.login(email, 'long-enough-1') })).body.data;
      };
      const startedAt = Date.now();
      const fitter = await registered('installer');
      expect(fitter.role_id).toBe(dealer);
      expect(fitter.license_info).toMatchObject({ isActive: true, sip: false, mobileApp: false, ukey2: true });
      const { from, to } = fitter.license_info.restrictPeriod;
      expect(from).toBeGreaterThanOrEqual(startedAt);
      expect(to - from).toBe(30 * 86_400_000);
      // A type left as it is gives the section's role and the full, unbounded licence, as before types existed.
      const owner = await registered('owner');
      expect(owner.role_id).toBe(stored.role_id);
      expect(owner.license_info).toMatchObject({ sip: true, mobileApp: true, restrictPeriod: { from: 0, to: 999999999999 } });
    } finally {
      await server.setGeneral({ user_self_register_settings: stored });
    }
  });

  it('spends the token after 5 wrong codes, even for the right one afterwards', async () => {
    const email = freshEmail('self.wrong');
    const token = await start(email);
    const code = codeOf((await server.smtp.waitFor(email)).text);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const answer = await confirm(token, wrong);
      expect(answer.status).toBe(422);
      expect(answer.body.error).toMatchObject({ code: 'invalid_confirmation_code', fields: { code: expect.any(String) } });
    }
    const before = await storeFingerprint(server.store);
    expect((await confirm(token, code)).body.error.code).toBe('invalid_confirmation_code');
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it('refuses an expired code', async () => {
    const email = freshEmail('self.expired');
    const token = await start(email);
    const code = codeOf((await server.smtp.waitFor(email)).text);
    await server.store.db.updateTable('account_tokens').set({ expires_at: Date.now() - 1 }).where('kind', '=', 'self_registration').where('used_at', 'is', null).execute();
    const before = await storeFingerprint(server.store);
    expect((await confirm(token, code)).body.error.code).toBe('invalid_confirmation_code');
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it('resends at most once a minute; a resent code replaces the old one', async () => {
    const email = freshEmail('self.resend');
    const token = await start(email);
    const first = await server.smtp.waitFor(email);
    const early = await server.request('POST', `/registration/self/resend/${token}`);
    expect(early.status).toBe(429);
    expect(early.body.error.code).toBe('too_many_attempts');
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(0);

    await server.store.db.updateTable('account_tokens').set({ resend_at: Date.now() - 1 }).where('kind', '=', 'self_registration').where('used_at', 'is', null).execute();
    const resent = await server.request('POST', `/registration/self/resend/${token}`);
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    // The second mail by count, not by time: both may arrive within one millisecond.
    const mails = await eventually(() => server.smtp.to(email), (received) => received.length === 2);
    expect(mails).toHaveLength(2);
    const second = mails[1];
    expect(second).not.toBe(first);
    const [oldCode, newCode] = [codeOf(first.text), codeOf(second.text)];
    expect(newCode).not.toBe(oldCode); // a resent code never repeats the one it replaces
    expect((await confirm(token, oldCode)).body.error.code).toBe('invalid_confirmation_code');
    expect((await confirm(token, newCode)).status).toBe(200);
  });

  it('refuses an e-mail already used, a weak password and closed registration, writing nothing', async () => {
    const before = await storeFingerprint(server.store);
    const tokens = await server.rows('account_tokens');
    const used = await server.request('POST', '/registration/self', { body: form('manager.a@example.com') });
    expect(used.status).toBe(409);
    expect(used.body.error).toMatchObject({ code: 'email_already_used', fields: { user_email: expect.any(String) } });
    const weak = await server.request('POST', '/registration/self', { body: form(freshEmail('weak'), { user_password: 'short' }) });
    expect(weak.status).toBe(422);
    expect(weak.body.error).toMatchObject({ code: 'invalid_data', fields: { user_password: 'Min length 8 chars' } });
    expect(await storeFingerprint(server.store)).toEqual(before);
    try {
      await server.setGeneral({ can_user_register_himself: false });
      // Closing registration is a write of the test's own; the refusal after it writes nothing.
      const closedBefore = await storeFingerprint(server.store);
      const closed = await server.request('POST', '/registration/self', { body: form(freshEmail('closed')) });
      expect(closed.status).toBe(403);
      expect(closed.body.error.code).toBe('registration_closed');
      expect(await storeFingerprint(server.store)).toEqual(closedBefore);
    } finally {
      await server.setGeneral({ can_user_register_himself: true });
    }
    expect(await server.rows('account_tokens')).toBe(tokens);
  });

  it('answers unknown tokens with invalid_confirmation_code', async () => {
    expect((await server.request('GET', '/registration/self/code/not-a-real-token-at-all')).body.error.code).toBe('invalid_confirmation_code');
    expect((await server.request('POST', '/registration/self/resend/not-a-real-token-at-all')).status).toBe(422);
    expect((await confirm('not-a-real-token-at-all', '123456')).status).toBe(422);
  });
});
