/**
 * The concierge's calls (concierge-routes.ts) on both databases: call interception chosen, refused and
 * followed by the proxy's routing; the panels a concierge may open, and the opening queued as a device task.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

const SECRET = 'concierge-test-secret';
const CONCIERGE_NUMBER = '1950';

describe.each(DIALECTS)('concierge calls on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let concierge: string;
  const group = async (name: string) => Number((await server.store.db.selectFrom('groups').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id);
  const route = async (from: string, to: string, callId: string) => (await server.request('POST', '/sip-proxy/calls', { headers: { 'x-sip-proxy-secret': SECRET }, body: { call_id: callId, from, to } })).body;
  const intercept = (body: unknown, token = concierge) => server.request('POST', '/calls/interception', { token, body });

  async function addUser(login: string, roleId: number, domain: number) {
    const { status, body } = await server.request('PUT', '/users', { token: admin, body: { login, name: login, password: 'concierge-pass-1', role_id: roleId, domain_ids: [domain] } });
    expect(status, JSON.stringify(body)).toBe(201);
    return Number(body.data.id);
  }

  beforeAll(async () => {
    server = await startServer(dialect, { config: { telephony: { proxySecret: SECRET } } });
    admin = await server.login('admin');
    const blockA = await group('Block A');
    const role = await server.request('PUT', '/roles', { token: admin, body: { name: 'Concierge under test', permissions: ['calls.concierge.receive', 'calls.concierge.intercept', 'calls.call.descendants'] } });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const userId = await addUser('concierge.test', role.body.data.id, blockA);
    await addUser('concierge.nophone', role.body.data.id, blockA);
    const number = await server.request('PUT', '/virtual-numbers', { token: admin, body: { number: CONCIERGE_NUMBER, name: 'Concierge A', password: 'Concierge1pass', user_id: userId, domain_id: blockA } });
    expect(number.status, JSON.stringify(number.body)).toBe(201);
    concierge = await server.login('concierge.test', 'concierge-pass-1');
  });
  afterAll(async () => server?.close());

  it('offers the concierge their own groups and those below, inactive at first', async () => {
    const { status, body } = await server.request('GET', '/calls/interception', { token: concierge });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ is_active: false, domains: [] });
    const names = (body.data.user_domains as { name: string }[]).map((g) => g.name);
    expect(names).toEqual(expect.arrayContaining(['Block A', 'Block A entrance 1', 'Apartment 111']));
    expect(names).not.toContain('Block B');
    expect(names).not.toContain('Riverside Residence');
  });

  it('refuses to start without a group, with groups not theirs, with unknown fields or without a phone; nothing is kept', async () => {
    const blockB = await group('Block B');
    const empty = await intercept({ is_active: true, domains: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields).toEqual({ domains: 'interception_needs_group' });
    expect((await intercept({ is_active: true, domains: [blockB] })).status).toBe(422);
    expect((await intercept({ is_active: true, domains: [await group('Block A')], extra: 1 })).status).toBe(422);
    expect((await intercept({ is_active: 'yes', domains: [] })).status).toBe(422);
    const noPhone = await intercept({ is_active: true, domains: [await group('Block A')] }, await server.login('concierge.nophone', 'concierge-pass-1'));
    expect(noPhone.body.error.fields).toEqual({ is_active: 'interception_needs_number' });
    expect((await server.request('GET', '/calls/interception', { token: concierge })).body.data).toMatchObject({ is_active: false, domains: [] });
    expect((await server.request('GET', '/calls/interception', { token: await server.login('resident1') })).status).toBe(403);
    expect((await intercept({ is_active: false, domains: [] }, await server.login('resident1'))).status).toBe(403);
  });

  it("rings the concierge first for a panel's call to an intercepted apartment, then the apartment; not a person's call", async () => {
    expect((await route('2001', '111', `before-${dialect}`)).stages).toEqual([{ numbers: ['1001'], timeout: 60, onError: 0 }]);
    const blockA = await group('Block A');
    const started = await intercept({ is_active: true, domains: [blockA] });
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ is_active: true, domains: [blockA] });
    expect((await route('2001', '111', `during-${dialect}`)).stages).toEqual([
      { numbers: [CONCIERGE_NUMBER], timeout: 20, onError: 1 },
      { numbers: ['1001'], timeout: 60, onError: 0 },
    ]);
    // A person calling the apartment (the concierge themself) reaches it; Block B's panel is not the concierge's.
    expect((await route(CONCIERGE_NUMBER, '111', `person-${dialect}`)).stages).toEqual([{ numbers: ['1001'], timeout: 60, onError: 0 }]);
    expect(JSON.stringify((await route('2002', '211', `block-b-${dialect}`)).stages)).not.toContain(CONCIERGE_NUMBER);
    const stopped = await intercept({ is_active: false, domains: [blockA] });
    expect(stopped.body.data).toMatchObject({ is_active: false, domains: [blockA] });
    expect((await route('2001', '111', `after-${dialect}`)).stages).toEqual([{ numbers: ['1001'], timeout: 60, onError: 0 }]);
  });

  it("lists the panels in the concierge's line and opens one with a device task; others' panels are not found", async () => {
    const { status, body } = await server.request('GET', '/calls/management/devices', { token: concierge });
    expect(status).toBe(200);
    expect(body.data).toEqual([{ token: '2001', name: 'panel 1 (Block A)', sip_number: { number: '2001' } }]);
    const opened = await server.request('POST', '/calls/management/devices/open/2001', { token: concierge });
    expect(opened.status).toBe(201);
    const task = await server.store.db.selectFrom('device_tasks').selectAll().where('id', '=', opened.body.data.task_id).executeTakeFirstOrThrow();
    expect(task).toMatchObject({ type: 'open_door', status: expect.any(String) });
    expect(JSON.parse(String(task.payload))).toEqual({ lock_number: 1 });
    expect((await server.request('POST', '/calls/management/devices/open/2002', { token: concierge })).status).toBe(404);
    expect((await server.request('POST', '/calls/management/devices/open/..%2F1', { token: concierge })).status).toBe(422);
    expect((await server.request('POST', '/calls/management/devices/open/2001', { token: await server.login('resident1') })).status).toBe(403);
    expect((await server.request('GET', '/calls/management/devices', { token: await server.login('resident1') })).status).toBe(403);
  });

  it("lists only the awaiting calls in progress in the concierge's groups, and stops only those", async () => {
    await intercept({ is_active: true, domains: [await group('Block A')] });
    // Routed by the proxy: an awaiting call in Block A (intercepted), a normal one, and Block B's.
    await route('2001', '111', `managed-${dialect}`);
    await route(CONCIERGE_NUMBER, '112', `person-call-${dialect}`);
    await route('2002', '211', `block-b-call-${dialect}`);
    await intercept({ is_active: false, domains: [] });
    const { status, body } = await server.request('GET', '/calls/management/list', { token: concierge });
    expect(status).toBe(200);
    // The earlier test's intercepted call never ended either; the person's and Block B's calls are not here.
    const listed = body.data as { id: number; call_id: string }[];
    expect(listed.map((call) => call.call_id).sort()).toEqual([`during-${dialect}`, `managed-${dialect}`]);
    const managed = listed.find((call) => call.call_id === `managed-${dialect}`)!;
    expect(managed).toMatchObject({ from_number: '2001', to_number: '111', status: 'calling', is_sos: false });
    const other = await server.store.db.selectFrom('calls').select('id').where('call_id', '=', `block-b-call-${dialect}`).executeTakeFirstOrThrow();
    expect((await server.request('POST', `/calls/management/${other.id}/stop`, { token: concierge })).status).toBe(404);
    expect((await server.request('POST', '/calls/management/nope/stop', { token: concierge })).status).toBe(422);
    expect((await server.request('POST', `/calls/management/${managed.id}/stop`, { token: concierge })).status).toBe(200);
    expect((await server.request('GET', '/calls/management/list', { token: await server.login('resident1') })).status).toBe(403);
  });
});
