/**
 * Permissions and scopes (001 §6) through real HTTP, on SQLite and PostgreSQL, with the demo project:
 * manager.a administers Block A, manager.b Block B; dealer sees every device; auditor reads everything;
 * residents see themselves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';

type Row = Record<string, any>;

describe.each(DIALECTS)('access scopes on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let managerA: string;
  let resident: string;
  let auditor: string;
  let dealer: string;
  let groups: Row[];
  let users: Row[];
  let devices: Row[];
  let roles: Row[];

  const group = (name: string) => groups.find((g) => g.name === name)!;
  const user = (login: string) => users.find((u) => u.login === login)!;
  const role = (name: string) => roles.find((r) => r.name === name)!;
  const all = async (token: string, path: string) => {
    const { status, body } = await server.request('GET', `${path}/items`, { token, query: { size: 1000 } });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.pagination.total).toBe(body.data.length);
    return body.data as Row[];
  };
  /** Groups at or below `name`. */
  const subtree = (name: string) => groups.filter((g) => g.path.startsWith(group(name).path));
  const sortedNames = (rows: Row[], key = 'name') => rows.map((row) => row[key]).sort();
  let counter = 0;
  const unique = (prefix: string) => `${prefix}-${dialect}-${++counter}`;

  beforeAll(async () => {
    server = await startServer(dialect);
    [admin, managerA, resident, auditor, dealer] = await Promise.all(['admin', 'manager.a', 'resident1', 'auditor', 'dealer'].map((login) => server.login(login)));
    [groups, users, devices, roles] = await Promise.all(['/groups', '/users', '/devices', '/roles'].map((path) => all(admin, path)));
  });
  afterAll(async () => server?.close());

  describe('group administrator (manager.a, Block A, descendants scope)', () => {
    it('lists only the groups, users and devices of Block A', async () => {
      expect(sortedNames(await all(managerA, '/groups'))).toEqual(sortedNames(subtree('Block A')));
      expect(sortedNames(await all(managerA, '/groups'))).toHaveLength(7);
      const blockAGroups = new Set(subtree('Block A').map((g) => g.id));
      const expectedUsers = users.filter((u) => u.domain_ids.some((id: number) => blockAGroups.has(id)));
      expect(sortedNames(await all(managerA, '/users'), 'login')).toEqual(sortedNames(expectedUsers, 'login'));
      expect(sortedNames(expectedUsers, 'login')).toEqual(['concierge.a', 'manager.a', 'resident1', 'resident2', 'resident3', 'resident4']);
      const ownDevices = await all(managerA, '/devices');
      expect(ownDevices).toHaveLength(6);
      expect(ownDevices.every((d) => d.domain_id === group('Block A').id)).toBe(true);
      // Filters narrow the scope, never widen it.
      const filtered = await server.request('GET', '/devices/items', {
        token: managerA,
        query: { filters: { matching: 'match_any', items: [{ field: 'name', rule: 'has', value: 'Block B' }, { field: 'id', rule: 'above', value: 0 }] } },
      });
      expect(filtered.body.pagination.total).toBe(6);
    });

    it("answers 404, not 403, for Block B's records: get, update, delete", async () => {
      const before = await storeFingerprint(server.store);
      const blockBDevice = devices.find((d) => d.domain_id === group('Block B').id)!;
      const targets = [`/groups/${group('Block B').id}`, `/groups/${group('Block B entrance 1').id}`, `/users/${user('manager.b').id}`, `/users/${user('resident5').id}`, `/devices/${blockBDevice.id}`];
      for (const path of targets) {
        for (const method of ['GET', 'PATCH', 'DELETE']) {
          const answer = await server.request(method, path, { token: managerA, body: method === 'PATCH' ? { name: 'Taken over' } : undefined });
          expect(answer.status, `${method} ${path}`).toBe(404);
          expect(answer.body.message).toBe('not found');
        }
      }
      const bulk = await server.request('POST', '/devices/delete', { token: managerA, body: { items: [blockBDevice.id] } });
      expect(bulk.status).toBe(200);
      expect(bulk.body).toMatchObject({ deleted: [], not_found: [blockBDevice.id] });
      const embedded = await server.request('GET', `/users/${user('manager.a').id}`, { token: managerA, query: { with: 'role,domains' } });
      expect(embedded.status).toBe(200);
      expect(await storeFingerprint(server.store)).toEqual(before);
    });

    it('cannot create a user or a device in Block B (403), can in a Block A entrance', async () => {
      const before = await storeFingerprint(server.store);
      const inB = { login: unique('intruder'), name: 'Intruder', domain_ids: [group('Block B entrance 1').id], role_id: role('Resident').id, password: 'password-1' };
      const userInB = await server.request('PUT', '/users', { token: managerA, body: inB });
      expect(userInB.status).toBe(403);
      expect(userInB.body.message).toBe('method or action prohibited');
      const bothBlocks = await server.request('PUT', '/users', { token: managerA, body: { ...inB, domain_ids: [group('Block A').id, group('Block B').id] } });
      expect(bothBlocks.status).toBe(403);
      const deviceInB = await server.request('PUT', '/devices', { token: managerA, body: { name: 'Rogue', login: unique('SN'), domain_id: group('Block B').id } });
      expect(deviceInB.status).toBe(403);
      const atRoot = await server.request('PUT', '/devices', { token: managerA, body: { name: 'Rogue', login: unique('SN'), domain_id: 0 } });
      expect(atRoot.status).toBe(403);
      expect(await storeFingerprint(server.store)).toEqual(before);

      const entrance = group('Block A entrance 1').id;
      const newUser = await server.request('PUT', '/users', { token: managerA, body: { ...inB, domain_ids: [entrance] } });
      expect(newUser.status).toBe(201);
      expect(newUser.body.data).toMatchObject({ domain_ids: [entrance], created_by: user('manager.a').id });
      const newDevice = await server.request('PUT', '/devices', { token: managerA, body: { name: 'Entrance panel', login: unique('SN'), domain_id: entrance } });
      expect(newDevice.status).toBe(201);
      const subgroup = await server.request('PUT', '/groups', { token: managerA, body: { name: unique('Storey'), parent_id: entrance, domain_type_id: 6 } });
      expect(subgroup.status).toBe(201);
      const rootGroup = await server.request('PUT', '/groups', { token: managerA, body: { name: unique('Estate'), parent_id: 0 } });
      expect(rootGroup.status).toBe(403);
    });

    it('cannot move its records into Block B, can edit them in place', async () => {
      const device = (await server.request('PUT', '/devices', { token: managerA, body: { name: 'Mover', login: unique('SN'), domain_id: group('Block A').id } })).body.data;
      const moved = await server.request('PATCH', `/devices/${device.id}`, { token: managerA, body: { domain_id: group('Block B').id } });
      expect(moved.status).toBe(403);
      const renamed = await server.request('PATCH', `/devices/${device.id}`, { token: managerA, body: { name: 'Renamed mover' } });
      expect(renamed.status).toBe(200);
      expect(renamed.body.data).toMatchObject({ name: 'Renamed mover', domain_id: group('Block A').id });

      const residentMove = await server.request('PATCH', `/users/${user('resident2').id}`, { token: managerA, body: { domain_ids: [group('Block B entrance 1').id] } });
      expect(residentMove.status).toBe(403);
      const residentRename = await server.request('PATCH', `/users/${user('resident2').id}`, { token: managerA, body: { name: 'Resident Two' } });
      expect(residentRename.status).toBe(200);

      // Its own group: general parameters may change, its place in the hierarchy may not.
      const blockA = await server.request('PATCH', `/groups/${group('Block A').id}`, { token: managerA, body: { description: 'Managed by Alice' } });
      expect(blockA.status).toBe(200);
      expect(blockA.body.data).toMatchObject({ description: 'Managed by Alice', parent_id: group('Riverside Residence').id });
      const escape = await server.request('PATCH', `/groups/${group('Block A').id}`, { token: managerA, body: { parent_id: group('Harbour Office Park').id } });
      expect(escape.status).toBe(403);
      expect((await server.request('GET', `/groups/${group('Block A').id}`, { token: admin })).body.data.parent_id).toBe(group('Riverside Residence').id);
    });

    it('assigns only the roles its role may assign', async () => {
      const body = { login: unique('resident'), name: 'New resident', domain_ids: [group('Block A').id], password: 'password-1' };
      const dealerRole = await server.request('PUT', '/users', { token: managerA, body: { ...body, role_id: role('Dealer').id } });
      expect(dealerRole.status).toBe(403);
      expect(dealerRole.body.error.fields).toEqual({ role_id: expect.any(String) });
      const residentRole = await server.request('PUT', '/users', { token: managerA, body: { ...body, role_id: role('Resident').id } });
      expect(residentRole.status).toBe(201);
      const promote = await server.request('PATCH', `/users/${residentRole.body.data.id}`, { token: managerA, body: { role_id: role('System administrator').id } });
      expect(promote.status).toBe(403);
      expect((await server.request('GET', `/users/${residentRole.body.data.id}`, { token: admin })).body.data.role_id).toBe(role('Resident').id);
      // Roles it may not assign are not even listed.
      expect(sortedNames(await all(managerA, '/roles'))).toEqual(['Group administrator', 'Resident']);
      expect((await server.request('GET', `/roles/${role('Dealer').id}`, { token: managerA })).status).toBe(404);
    });
  });

  describe('resident', () => {
    it('sees only its own user record and its own apartment', async () => {
      const self = await all(resident, '/users');
      expect(self.map((u) => u.login)).toEqual(['resident1']);
      expect(sortedNames(await all(resident, '/groups'))).toEqual(['Apartment 111']);
      expect(await all(resident, '/devices')).toEqual([]);
      expect((await server.request('GET', `/users/${user('resident2').id}`, { token: resident })).status).toBe(404);
      expect((await server.request('PATCH', `/users/${user('resident2').id}`, { token: resident, body: { name: 'x' } })).status).toBe(404);
      expect((await server.request('GET', `/devices/${devices[0].id}`, { token: resident })).status).toBe(404);
    });

    it('edits its own name, not its role, groups or login', async () => {
      const id = user('resident1').id;
      const renamed = await server.request('PATCH', `/users/${id}`, { token: resident, body: { name: 'Resident One' } });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      expect(renamed.body.data.name).toBe('Resident One');
      for (const body of [{ role_id: role('System administrator').id }, { domain_ids: [0] }, { login: 'root' }, { name: 'Sneaky', role_id: role('Dealer').id }]) {
        const answer = await server.request('PATCH', `/users/${id}`, { token: resident, body });
        expect(answer.status, JSON.stringify(body)).toBe(403);
      }
      const stored = (await server.request('GET', `/users/${id}`, { token: admin })).body.data;
      expect(stored).toMatchObject({ name: 'Resident One', login: 'resident1', role_id: role('Resident').id, domain_ids: [group('Apartment 111').id] });
      // Sending an unchanged value of a field it may not edit is no change.
      const unchanged = await server.request('PATCH', `/users/${id}`, { token: resident, body: { name: 'Resident 1', role_id: role('Resident').id } });
      expect(unchanged.status).toBe(200);
    });

    it('cannot create or delete anything', async () => {
      const before = await storeFingerprint(server.store);
      expect((await server.request('PUT', '/users', { token: resident, body: { login: unique('x'), name: 'x', domain_ids: [group('Apartment 111').id] } })).status).toBe(403);
      expect((await server.request('PUT', '/devices', { token: resident, body: { name: 'x', login: unique('SN'), domain_id: group('Apartment 111').id } })).status).toBe(403);
      expect((await server.request('PUT', '/roles', { token: resident, body: { name: unique('role') } })).status).toBe(403);
      expect((await server.request('DELETE', `/users/${user('resident1').id}`, { token: resident })).status).toBe(403);
      expect((await server.request('DELETE', `/groups/${group('Apartment 111').id}`, { token: resident })).status).toBe(403);
      expect(await storeFingerprint(server.store)).toEqual(before);
    });
  });

  describe('auditor (view all)', () => {
    it('lists everything the system administrator lists', async () => {
      for (const path of ['/groups', '/devices', '/roles', '/users']) {
        const everything = await all(admin, path);
        expect(everything.length).toBeGreaterThan(1);
        expect((await all(auditor, path)).map((row) => row.id).sort()).toEqual(everything.map((row) => row.id).sort());
      }
    });

    it('gets 403 on every write and changes nothing', async () => {
      const before = await storeFingerprint(server.store);
      const device = devices[0];
      const writes: [string, string, unknown][] = [
        ['PUT', '/devices', { name: 'x', login: unique('SN'), domain_id: 0 }],
        ['PUT', '/users', { login: unique('u'), name: 'x', domain_ids: [0] }],
        ['PUT', '/groups', { name: 'x', parent_id: 0 }],
        ['PUT', '/roles', { name: unique('role') }],
        ['PATCH', `/devices/${device.id}`, { name: 'Audited' }],
        ['PATCH', `/users/${user('dealer').id}`, { name: 'Audited' }],
        ['PATCH', `/groups/${group('Block A').id}`, { name: 'Audited' }],
        ['PATCH', `/roles/${role('Dealer').id}`, { name: 'Audited' }],
        ['DELETE', `/devices/${device.id}`, undefined],
        ['DELETE', `/users/${user('resident7').id}`, undefined],
        ['DELETE', `/roles/${role('Resident').id}`, undefined],
        ['POST', '/devices/delete', { items: [device.id] }],
        ['POST', '/users/delete', { items: [user('resident7').id] }],
      ];
      for (const [method, path, body] of writes) {
        const answer = await server.request(method, path, { token: auditor, body });
        expect(answer.status, `${method} ${path}`).toBe(403);
        expect(answer.body.message).toBe('method or action prohibited');
      }
      expect(await storeFingerprint(server.store)).toEqual(before);
    });
  });

  describe('dealer', () => {
    it('sees every device but no other user', async () => {
      const everyDevice = await all(admin, '/devices');
      expect(new Set(everyDevice.map((d) => d.domain_id)).size).toBeGreaterThan(1);
      expect(sortedNames(await all(dealer, '/devices'))).toEqual(sortedNames(everyDevice));
      expect((await all(dealer, '/users')).map((u) => u.login)).toEqual(['dealer']);
      const created = await server.request('PUT', '/devices', { token: dealer, body: { name: 'Installed', login: unique('SN'), domain_id: group('Block B').id } });
      expect(created.status).toBe(201);
    });
  });

  describe('roles', () => {
    async function userWithRole(name: string, permissions: string[]) {
      const newRole = (await server.request('PUT', '/roles', { token: admin, body: { name: unique(name), permissions } })).body.data;
      const login = unique(name.toLowerCase().replace(/ /g, '.'));
      const created = await server.request('PUT', '/users', { token: admin, body: { login, name, domain_ids: [0], role_id: newRole.id, password: 'role-password' } });
      expect(created.status).toBe(201);
      return { role: newRole, token: await server.login(login, 'role-password') };
    }

    it('a role cannot be created with permissions its creator does not hold', async () => {
      const maker = await userWithRole('Role maker', ['roles.create', 'roles.view', 'devices.view']);
      const subset = await server.request('PUT', '/roles', { token: maker.token, body: { name: unique('Viewer'), permissions: ['devices.view'] } });
      expect(subset.status, JSON.stringify(subset.body)).toBe(201);
      const before = await storeFingerprint(server.store);
      const more = await server.request('PUT', '/roles', { token: maker.token, body: { name: unique('Escalated'), permissions: ['devices.view', 'devices.view.all', 'users.edit.all'] } });
      expect(more.status).toBe(403);
      expect(more.body.error.fields.permissions).toContain('devices.view.all');
      const assignable = await server.request('PUT', '/roles', { token: maker.token, body: { name: unique('Assigner'), available_roles: [role('System administrator').id] } });
      expect(assignable.status).toBe(403);
      expect(await storeFingerprint(server.store)).toEqual(before);
    });

    it('unless the creator may grant more than its own (roles.grant_more_than_own)', async () => {
      const granter = await userWithRole('Granter', ['roles.create', 'roles.view', 'roles.grant_more_than_own']);
      const more = await server.request('PUT', '/roles', { token: granter.token, body: { name: unique('Wide'), permissions: ['devices.view.all', 'users.edit.all'] } });
      expect(more.status).toBe(201);
      expect(more.body.data.permissions).toEqual(['devices.view.all', 'users.edit.all']);
    });

    it('refuses permissions that are not in the catalogue', async () => {
      const answer = await server.request('PUT', '/roles', { token: admin, body: { name: unique('Bogus'), permissions: ['everything'] } });
      expect(answer.status).toBe(422);
    });
  });

  describe('group hierarchy', () => {
    it('a group cannot be moved under itself or its own descendant', async () => {
      const before = await storeFingerprint(server.store);
      const paths = (await all(admin, '/groups')).map((g) => g.path).sort();
      for (const target of ['Block A', 'Block A entrance 1', 'Apartment 111']) {
        const answer = await server.request('PATCH', `/groups/${group('Block A').id}`, { token: admin, body: { parent_id: group(target).id } });
        expect(answer.status, target).toBe(422);
        expect(answer.body.error.code).toBe('child_in_parent');
      }
      expect(await storeFingerprint(server.store)).toEqual(before);
      expect((await all(admin, '/groups')).map((g) => g.path).sort()).toEqual(paths);
    });

    it('moving a group moves its subtree, and with it who may see it', async () => {
      // An entrance and its floor (a building holds no building: the hierarchy rules).
      const top = (await server.request('PUT', '/groups', { token: admin, body: { name: unique('Wing'), parent_id: group('Block A').id, domain_type_id: 4 } })).body.data;
      const child = (await server.request('PUT', '/groups', { token: admin, body: { name: unique('Wing room'), parent_id: top.id, domain_type_id: 6 } })).body.data;
      expect(child.path).toBe(`${group('Block A').path}${top.id}.${child.id}.`);
      expect((await server.request('GET', `/groups/${child.id}`, { token: managerA })).status).toBe(200);

      const moved = await server.request('PATCH', `/groups/${top.id}`, { token: admin, body: { parent_id: group('Block B').id } });
      expect(moved.status).toBe(200);
      expect(moved.body.data.path).toBe(`${group('Block B').path}${top.id}.`);
      expect((await server.request('GET', `/groups/${child.id}`, { token: admin })).body.data.path).toBe(`${group('Block B').path}${top.id}.${child.id}.`);
      expect((await server.request('GET', `/groups/${child.id}`, { token: managerA })).status).toBe(404);
      const managerB = await server.login('manager.b');
      expect((await server.request('GET', `/groups/${child.id}`, { token: managerB })).status).toBe(200);
    });

    it('a group with users, devices or subgroups cannot be deleted; an empty one can', async () => {
      const before = await storeFingerprint(server.store);
      for (const name of ['Block A', 'Apartment 111', 'Riverside Residence']) {
        const answer = await server.request('DELETE', `/groups/${group(name).id}`, { token: admin });
        expect(answer.status, name).toBe(409);
        expect(answer.body.message).toBe('cannot delete a group with users or devices');
      }
      const root = await server.request('DELETE', '/groups/0', { token: admin });
      expect(root.status).toBeGreaterThanOrEqual(400);
      expect(root.status).toBeLessThan(500);
      const bulk = await server.request('POST', '/groups/delete', { token: admin, body: { items: [group('Apartment 111').id, group('Block B').id] } });
      expect(bulk.status).toBe(200);
      expect(bulk.body.deleted).toEqual([]);
      expect(bulk.body.dependencies[group('Apartment 111').id]).toContain('users');
      expect(bulk.body.dependencies[group('Block B').id]).toEqual(expect.arrayContaining(['groups', 'devices']));
      expect(await storeFingerprint(server.store)).toEqual(before);

      const empty = (await server.request('PUT', '/groups', { token: admin, body: { name: unique('Empty'), parent_id: group('Block A').id, domain_type_id: 4 } })).body.data;
      expect((await server.request('DELETE', `/groups/${empty.id}`, { token: admin })).status).toBe(200);
      expect((await server.request('GET', `/groups/${empty.id}`, { token: admin })).status).toBe(404);
    });
  });
});

