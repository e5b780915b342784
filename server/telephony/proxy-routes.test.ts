/**
 * The SIP proxy's routes without a proxy (both databases): signed with the shared secret only, bad bodies
 * refused with nothing written, guessing blocked with the spec's causes, a call recorded once however often
 * the proxy retries it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

const SECRET = 'routes-test-secret';

describe.each(DIALECTS)('SIP proxy routes on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  const signed = (extra: Record<string, string> = {}) => ({ 'x-sip-proxy-secret': SECRET, ...extra });
  const calls = async () => Number((await server.store.db.selectFrom('calls').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    server = await startServer(dialect, {
      config: { telephony: { proxySecret: SECRET }, loginThrottle: { freeAttempts: 1000, baseDelayMs: 1, maxDelayMs: 1, blockAfter: 3, blockSeconds: 600, windowSeconds: 600 } },
    });
    admin = await server.login('admin');
  });
  afterAll(async () => server?.close());

  it('answers only the proxy that knows the secret', async () => {
    for (const headers of [{}, { 'x-sip-proxy-secret': 'wrong' }, { 'x-sip-proxy-secret': `${SECRET}x` }] as Record<string, string>[]) {
      const answer = await server.request('POST', '/sip-proxy/numbers/1001/ha1', { headers, body: { realm: 'r', ip: '127.0.0.1' } });
      expect(answer.status).toBe(401);
    }
    // A signed-in administrator is no proxy either.
    expect((await server.request('POST', '/sip-proxy/calls', { token: admin, body: { call_id: 'x', from: '2001', to: '111' } })).status).toBe(401);
  });

  it("gives the digest secret of active numbers only", async () => {
    const ok = await server.request('POST', '/sip-proxy/numbers/1001/ha1', { headers: signed(), body: { realm: 'sip.example.com', ip: '127.0.0.1' } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatch(/^[0-9a-f]{32}$/);
    expect((await server.request('POST', '/sip-proxy/numbers/9999/ha1', { headers: signed(), body: { realm: 'r', ip: '127.0.0.1' } })).status).toBe(404);
    const number = (await server.request('GET', '/virtual-numbers/items', { token: admin, query: { filters: { matching: 'match_all', items: [{ field: 'number', rule: 'equals', value: '1003' }] } } })).body.data[0];
    expect((await server.request('POST', `/virtual-numbers/${number.id}/deactivate`, { token: admin })).status).toBe(200);
    expect((await server.request('POST', '/sip-proxy/numbers/1003/ha1', { headers: signed(), body: { realm: 'r', ip: '127.0.0.1' } })).status).toBe(404);
  });

  it('refuses malformed questions and writes nothing', async () => {
    const before = await calls();
    for (const body of [{}, { call_id: 'a b', from: '2001', to: '111' }, { call_id: 'x', from: '20 01', to: '111' }, { call_id: 'x', from: '2001', to: '111', extra: 1 }]) {
      expect((await server.request('POST', '/sip-proxy/calls', { headers: signed(), body })).status).toBe(422);
    }
    expect((await server.request('POST', '/sip-proxy/calls', { headers: signed(), raw: '{"call_id":' })).status).toBe(400);
    expect((await server.request('POST', '/sip-proxy/calls/ended', { headers: signed(), body: { call_id: 'x', code: 99 } })).status).toBe(422);
    expect(await calls()).toBe(before);
  });

  it('refuses calls to unknown numbers and to oneself without recording them', async () => {
    const before = await calls();
    expect((await server.request('POST', '/sip-proxy/calls', { headers: signed(), body: { call_id: 'c-404', from: '2001', to: '5555' } })).body).toEqual({ code: 404, reason: 'Not Found' });
    expect((await server.request('POST', '/sip-proxy/calls', { headers: signed(), body: { call_id: 'c-self', from: '1001', to: '1001' } })).body).toMatchObject({ code: 403 });
    expect(await calls()).toBe(before);
  });

  it('records a call once when the proxy asks about it five times at once', async () => {
    const before = await calls();
    const answers = await Promise.all(Array.from({ length: 5 }, () => server.request('POST', '/sip-proxy/calls', { headers: signed(), body: { call_id: `race-${dialect}`, from: '2001', to: '111' } })));
    expect(answers.map((a) => a.body.code)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[0].body.stages).toEqual([{ numbers: ['1001'], timeout: 60, onError: 0 }]);
    expect(await calls()).toBe(before + 1);
  });

  it('blocks an address guessing numbers, with cause WRONG_NUMBER, and then refuses it', async () => {
    const ip = '192.0.2.77';
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await server.request('POST', '/sip-proxy/auth-failures', { headers: signed(), body: { ip, number: `55${i}`, cause: 'WRONG_NUMBER' } })).body);
    expect(answers.map((a) => a.blocked)).toEqual([false, false, true]);
    expect(answers[2].seconds).toBe(600);
    const blocks = (await server.request('GET', '/ip-blocking/banned', { token: admin })).body;
    expect(JSON.stringify(blocks)).toContain(ip);
    expect(JSON.stringify(blocks)).toContain('WRONG_NUMBER');
    expect((await server.request('POST', '/sip-proxy/numbers/1001/ha1', { headers: signed(), body: { realm: 'r', ip } })).status).toBe(403);
  });
});

describe.each(DIALECTS)('virtual number rules on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
  });
  afterAll(async () => server?.close());
  const groupId = async (name: string) => Number((await server.store.db.selectFrom('groups').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id);
  const count = async () => Number((await server.store.db.selectFrom('virtual_numbers').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('makes a strong password when none is given and never shows it', async () => {
    const created = await server.request('PUT', '/virtual-numbers', { token: admin, body: { number: '4001', domain_id: await groupId('Block A') } });
    expect(created.status).toBe(201);
    expect(created.body.data).not.toHaveProperty('password');
    expect(created.body.data).toMatchObject({ is_active: true, purpose: null });
    const stored = String((await server.store.db.selectFrom('virtual_numbers').select('password').where('number', '=', '4001').executeTakeFirstOrThrow()).password);
    expect(stored).toMatch(/^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{16}$/);
  });

  it('refuses weak passwords, a second number for a device, a user and a device at once, and an empty forward group; writes nothing', async () => {
    const blockA = await groupId('Block A');
    const before = await count();
    const weak = await server.request('PUT', '/virtual-numbers', { token: admin, body: { number: '4002', domain_id: blockA, password: 'alllowercase1' } });
    expect(weak.status).toBe(422);
    expect(weak.body.error.fields.password).toBe('SIP password must include digits, lowercase and uppercase Latin letters');
    const panel = (await server.store.db.selectFrom('virtual_numbers').select('device_id').where('number', '=', '2001').executeTakeFirstOrThrow()).device_id;
    const second = await server.request('PUT', '/virtual-numbers', { token: admin, body: { number: '4003', domain_id: blockA, device_id: panel } });
    expect([second.status, second.body.error.code]).toEqual([409, 'device_has_number']);
    const user = (await server.store.db.selectFrom('users').select('id').where('login', '=', 'resident1').executeTakeFirstOrThrow()).id;
    expect((await server.request('PUT', '/virtual-numbers', { token: admin, body: { number: '4004', domain_id: blockA, device_id: panel, user_id: user } })).status).toBe(422);
    // The last apartment of Block B has nobody living in it.
    const emptyGroup = await groupId('Apartment 222');
    const forward = await server.request('PUT', '/virtual-numbers', { token: admin, body: { number: '4005', domain_id: blockA, forward_mode: 'picked', forward_group: emptyGroup } });
    expect([forward.status, forward.body.error.code]).toEqual([422, 'forward_group_without_users']);
    expect(await count()).toBe(before);
  });

  it('keeps system numbers: marked once, never deleted', async () => {
    const id = (await server.request('PUT', '/virtual-numbers', { token: admin, body: { number: '4010', domain_id: await groupId('Block A') } })).body.data.id;
    expect((await server.request('POST', `/virtual-numbers/${id}/mark_system`, { token: admin })).body.data.purpose).toBe('master_sip_number');
    expect((await server.request('POST', `/virtual-numbers/${id}/mark_system`, { token: admin })).status).toBe(409);
    const refused = await server.request('DELETE', `/virtual-numbers/${id}`, { token: admin });
    expect([refused.status, refused.body.error.code]).toEqual([403, 'master_number_not_deletable']);
  });

  it('refuses a trunk pointing back at this server and one without groups', async () => {
    const loop = await server.request('PUT', '/sip-trunks', { token: admin, body: { name: 'Loop', outgoing_number: '100', termination_uri: 'sip:127.0.0.1:5060', domains: [await groupId('Block A')] } });
    expect([loop.status, loop.body.error.code]).toEqual([422, 'trunk_uri_is_server']);
    const none = await server.request('PUT', '/sip-trunks', { token: admin, body: { name: 'Nowhere', outgoing_number: '100', termination_uri: 'sip:carrier.example.net', domains: [] } });
    expect(none.body.error.fields.domains).toBe('SIP trunk must have at least one group');
  });
});
