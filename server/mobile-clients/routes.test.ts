/**
 * Mobile clients over real HTTP (000 §3.2): the app registers with the mobile SDK's API key and the user's own
 * sign-in; a vendor id registered again, or ten times at once, stays one client, and is refused to another user
 * (same instance id registered) even when both race for it; a wrong key or a disabled SDK is
 * refused and writes nothing; the push token is never answered; a revoke by another building's manager is refused,
 * the administrator's deletes the client and ends the sign-in it registered with (not the user's others).
 * SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_SDK_KEY_HEADER } from '../../schemas/mobile-client';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

describe.each(DIALECTS)('mobile clients on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let key: string;
  let residentId: number;
  const rows = () => server.store.db.selectFrom('mobile_clients').selectAll().orderBy('id').execute();
  const register = (token: string, body: unknown, apiKey = key) =>
    server.request('POST', '/mobile-clients', { token, body, headers: { [MOBILE_SDK_KEY_HEADER]: apiKey } });
  const setSdk = (is_enabled: boolean) => server.request('PATCH', '/project-settings/mobile-sdk', { token: admin, body: { is_enabled } });
  const clientsOf = (id: number, token = admin) => server.request('GET', `/users/${id}/mobile-clients`, { token });
  const phone = { platform: 'android', info: 'Pixel 8, Android 15', vendor_id: `vendor-${dialect}`, push_token: 'push-secret-token' };

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    key = (await server.request('POST', '/project-settings/mobile-sdk/api-key', { token: admin })).body.data.api_key;
    await setSdk(true);
    residentId = Number((await server.store.db.selectFrom('users').select('id').where('login', '=', 'resident1').executeTakeFirstOrThrow()).id);
  });
  afterAll(async () => server?.close());

  it('registers a client, and the same vendor id again updates it; the push token is never answered', async () => {
    const token = await server.login('resident1');
    const first = await register(token, phone);
    expect(first.status).toBe(200);
    const again = await register(token, { ...phone, platform: 'ios', info: 'iPhone 15' });
    expect(again.body.data.mobile_client_id).toBe(first.body.data.mobile_client_id);
    const listed = await clientsOf(residentId);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([expect.objectContaining({ mobile_client_id: first.body.data.mobile_client_id, platform: 'ios', info: 'iPhone 15', vendor_id: phone.vendor_id })]);
    expect(Object.keys(listed.body.data[0]).sort()).toEqual(['auth_at', 'info', 'mobile_client_id', 'platform', 'sip_number', 'ukey2', 'vendor_id']);
    expect(JSON.stringify(listed.body)).not.toContain('push-secret-token');
    expect((await rows()).filter((row) => row.vendor_id === phone.vendor_id)).toHaveLength(1);
  });

  it('makes one client of ten parallel registrations of a vendor id', async () => {
    const token = await server.login('resident1');
    const body = { ...phone, vendor_id: `parallel-${dialect}` };
    const answers = await Promise.all(Array.from({ length: 10 }, () => register(token, body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body.data.mobile_client_id)).size).toBe(1);
    expect((await rows()).filter((row) => row.vendor_id === body.vendor_id)).toHaveLength(1);
  });

  it("refuses a phone another user's client holds (same instance id registered); of two users at once, one gets it", async () => {
    const [resident, manager] = [await server.login('resident1'), await server.login('manager.a')];
    const taken = { ...phone, vendor_id: `taken-${dialect}` };
    expect((await register(resident, taken)).status).toBe(200);
    const before = await rows();
    const refused = await register(manager, { ...taken, info: 'the same phone, another user' });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'same_instance_registered']);
    expect(refused.body.error.fields).toHaveProperty('vendor_id');
    expect(await rows()).toEqual(before);

    // Both users at once, five requests each: every answer is the client or the refusal, and the phone is one user's.
    const raced = { ...phone, vendor_id: `raced-${dialect}` };
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => register(i % 2 ? manager : resident, raced)));
    const owners = (await rows()).filter((row) => row.vendor_id === raced.vendor_id).map((row) => Number(row.user_id));
    expect(owners).toHaveLength(1);
    const winner = owners[0] === residentId ? 0 : 1;
    expect(answers.map((answer) => answer.status)).toEqual(answers.map((_, i) => (i % 2 === winner ? 200 : 409)));
  });

  it('refuses a wrong or missing API key, and any key while the SDK is disabled, writing nothing', async () => {
    const token = await server.login('resident1');
    const before = await rows();
    const body = { ...phone, vendor_id: `refused-${dialect}` };
    for (const wrong of ['wrong-key', '']) {
      const refused = await register(token, body, wrong);
      expect([refused.status, refused.body.error.code]).toEqual([401, 'invalid_token']);
    }
    expect((await setSdk(false)).status).toBe(200);
    const disabled = await register(token, body);
    expect([disabled.status, disabled.body.error.code]).toEqual([503, 'service_unavailable']);
    expect((await setSdk(true)).status).toBe(200);
    expect((await server.request('POST', '/mobile-clients', { body, headers: { [MOBILE_SDK_KEY_HEADER]: key } })).status).toBe(401);
    expect(await rows()).toEqual(before);
  });

  it("refuses another building's manager; the administrator's revoke ends only the client's sign-in, audited", async () => {
    const [phoneToken, otherToken] = [await server.login('resident1'), await server.login('resident1')];
    const id: string = (await register(phoneToken, { ...phone, vendor_id: `revoked-${dialect}` })).body.data.mobile_client_id;
    const path = `/users/${residentId}/mobile-clients/${id}`;
    const managerB = await server.login('manager.b');
    expect((await clientsOf(residentId, managerB)).status).toBe(404);
    expect((await server.request('DELETE', path, { token: managerB })).status).toBe(404);
    expect((await rows()).map((row) => row.id)).toContain(id);
    expect((await server.request('GET', '/profile', { token: phoneToken })).status).toBe(200);

    expect((await server.request('DELETE', path, { token: admin })).status).toBe(200);
    expect((await rows()).map((row) => row.id)).not.toContain(id);
    expect((await server.request('GET', '/profile', { token: phoneToken })).status).toBe(401);
    expect((await server.request('GET', '/profile', { token: otherToken })).status).toBe(200);
    expect((await server.request('DELETE', path, { token: admin })).status).toBe(404);
    const events = await server.request('GET', '/audit-events/items', { token: admin, query: { entity: 'users', size: 100 } });
    const revoked = events.body.data.find((event: { action: string }) => event.action === 'command:revoke_mobile_client');
    expect(revoked.changes.mobile_client.before).toMatchObject({ mobile_client_id: id, vendor_id: `revoked-${dialect}` });
  });

  it("answers the store links to any signed-in user", async () => {
    const links = { app_store_url: 'https://apps.apple.com/app/id1', google_play_url: 'https://play.google.com/store/apps/details?id=x' };
    expect((await server.request('PATCH', '/project-settings/mobile-sdk', { token: admin, body: links })).status).toBe(200);
    const answer = await server.request('GET', '/mobile-clients/app-stores', { token: await server.login('resident1') });
    expect([answer.status, answer.body.data]).toEqual([200, links]);
  });

  it('lets the user revoke their own client', async () => {
    const token = await server.login('resident1');
    const id: string = (await register(token, { ...phone, vendor_id: `own-${dialect}` })).body.data.mobile_client_id;
    const other = await server.login('resident1');
    expect((await server.request('DELETE', `/users/${residentId}/mobile-clients/${id}`, { token: other })).status).toBe(200);
    expect((await rows()).map((row) => row.id)).not.toContain(id);
  });
});
