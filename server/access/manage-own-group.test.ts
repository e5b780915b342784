/**
 * "Manage own group" permissions of 001 §6 (issue 37 item 6), through HTTP on both databases: each lets its
 * holder manage that part of their own groups, never a group below or beside them; without it the same
 * request is refused and writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_TYPES } from '../../schemas/group';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';

describe.each(DIALECTS)('managing one\'s own group on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let serial = 0;
  const unique = (prefix: string) => `${prefix}-${dialect}-${++serial}`;
  let own: number;
  let below: number;

  const created = async (path: string, body: Record<string, unknown>, token = admin) => {
    const answer = await server.request('PUT', path, { token, body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data.id as number;
  };
  async function manager(permissions: string[]) {
    const role_id = await created('/roles', { name: unique('role'), permissions });
    const login = unique('manager');
    await created('/users', { login, name: login, role_id, domain_ids: [own], password: 'start-password' });
    return server.login(login, 'start-password');
  }
  /** Runs a refused write and proves it wrote nothing. */
  async function refused(write: () => Promise<{ status: number }>, status: number) {
    const before = await storeFingerprint(server.store);
    expect((await write()).status).toBe(status);
    expect(await storeFingerprint(server.store)).toEqual(before);
  }

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    own = await created('/groups', { name: unique('building'), parent_id: 0, domain_type_id: GROUP_TYPES.building });
    below = await created('/groups', { name: unique('unit'), parent_id: own, domain_type_id: GROUP_TYPES.unit });
  });
  afterAll(async () => server?.close());

  it('groups.manage_own.users: lists, adds, edits and deletes the users of the own group only', async () => {
    const resident = await created('/users', { login: unique('resident'), name: 'Resident', domain_ids: [own] });
    const deeper = await created('/users', { login: unique('deeper'), name: 'Deeper', domain_ids: [below] });
    const without = await manager(['profile.edit']);
    expect((await server.request('GET', `/users/${resident}`, { token: without })).status).toBe(404);
    await refused(() => server.request('PATCH', `/users/${resident}`, { token: without, body: { name: 'Renamed' } }), 404);
    await refused(() => server.request('PUT', '/users', { token: without, body: { login: unique('new'), name: 'New', domain_ids: [own] } }), 403);

    const token = await manager(['groups.manage_own.users']);
    expect((await server.request('PATCH', `/users/${resident}`, { token, body: { name: 'Renamed' } })).status).toBe(200);
    const added = await created('/users', { login: unique('new'), name: 'New', domain_ids: [own] }, token);
    expect((await server.request('DELETE', `/users/${added}`, { token })).status).toBe(200);
    await refused(() => server.request('PATCH', `/users/${deeper}`, { token, body: { name: 'Renamed' } }), 404);
    await refused(() => server.request('PUT', '/users', { token, body: { login: unique('new'), name: 'New', domain_ids: [below] } }), 403);
  });

  // The managers see the devices below too (devices.view.descendants): what they may not change answers 403.
  it('groups.manage_own.devices: adds, edits and deletes the devices of the own group only', async () => {
    const device = (domain_id: number) => ({ name: unique('door'), type: 'panel', login: unique('SN'), domain_id, protocol: 'mqtt' });
    const door = await created('/devices', device(own));
    const deeperDoor = await created('/devices', device(below));
    const without = await manager(['devices.view.descendants']);
    await refused(() => server.request('PATCH', `/devices/${door}`, { token: without, body: { name: 'Renamed' } }), 403);
    await refused(() => server.request('PUT', '/devices', { token: without, body: device(own) }), 403);

    const token = await manager(['devices.view.descendants', 'groups.manage_own.devices']);
    expect((await server.request('PATCH', `/devices/${door}`, { token, body: { name: 'Renamed' } })).status).toBe(200);
    const added = await created('/devices', device(own), token);
    expect((await server.request('DELETE', `/devices/${added}`, { token })).status).toBe(200);
    await refused(() => server.request('PATCH', `/devices/${deeperDoor}`, { token, body: { name: 'Renamed' } }), 403);
    await refused(() => server.request('PUT', '/devices', { token, body: device(below) }), 403);
  });

  it('groups.manage_own.guest_access: changes the own group\'s guest pass limits', async () => {
    const limits = { guest_identifier_limits: { max_passes_count: 5, max_period_days: 7 } };
    const without = await manager(['groups.manage_own.general']);
    await refused(() => server.request('PATCH', `/groups/${own}`, { token: without, body: limits }), 403);
    expect((await server.request('PATCH', `/groups/${own}`, { token: without, body: { description: 'kept' } })).status).toBe(200);

    const token = await manager(['groups.manage_own.general', 'groups.manage_own.guest_access']);
    const answer = await server.request('PATCH', `/groups/${own}`, { token, body: limits });
    expect(answer.status).toBe(200);
    expect(answer.body.data.guest_identifier_limits).toEqual(limits.guest_identifier_limits);
  });
});
