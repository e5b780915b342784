/**
 * The actor cache (server/auth/actor-cache.ts) must never serve a stale actor: each change to what an actor
 * is made of is followed at once by a request that would answer differently with the old one, on both
 * databases. On PostgreSQL a change by another server process on the same database is heard through
 * LISTEN/NOTIFY, a moment after its commit.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgModule } from '../db/pg';
import { DEMO_PASSWORD, DIALECTS, type TestServer, startServer } from '../test-support/server';

describe.each(DIALECTS)('actor cache on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  const groupIds: Record<string, number> = {};
  let userCount = 0;

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    const groups = (await server.request('GET', '/groups/items', { token: admin, query: { size: 100 } })).body.data;
    for (const g of groups as { id: number; name: string }[]) groupIds[g.name] = g.id;
  });
  afterAll(async () => server?.close());

  const newRole = async (permissions: string[]) => {
    const { status, body } = await server.request('PUT', '/roles', { token: admin, body: { name: `Cache ${dialect} ${++userCount}`, permissions } });
    expect(status, JSON.stringify(body)).toBe(201);
    return body.data.id as number;
  };
  /** A new user of `roleId` in `group`, signed in. */
  const newUser = async (roleId: number, group: string) => {
    const login = `cache.${dialect}.${++userCount}`;
    const { status, body } = await server.request('PUT', '/users', {
      token: admin, body: { login, name: 'Cache test', password: DEMO_PASSWORD, role_id: roleId, domain_ids: [groupIds[group]] },
    });
    expect(status, JSON.stringify(body)).toBe(201);
    return { id: body.data.id as number, token: await server.login(login, DEMO_PASSWORD) };
  };
  /** Names of the devices the token's actor sees (a list without a view grant is empty), in one request. */
  const devicesNow = async (token: string) => {
    const { status, body } = await server.request('GET', '/devices/items', { token, query: { size: 100 } });
    expect(status).toBe(200);
    return (body.data as { name: string }[]).map((d) => d.name);
  };
  /** The same, asked twice so that the actor is in the cache afterwards. */
  const deviceNames = async (token: string) => {
    await devicesNow(token);
    return devicesNow(token);
  };
  const onlyIn = (names: string[], block: string) => names.length > 0 && names.every((n) => n.endsWith(`(${block})`));

  it('a role losing a permission sees nothing on the next request', async () => {
    const roleId = await newRole(['devices.view.all']);
    const { token } = await newUser(roleId, 'Block A');
    expect((await deviceNames(token)).length).toBeGreaterThan(0);
    expect((await server.request('PATCH', `/roles/${roleId}`, { token: admin, body: { permissions: ['profile.edit'] } })).status).toBe(200);
    expect(await devicesNow(token)).toEqual([]);
  });

  it('a user given another role is judged by it on the next request', async () => {
    const { id, token } = await newUser(await newRole(['devices.view.all']), 'Block A');
    expect((await deviceNames(token)).length).toBeGreaterThan(0);
    const other = await newRole(['profile.edit']);
    expect((await server.request('PATCH', `/users/${id}`, { token: admin, body: { role_id: other } })).status).toBe(200);
    expect(await devicesNow(token)).toEqual([]);
  });

  it('a user moved to another group is scoped anew on the next list', async () => {
    const { id, token } = await newUser(await newRole(['devices.view.descendants']), 'Block A');
    expect(onlyIn(await deviceNames(token), 'Block A')).toBe(true);
    expect((await server.request('PATCH', `/users/${id}`, { token: admin, body: { domain_ids: [groupIds['Block B']] } })).status).toBe(200);
    expect(onlyIn(await devicesNow(token), 'Block B')).toBe(true);
  });

  it('a write outside the repository (raw SQL) is seen by the next request', async () => {
    const { id, token } = await newUser(await newRole(['devices.view.all']), 'Block A');
    expect((await deviceNames(token)).length).toBeGreaterThan(0);
    await sql`update users set role_id = null where id = ${id}`.execute(server.store.db);
    expect(await devicesNow(token)).toEqual([]);
  });

  it('logout answers 401 to the next request with the token', async () => {
    const { token } = await newUser(await newRole(['devices.view.all']), 'Block A');
    await deviceNames(token);
    expect((await server.request('POST', '/logout', { token })).status).toBeLessThan(300);
    expect((await server.request('GET', '/devices/items', { token })).status).toBe(401);
  });

  it('a password change ends the other sign-ins at once', async () => {
    const { token } = await newUser(await newRole(['devices.view.all', 'profile.edit']), 'Block A');
    const login = `cache.${dialect}.${userCount}`;
    const other = await server.login(login, DEMO_PASSWORD);
    await deviceNames(other);
    const changed = await server.request('POST', '/profile/password', { token, body: { old: DEMO_PASSWORD, new: 'a-new-password-1' } });
    expect(changed.status, JSON.stringify(changed.body)).toBeLessThan(300);
    expect((await server.request('GET', '/devices/items', { token: other })).status).toBe(401);
  });

  it('a move of the user\'s own group (its path changes) is seen by the next list', async () => {
    const { token } = await newUser(await newRole(['devices.view.descendants']), 'Block A');
    expect(onlyIn(await deviceNames(token), 'Block A')).toBe(true);
    const moved = await server.request('PATCH', `/groups/${groupIds['Block A']}`, { token: admin, body: { parent_id: groupIds['Harbour Office Park'] } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // With the old path the descendants filter would match no group any more.
    expect(onlyIn(await devicesNow(token), 'Block A')).toBe(true);
  });
});

/**
 * Another process is played by a plain PostgreSQL connection outside this process's pools (a second server in
 * this process would share its write generation): its write reaches here only as a notification.
 */
describe('actor cache across server processes on postgres', () => {
  it('a change written by another process is seen here a moment later', async () => {
    const here = await startServer('postgres');
    const outsider = new (pgModule().Client)({ connectionString: here.config.databaseUrl });
    await outsider.connect();
    try {
      const admin = await here.login('admin');
      const role = await here.request('PUT', '/roles', { token: admin, body: { name: 'Across processes', permissions: ['devices.view.all'] } });
      const group = (await here.request('GET', '/groups/items', { token: admin, query: { size: 1 } })).body.data[0];
      const user = await here.request('PUT', '/users', {
        token: admin, body: { login: 'across.processes', name: 'Across', password: DEMO_PASSWORD, role_id: role.body.data.id, domain_ids: [group.id] },
      });
      expect(user.status, JSON.stringify(user.body)).toBe(201);
      const token = await here.login('across.processes', DEMO_PASSWORD);
      const devicesNow = async () => (await here.request('GET', '/devices/items', { token, query: { size: 100 } })).body.data.length as number;
      await devicesNow();
      expect(await devicesNow()).toBeGreaterThan(0);
      await outsider.query(`update roles set permissions = '["profile.edit"]' where id = $1`, [role.body.data.id]);
      const deadline = Date.now() + 1_000;
      while ((await devicesNow()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await devicesNow()).toBe(0);
    } finally {
      await outsider.end();
      await here.close();
    }
  });
});
