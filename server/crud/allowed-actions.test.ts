/**
 * GET /{path}/{id}/allowed-actions over real HTTP on SQLite and PostgreSQL: what the console offers on a
 * record page is what the server's own write filters accept, record by record. An actor who sees every
 * identifier but may edit only those of their groups is told so per identifier, and the writes agree; a
 * record out of view is not found; an auditor may change nothing but their own user record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

type Row = Record<string, any>;

describe.each(DIALECTS)('allowed actions on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  const devices: Record<string, number> = {};
  const groups: Record<string, number> = {};
  const identifiers: Record<string, number> = {};

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    for (const row of (await server.request('GET', '/groups/items', { token: admin, query: { size: 100 } })).body.data as Row[]) groups[row.name] = row.id;
    for (const row of (await server.request('GET', '/devices/items', { token: admin, query: { size: 100 } })).body.data as Row[]) devices[row.domain_id === groups['Block A'] ? 'blockA' : 'other'] ??= row.id;
    for (const row of (await server.request('GET', '/devices/items', { token: admin, query: { size: 100 } })).body.data as Row[]) if (row.domain_id === groups['Block B']) devices.blockB ??= row.id;
    expect(devices.blockA && devices.blockB, JSON.stringify(devices)).toBeTruthy();
    for (const row of (await server.request('GET', '/identifiers/items', { token: admin, query: { size: 100 } })).body.data as Row[]) identifiers[row.name] = row.id;
  });
  afterAll(async () => server?.close());

  const allowed = (token: string, path: string) => server.request('GET', `${path}/allowed-actions`, { token });

  it('tells the administrator every operation of the entity, revoke where it has one', async () => {
    expect((await allowed(admin, `/devices/${devices.blockA}`)).body.data).toEqual({ update: true, delete: true });
    const identifier = (await server.request('GET', '/identifiers/items', { token: admin, query: { size: 1 } })).body.data[0] as Row;
    expect((await allowed(admin, `/identifiers/${identifier.id}`)).body.data).toEqual({ update: true, delete: true, revoke: true });
  });

  it('tells an auditor, who reads everything, that nothing may be changed but their own user record', async () => {
    const auditor = await server.login('auditor');
    expect((await allowed(auditor, `/devices/${devices.blockB}`)).body.data).toEqual({ update: false, delete: false });
    const users = (await server.request('GET', '/users/items', { token: auditor, query: { size: 100 } })).body.data as Row[];
    for (const user of users) {
      const own = user.login === 'auditor';
      expect((await allowed(auditor, `/users/${user.id}`)).body.data, user.login).toEqual({ update: own, delete: false });
    }
  });

  it('answers per record for one who sees every identifier and edits those of Block A, and the writes agree', async () => {
    const role = await server.request('PUT', '/roles', { token: admin, body: { name: `Viewer-editor ${dialect}`, permissions: ['identifiers.view.all', 'identifiers.edit'] } });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const login = `viewer.editor.${dialect}`;
    const user = await server.request('PUT', '/users', { token: admin, body: { login, name: login, password: 'viewer-password', role_id: role.body.data.id, domain_ids: [groups['Block A']] } });
    expect(user.status, JSON.stringify(user.body)).toBe(201);
    const token = await server.login(login, 'viewer-password');
    const [blockA, blockB] = [identifiers['Resident 1 card'], identifiers['Resident 6 car']];
    expect((await allowed(token, `/identifiers/${blockA}`)).body.data).toEqual({ update: true, delete: false, revoke: true });
    expect((await allowed(token, `/identifiers/${blockB}`)).body.data).toEqual({ update: false, delete: false, revoke: false });
    expect((await server.request('PATCH', `/identifiers/${blockB}`, { token, body: { name: 'Renamed' } })).status).toBe(403);
    expect((await server.request('DELETE', `/identifiers/${blockA}`, { token })).status).toBe(403);
    expect((await server.request('PATCH', `/identifiers/${blockA}`, { token, body: { name: 'Resident 1 card (renamed)' } })).status).toBe(200);
  });

  it("answers not found for a record out of the actor's view, and for ids no table holds", async () => {
    const managerA = await server.login('manager.a');
    expect((await allowed(managerA, `/devices/${devices.blockB}`)).status).toBe(404);
    expect((await allowed(managerA, '/devices/999999999')).status).toBe(404);
    expect((await allowed(managerA, '/devices/abc')).status).toBe(404);
    expect((await allowed(managerA, `/devices/${devices.blockA}`)).body.data).toEqual({ update: true, delete: true });
  });
});