describe('scope evaluation without a database', async () => {
  const { grantedScopes, pathsWithinScopes, pathRange } = await import('./scope');
  const { device, group, role, user } = await import('../../schemas');
  const actor = (permissions: string[], groupPaths = ['0.1.2.']): import('./actor').Actor => ({
    kind: 'user',
    id: 7,
    roleId: 3,
    permissions: new Set(permissions),
    groupIds: groupPaths.map((path) => Number(path.split('.').at(-2))),
    groupPaths,
    availableRoles: [4],
  });

  it('grants each scope only through its permission, or to everyone where the description says true', () => {
    expect(grantedScopes(actor([]), device, 'view')).toEqual([]);
    expect(grantedScopes(actor(['devices.view']), device, 'view')).toEqual(['domain']);
    expect(grantedScopes(actor(['devices.view.all', 'devices.view.descendants']), device, 'view').sort()).toEqual(['all', 'descendants']);
    expect(grantedScopes(actor([]), group, 'view')).toEqual(['descendants']);
    expect(grantedScopes(actor([]), user, 'update')).toEqual(['own']);
    expect(grantedScopes(actor(['roles.create']), role, 'create')).toEqual(['all']);
  });

  it('passes every scope for the system actor', async () => {
    const { SYSTEM_ACTOR } = await import('./actor');
    expect(grantedScopes(SYSTEM_ACTOR, device, 'delete')).toEqual(['all']);
  });

  it('places records below the actor groups for descendants, in them only for domain', () => {
    const a = actor([]);
    const below = { id: 9, path: '0.1.2.9.' };
    const own = { id: 2, path: '0.1.2.' };
    const sibling = { id: 12, path: '0.1.12.' };
    expect(pathsWithinScopes(a, ['descendants'], [below, own])).toBe(true);
    expect(pathsWithinScopes(a, ['descendants'], [sibling])).toBe(false);
    expect(pathsWithinScopes(a, ['domain'], [own])).toBe(true);
    expect(pathsWithinScopes(a, ['domain'], [below])).toBe(false);
    expect(pathsWithinScopes(a, ['all'], [sibling])).toBe(true);
    expect(pathsWithinScopes(a, [], [own])).toBe(false);
  });

  it('turns a path into an index range that excludes look-alike siblings (2 vs 21)', () => {
    const range = pathRange('0.1.2.');
    const inRange = (path: string) => path >= range.from && path < range.to;
    expect(inRange('0.1.2.')).toBe(true);
    expect(inRange('0.1.2.99.')).toBe(true);
    expect(inRange('0.1.21.')).toBe(false);
    expect(inRange('0.1.3.')).toBe(false);
  });
});
