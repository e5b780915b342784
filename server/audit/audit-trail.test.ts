/**
 * The audit trail over real HTTP on SQLite and PostgreSQL: every change through the generic repository
 * and every sign-in event is recorded with who, when, from where and what changed; secrets are masked;
 * refused changes leave no event; /audit-events lists and filters it for holders of audit.view.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

const MASK = '********';

describe.each(DIALECTS)('audit trail on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let adminId: number;
  let blockA: number;
  const events = async (query: Record<string, unknown> = {}) => {
    const answer = await server.request('GET', '/audit-events/items', { token: admin, query: { size: 1000, ...query } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as any[];
  };
  const eventCount = async () => (await server.request('GET', '/audit-events/items', { token: admin, query: { size: 1 } })).body.pagination.total as number;

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    adminId = (await server.request('GET', '/profile', { token: admin })).body.data.id;
    const groups = (await server.request('GET', '/groups/items', { token: admin, query: { size: 100 } })).body.data;
    blockA = groups.find((g: { name: string }) => g.name === 'Block A').id;
  });
  afterAll(async () => server?.close());

  it('records create, update and delete with before and after, secrets masked', async () => {
    const secrets = ['device-secret-1', 'mqtt-secret-1', 'device-secret-2', 'mqtt-secret-2'];
    const created = await server.request('PUT', '/devices', {
      token: admin,
      // X-Forwarded-For is ignored: TRUST_PROXY is off by default.
      headers: { 'x-forwarded-for': '203.0.113.9' },
      body: { name: 'Audited door', login: `AUDIT-${dialect}`, domain_id: blockA, password: secrets[0], device_settings: { mqtt: { password: secrets[1] } } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    const patched = await server.request('PATCH', `/devices/${id}`, { token: admin, body: { name: 'Audited gate', password: secrets[2], device_settings: { mqtt: { password: secrets[3] } } } });
    expect(patched.status).toBe(200);
    expect((await server.request('DELETE', `/devices/${id}`, { token: admin })).status).toBe(200);

    const trail = (await events({ entity: 'devices', record_id: id })).reverse();
    expect(trail.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    for (const event of trail) expect(event).toMatchObject({ user_id: adminId, ip: '127.0.0.1', entity: 'devices', record_id: id });
    const [create, update, remove] = trail;
    expect(create.changes.name).toEqual({ after: 'Audited door' });
    expect(create.changes.password).toEqual({ after: MASK });
    expect(create.changes.device_settings.after.mqtt.password).toBe(MASK);
    expect(update.changes.name).toEqual({ before: 'Audited door', after: 'Audited gate' });
    expect(update.changes.password).toEqual({ before: MASK, after: MASK });
    // Only what changed: the serial number stayed.
    expect(update.changes.login).toBeUndefined();
    expect(remove.changes.name).toEqual({ before: 'Audited gate' });
    expect(remove.changes.password).toEqual({ before: MASK });
    const text = JSON.stringify(trail);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(Date.parse(create.at)).toBeLessThanOrEqual(Date.parse(remove.at));
  });

  it('records a bulk delete as one event per deleted record', async () => {
    const ids: number[] = [];
    for (const name of ['Audit bulk 1', 'Audit bulk 2']) {
      ids.push((await server.request('PUT', '/groups', { token: admin, body: { name, parent_id: blockA, domain_type_id: 2 } })).body.data.id);
    }
    const deleted = await server.request('POST', '/groups/delete', { token: admin, body: { items: ids } });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    for (const id of ids) {
      expect((await events({ entity: 'groups', record_id: id })).map((e) => e.action)).toEqual(['delete', 'create']);
    }
  });

  it('leaves no event for refused or failed changes', async () => {
    const before = await eventCount();
    const manager = await server.login('manager.b');
    const afterLogin = await eventCount();
    expect(afterLogin).toBe(before + 1);
    expect((await server.request('PATCH', `/groups/${blockA}`, { token: manager, body: { name: 'Not yours' } })).status).toBeGreaterThanOrEqual(400);
    expect((await server.request('PUT', '/devices', { token: admin, body: { name: '' } })).status).toBe(422);
    expect((await server.request('PUT', '/users', { token: admin, body: { login: 'admin', name: 'Twin', password: 'long-enough-1', domain_ids: [blockA] } })).status).toBe(409);
    expect(await eventCount()).toBe(afterLogin);
  });

  it('records sign-in, failed sign-in, password change and sign-out, password masked', async () => {
    const login = `audit.${dialect}`;
    const created = await server.request('PUT', '/users', { token: admin, body: { login, name: 'Audit user', password: 'first-password', domain_ids: [blockA] } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    expect((await server.request('POST', '/login', { body: { login, password: 'wrong-password' } })).status).toBe(401);
    const token = await server.login(login, 'first-password');
    expect((await server.request('POST', '/profile/password', { token, body: { old: 'first-password', new: 'second-password' } })).status).toBe(200);
    expect((await server.request('POST', '/logout', { token })).status).toBe(200);
    const trail = await events({ entity: 'users', record_id: id });
    expect(trail.map((e) => e.action)).toEqual(['logout', 'password_change', 'login', 'login_failed', 'create']);
    expect(trail[1].changes).toEqual({ password: { before: MASK, after: MASK } });
    expect(trail[3]).toMatchObject({ user_id: null, ip: '127.0.0.1', changes: { login: { after: login } } });
    expect(trail[4].changes.password).toEqual({ after: MASK });
    expect(JSON.stringify(trail)).not.toMatch(/first-password|second-password/);
    expect((await events({ user_id: id })).map((e) => e.action)).toEqual(['logout', 'password_change', 'login']);
  });

  it('filters by time range and paginates', async () => {
    const all = await events();
    const total = all.length;
    expect(total).toBeGreaterThan(3);
    const middle = all[Math.floor(total / 2)].at;
    const later = await events({ from: middle });
    const earlier = await events({ to: middle });
    expect(later.length + earlier.length).toBe(total);
    expect(later.every((e) => e.at >= middle) && earlier.every((e) => e.at < middle)).toBe(true);
    const page = await server.request('GET', '/audit-events/items', { token: admin, query: { size: 2, page: 2 } });
    expect(page.body.pagination).toMatchObject({ size: 2, page: 2 });
    expect(page.body.data.map((e: { id: number }) => e.id)).toEqual(all.slice(2, 4).map((e) => e.id));
    for (const bad of [{ from: 'yesterday' }, { user_id: 'me' }, { size: 0 }]) {
      expect((await server.request('GET', '/audit-events/items', { token: admin, query: bad })).status).toBe(400);
    }
  });

  it('is readable with audit.view only', async () => {
    const auditor = await server.login('auditor');
    expect((await server.request('GET', '/audit-events/items', { token: auditor })).status).toBe(200);
    const manager = await server.login('manager.a');
    expect((await server.request('GET', '/audit-events/items', { token: manager })).status).toBe(403);
    expect((await server.request('GET', '/audit-events/items')).status).toBe(401);
  });
});
