/** The own account: deletion with the password, the mobile-app popup switch (001 §7), on both dialects. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DIALECTS, type TestServer, ADMIN_PASSWORD, startServer, storeFingerprint } from '../test-support/server';

describe.each(DIALECTS)('own account on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(dialect);
  });
  afterAll(async () => server?.close());

  it('deletes the signed-in user after the password; the sign-in ends with it', async () => {
    const token = await server.login('resident5');
    const before = await storeFingerprint(server.store);
    const wrong = await server.request('DELETE', '/account', { token, body: { password: 'not-my-password' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.code).toBe('wrong_old_password');
    expect(await storeFingerprint(server.store)).toEqual(before);

    const deleted = await server.request('DELETE', '/account', { token, body: { password: DEMO_PASSWORD } });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await server.request('GET', '/profile', { token })).status).toBe(401);
    expect((await server.request('POST', '/login', { body: { login: 'resident5', password: DEMO_PASSWORD } })).status).toBe(401);
    const audit = await server.store.db.selectFrom('audit_events').select(['action', 'entity']).where('action', '=', 'delete').where('entity', '=', 'users').execute();
    expect(audit.length).toBe(1);
  });

  it('keeps the last user holding every permission', async () => {
    const token = await server.login('admin');
    const before = await storeFingerprint(server.store);
    const refused = await server.request('DELETE', '/account', { token, body: { password: ADMIN_PASSWORD } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('prohibited');
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it('switches the mobile-app popup in the profile, and refuses a non-boolean', async () => {
    const token = await server.login('resident6');
    const off = await server.request('PATCH', '/profile/mobile-client/popup/active', { token, body: { is_app_popup_active: false } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect((await server.request('GET', '/profile', { token })).body.data.profile.is_app_popup_active).toBe(false);
    const bad = await server.request('PATCH', '/profile/mobile-client/popup/active', { token, body: { is_app_popup_active: 'yes' } });
    expect(bad.status).toBe(422);
    expect((await server.request('GET', '/profile', { token })).body.data.profile.is_app_popup_active).toBe(false);
  });
});
