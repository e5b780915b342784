/**
 * The live channel over a real WebSocket, on SQLite and PostgreSQL: who may subscribe to what, change
 * events only inside the subscriber's scope, closing on ended sign-ins, role-change notices.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, freshDatabaseUrl, startServer } from '../test-support/server';
import { type LiveClient, liveClient } from './test-client';

describe.each(DIALECTS)('live channel on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  const clients: LiveClient[] = [];
  const connect = async (token: string) => {
    const client = await liveClient(server.url, token);
    clients.push(client);
    return client;
  };
  const profileId = async (token: string) => (await server.request('GET', '/profile', { token })).body.data.id as number;
  const deviceOf = async (block: string) => {
    const { body } = await server.request('GET', '/devices/items', { token: admin, query: { size: 100 } });
    return body.data.find((d: { name: string }) => d.name.includes(`(${block})`)) as { id: number; name: string };
  };

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await server?.close();
  });

  it('lets a user subscribe to their own private topics and refuses everyone else’s with an error message', async () => {
    const token = await server.login('resident1');
    const id = await profileId(token);
    const client = await connect(token);
    await client.subscribe(`user.${id}`);
    await client.subscribe(`app-changes.${id}`);
    for (const topic of [`user.${id + 1}`, `app-changes.${id - 1}`]) {
      await expect(client.subscribe(topic)).rejects.toMatchObject({ answer: { topic, data: { type: 'error', code: 'prohibited', message: 'method or action prohibited' } } });
    }
    await expect(client.subscribe('no-such-topic.100')).rejects.toMatchObject({ answer: { data: { type: 'error', code: 'not_found' } } });
    // The dialer's topic of a number that is not the user's own.
    await expect(client.subscribe('calls-management.2001')).rejects.toMatchObject({ answer: { data: { type: 'error', code: 'prohibited' } } });
  });

  it('allows entity topics by view permission only', async () => {
    const resident = await connect(await server.login('resident1'));
    await expect(resident.subscribe('entity.devices')).rejects.toMatchObject({ answer: { data: { type: 'error', code: 'prohibited' } } });
    await resident.subscribe('entity.users'); // everyone sees their own user record
    const manager = await connect(await server.login('manager.a'));
    await manager.subscribe('entity.devices');
  });

  it('delivers a change only to subscribers whose scope includes the record', async () => {
    const managerA = await connect(await server.login('manager.a'));
    const managerB = await connect(await server.login('manager.b'));
    await managerA.subscribe('entity.devices');
    await managerB.subscribe('entity.devices');
    const [inA, inB] = [await deviceOf('Block A'), await deviceOf('Block B')];
    expect((await server.request('PATCH', `/devices/${inA.id}`, { token: admin, body: { name: `${inA.name} renamed` } })).status).toBe(200);
    expect((await server.request('PATCH', `/devices/${inB.id}`, { token: admin, body: { name: `${inB.name} renamed` } })).status).toBe(200);
    expect((await managerA.next((m) => m.topic === 'entity.devices' && m.data.type === 'updated')).data).toMatchObject({ id: inA.id });
    // B's own change arrives after A's would have: A's change never reached B.
    await managerB.next((m) => m.data.type === 'updated' && m.data.id === inB.id);
    expect(managerB.messages.filter((m) => m.data.id === inA.id)).toEqual([]);
    await managerA.next((m) => m.data.type === 'updated' && m.data.id === inA.id);
    expect(managerA.messages.filter((m) => m.data.id === inB.id)).toEqual([]);
  });

  it('announces creation and deletion on the entity topic', async () => {
    const dealer = await connect(await server.login('dealer'));
    await dealer.subscribe('entity.devices');
    const groups = (await server.request('GET', '/groups/items', { token: admin, query: { size: 100 } })).body.data;
    const blockA = groups.find((g: { name: string }) => g.name === 'Block A').id;
    const created = await server.request('PUT', '/devices', { token: admin, body: { name: `live ${dialect}`, type: 'panel', login: `live-${dialect}`, domain_id: blockA, protocol: 'http' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    expect((await dealer.next((m) => m.data.id === id && m.data.type === 'created')).data).toMatchObject({ by: expect.any(Number) });
    expect((await server.request('DELETE', `/devices/${id}`, { token: admin })).status).toBeLessThan(300);
    await dealer.next((m) => m.data.id === id && m.data.type === 'deleted');
  });

  it('closes with 4401 Unauthenticated for a bad token, and when the sign-in ends (logout)', async () => {
    const refused = await connect('not-a-token');
    expect(await refused.closed).toEqual({ code: 4401, reason: 'Unauthenticated' });
    const token = await server.login('auditor');
    const client = await connect(token);
    await client.subscribe(`user.${await profileId(token)}`);
    expect((await server.request('POST', '/logout', { token })).status).toBe(200);
    expect(await client.closed).toEqual({ code: 4401, reason: 'Unauthenticated' });
  });

  it('closes the sockets of the other sign-ins when the password changes, keeping this one’s', async () => {
    const login = `live.${dialect}`;
    const roles = (await server.request('GET', '/roles/items', { token: admin, query: { size: 100 } })).body.data;
    const groups = (await server.request('GET', '/groups/items', { token: admin, query: { size: 100 } })).body.data;
    const created = await server.request('PUT', '/users', {
      token: admin,
      body: { login, name: 'Live test', password: 'first-password', role_id: roles.find((r: { name: string }) => r.name === 'Resident').id, domain_ids: [groups[0].id] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const here = await server.login(login, 'first-password');
    const elsewhere = await server.login(login, 'first-password');
    const [hereClient, elsewhereClient] = [await connect(here), await connect(elsewhere)];
    await hereClient.subscribe(`user.${created.body.data.id}`);
    await elsewhereClient.subscribe(`user.${created.body.data.id}`);
    expect((await server.request('POST', '/profile/password', { token: here, body: { old: 'first-password', new: 'second-password' } })).status).toBe(200);
    expect(await elsewhereClient.closed).toEqual({ code: 4401, reason: 'Unauthenticated' });
    await hereClient.subscribe(`app-changes.${created.body.data.id}`); // still open and answering
  });

  it('tells the users of a changed role on app-changes and notifies them', async () => {
    const token = await server.login('manager.b');
    const id = await profileId(token);
    const client = await connect(token);
    await client.subscribe(`app-changes.${id}`);
    await client.subscribe(`user.${id}`);
    const roles = (await server.request('GET', '/roles/items', { token: admin, query: { size: 100 } })).body.data;
    const role = roles.find((r: { name: string }) => r.name === 'Group administrator');
    const changed = await server.request('PATCH', `/roles/${role.id}`, { token: admin, body: { permissions: [...role.permissions, 'audit.view'] } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await client.next((m) => m.topic === `app-changes.${id}` && m.data.type === 'role_changed')).data).toEqual({ type: 'role_changed', roleId: role.id });
    expect((await client.next((m) => m.topic === `user.${id}` && m.data.type === 'notification')).data).toMatchObject({ type: 'notification', notification_type: 'role_changed' });
    const unread = await server.request('GET', '/notifications/unread', { token });
    expect(unread.body.data.recent[0]).toMatchObject({ type: 'role_changed', read: false, data: { name: 'Group administrator' }, popup_action: { params: { page: '/profile' } } });
    // A user given another role hears of it too, with the new role's id.
    const dealerRole = roles.find((r: { name: string }) => r.name === 'Dealer');
    const moved = await server.request('PATCH', `/users/${id}`, { token: admin, body: { role_id: dealerRole.id } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await client.next((m) => m.data.type === 'role_changed' && m.data.roleId === dealerRole.id)).topic).toBe(`app-changes.${id}`);
    await server.request('PATCH', `/users/${id}`, { token: admin, body: { role_id: role.id } });
  });

  it("keeps a change's after-effects until done: once settled, every holder of a changed role has its notification", async () => {
    const roles = (await server.request('GET', '/roles/items', { token: admin, query: { size: 100 } })).body.data;
    const resident = roles.find((r: { name: string }) => r.name === 'Resident');
    const holders = await server.store.db.selectFrom('users').select('id').where('role_id', '=', resident.id).execute();
    expect(holders.length).toBeGreaterThan(1);
    // The previous test's last change (a user given back their role) tells its user after its answer too.
    await server.store.events!.settled();
    const since = Number((await server.store.db.selectFrom('notifications').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);
    const told = () => server.store.db.selectFrom('notifications').select('user_id').where('type', '=', 'role_changed').where('id', '>', since).execute();
    // Written after the answer (on PostgreSQL, typically not yet when it arrives): settled() is what tests wait on.
    expect((await server.request('PATCH', `/roles/${resident.id}`, { token: admin, body: { description: 'after-effects' } })).status).toBe(200);
    await server.store.events!.settled();
    expect((await told()).map((n) => Number(n.user_id)).sort((a, b) => a - b)).toEqual(holders.map((h) => Number(h.id)).sort((a, b) => a - b));
  });
});

describe('expired access token', () => {
  it('closes the socket with 4401 Unauthenticated once the token expires', async () => {
    const server = await startServer('sqlite', { config: { accessTokenTtlSeconds: 1 } });
    try {
      const client = await liveClient(server.url, await server.login('auditor'));
      const started = Date.now();
      expect(await client.closed).toEqual({ code: 4401, reason: 'Unauthenticated' });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await server.close();
    }
  });
});

describe('two server processes on one PostgreSQL database', () => {
  it('deliver each other’s change events (LISTEN/NOTIFY)', async () => {
    const databaseUrl = await freshDatabaseUrl('postgres');
    const first = await startServer('postgres', { config: { databaseUrl } });
    const second = await startServer('postgres', { demo: false, config: { databaseUrl } });
    try {
      const admin = await first.login('admin');
      const dealer = await liveClient(second.url, await second.login('dealer'));
      await dealer.subscribe('entity.devices');
      const device = (await first.request('GET', '/devices/items', { token: admin, query: { size: 1 } })).body.data[0];
      expect((await first.request('PATCH', `/devices/${device.id}`, { token: admin, body: { name: 'changed on the first process' } })).status).toBe(200);
      expect((await dealer.next((m) => m.data.type === 'updated' && m.data.id === device.id)).topic).toBe('entity.devices');
      dealer.close();
    } finally {
      await second.close();
      await first.close();
    }
  });
});
