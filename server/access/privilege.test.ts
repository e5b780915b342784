/**
 * The privilege rule (server/access/privilege.ts) against the escalations of issue 13, over real HTTP on
 * both databases: a role handing out more than its holder has (1a, 1b), one's own password changed
 * without the old one (2), a group administrator taking over a stronger account in their groups (3), and
 * self-registration handing out a stronger role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';

type Row = Record<string, any>;

describe.each(DIALECTS)('privilege rule on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let groups: Row[];
  let roles: Row[];
  let counter = 0;
  const unique = (prefix: string) => `${prefix}-${dialect}-${++counter}`;
  const group = (name: string) => groups.find((g) => g.name === name)!;
  const role = (name: string) => roles.find((r) => r.name === name)!;
  const sysadmin = () => role('System administrator').id as number;

  async function newRole(permissions: string[], availableRoles: number[] = []) {
    const answer = await server.request('PUT', '/roles', { token: admin, body: { name: unique('role'), permissions, available_roles: availableRoles } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data.id as number;
  }
  async function newUser(roleId: number | null, groupId: number, password = 'start-password') {
    const login = unique('user');
    const answer = await server.request('PUT', '/users', { token: admin, body: { login, name: login, role_id: roleId, domain_ids: [groupId], password } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return { id: answer.body.data.id as number, login, token: await server.login(login, password) };
  }
  const permissionsOf = async (token: string) => ((await server.request('GET', '/profile', { token })).body.data.role?.permissions ?? []) as string[];

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    groups = (await server.request('GET', '/groups/items', { token: admin, query: { size: 1000 } })).body.data;
    roles = (await server.request('GET', '/roles/items', { token: admin, query: { size: 1000 } })).body.data;
  });
  afterAll(async () => server?.close());

  it('1a: a holder of users.edit and roles.edit.users cannot make itself (or anyone) system administrator', async () => {
    const editor = await newUser(await newRole(['users.view', 'users.edit', 'users.create', 'roles.edit.users']), 0);
    const before = await storeFingerprint(server.store);
    const own = await server.request('PATCH', `/users/${editor.id}`, { token: editor.token, body: { role_id: sysadmin() } });
    expect(own.status).toBe(403);
    expect(own.body.error.fields.role_id).toContain('grants permissions not held');
    const created = await server.request('PUT', '/users', { token: editor.token, body: { login: unique('minion'), name: 'Minion', role_id: sysadmin(), domain_ids: [0], password: 'minion-password' } });
    expect(created.status).toBe(403);
    expect(await storeFingerprint(server.store)).toEqual(before);
    expect(await permissionsOf(editor.token)).not.toContain('roles.grant_more_than_own');

    // A role within its own permissions may be given.
    const weaker = await newRole(['users.view']);
    const given = await server.request('PUT', '/users', { token: editor.token, body: { login: unique('helper'), name: 'Helper', role_id: weaker, domain_ids: [0] } });
    expect(given.status, JSON.stringify(given.body)).toBe(201);
  });

  it('1b: widening its own role\'s available_roles to a stronger role is granting, and refused', async () => {
    const ownRole = await newRole(['roles.view.all', 'roles.edit.all', 'users.create', 'users.view']);
    const holder = await newUser(ownRole, 0);
    const before = await storeFingerprint(server.store);
    const widened = await server.request('PATCH', `/roles/${ownRole}`, { token: holder.token, body: { available_roles: [sysadmin()] } });
    expect(widened.status).toBe(403);
    expect(widened.body.error.fields.available_roles).toContain('grants permissions not held');
    const created = await server.request('PUT', '/users', { token: holder.token, body: { login: unique('puppet'), name: 'Puppet', role_id: sysadmin(), domain_ids: [0], password: 'puppet-password' } });
    expect(created.status).toBe(403);
    const permissions = await server.request('PATCH', `/roles/${ownRole}`, { token: holder.token, body: { permissions: ['roles.view.all', 'roles.edit.all', 'users.create', 'users.view', 'audit.view'] } });
    expect(permissions.status).toBe(403);
    expect(await storeFingerprint(server.store)).toEqual(before);

    // Within its own permissions both are allowed; what the role already held needs no grant again.
    const weaker = await newRole(['users.view']);
    expect((await server.request('PATCH', `/roles/${ownRole}`, { token: holder.token, body: { available_roles: [weaker] } })).status).toBe(200);
    const renamed = await server.request('PATCH', `/roles/${sysadmin()}`, { token: holder.token, body: { description: 'Everything' } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const stronger = await newRole(['users.view', 'audit.view']);
    expect((await server.request('PATCH', `/roles/${stronger}`, { token: holder.token, body: { permissions: ['audit.view'] } })).status).toBe(200);
    expect((await server.request('PATCH', `/roles/${stronger}`, { token: holder.token, body: { permissions: ['audit.view', 'users.view'] } })).status).toBe(200);
  });

  it('2: one\'s own password changes only through /profile/password, which checks the old one', async () => {
    const resident = await newUser(role('Resident').id, group('Apartment 111').id, 'resident-password');
    const before = await storeFingerprint(server.store);
    const patched = await server.request('PATCH', `/users/${resident.id}`, { token: resident.token, body: { password: 'stolen-token-password' } });
    expect(patched.status).toBe(403);
    const changed = await server.request('POST', `/users/${resident.id}/password/change`, { token: resident.token, body: { new_password: 'stolen-token-password' } });
    expect(changed.status).toBe(403);
    const adminSelf = (await server.request('GET', '/profile', { token: admin })).body.data.id;
    expect((await server.request('PATCH', `/users/${adminSelf}`, { token: admin, body: { password: 'admin-new-password' } })).status).toBe(403);
    expect(await storeFingerprint(server.store)).toEqual(before);
    // The caller's session goes on, and the old password still signs in.
    expect((await server.request('GET', '/profile', { token: resident.token })).status).toBe(200);
    expect((await server.request('POST', '/login', { body: { login: resident.login, password: 'stolen-token-password' } })).status).toBe(401);
    await server.login(resident.login, 'resident-password');
    const proper = await server.request('POST', '/profile/password', { token: resident.token, body: { old: 'resident-password', new: 'resident-password-2' } });
    expect(proper.status).toBe(200);
    expect((await server.request('GET', '/profile', { token: resident.token })).status).toBe(200);
    await server.login(resident.login, 'resident-password-2');
  });

  it('3: a group administrator cannot take over a stronger account placed in their groups', async () => {
    const managerA = await server.login('manager.a');
    const boss = await newUser(sysadmin(), group('Block A').id, 'boss-password');
    const before = await storeFingerprint(server.store);
    const attempts: [string, string, unknown][] = [
      ['POST', `/users/${boss.id}/password/change`, { new_password: 'taken-over-1' }],
      ['PATCH', `/users/${boss.id}`, { password: 'taken-over-1' }],
      ['PATCH', `/users/${boss.id}`, { login: unique('boss-login') }],
      ['PATCH', `/users/${boss.id}`, { email: 'attacker@example.org' }],
      ['PATCH', `/users/${boss.id}`, { role_id: role('Resident').id }],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await server.request(method, path, { token: managerA, body });
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(403);
    }
    expect(await storeFingerprint(server.store)).toEqual(before);
    await server.login(boss.login, 'boss-password');

    // A resident of Block A is within the manager's permissions: its password may be set.
    const resident = await newUser(role('Resident').id, group('Apartment 111').id);
    const reset = await server.request('POST', `/users/${resident.id}/password/change`, { token: managerA, body: { new_password: 'reset-by-manager' } });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    await server.login(resident.login, 'reset-by-manager');
  });

  it('self-registration cannot be set to hand out a role stronger than its setter', async () => {
    const settingsRole = await newRole(['project_settings.view', 'project_settings.change']);
    const setter = await newUser(settingsRole, 0);
    const stronger = await server.request('PATCH', '/project-settings/general', { token: setter.token, body: { user_self_register_settings: { role_id: sysadmin() } } });
    expect(stronger.status).toBe(403);
    const stored = await server.request('GET', '/project-settings/general', { token: admin });
    expect(stored.body.data.user_self_register_settings.role_id).not.toBe(sysadmin());
    const within = await server.request('PATCH', '/project-settings/general', { token: setter.token, body: { user_self_register_settings: { role_id: settingsRole } } });
    expect(within.status, JSON.stringify(within.body)).toBe(200);
    const byAdmin = await server.request('PATCH', '/project-settings/general', { token: admin, body: { user_self_register_settings: { role_id: role('Resident').id } } });
    expect(byAdmin.status).toBe(200);
  });

  it("a self-registration client type cannot hand out a role or a licence its setter could not give", async () => {
    const settingsRole = await newRole(['project_settings.view', 'project_settings.change']);
    const setter = await newUser(settingsRole, 0);
    const patch = (token: string, installer: Record<string, unknown>) =>
      server.request('PATCH', '/project-settings/general', { token, body: { user_self_register_settings: { client_types: { installer } } } });
    const before = await storeFingerprint(server.store);
    const stronger = await patch(setter.token, { role_id: sysadmin() });
    expect(stronger.status).toBe(403);
    expect(stronger.body.error.fields).toHaveProperty(['user_self_register_settings.client_types.installer.role_id']);
    // A licence is given to the users who register: set only with the right to edit users' licences.
    const licence = await patch(setter.token, { license_settings: { period: 7 } });
    expect(licence.status).toBe(403);
    expect(licence.body.error.fields).toHaveProperty(['user_self_register_settings.client_types.installer.license_settings']);
    expect(await storeFingerprint(server.store)).toEqual(before);

    expect((await patch(setter.token, { role_id: settingsRole })).status).toBe(200);
    const licenceEditor = await newUser(await newRole(['project_settings.view', 'project_settings.change', 'licenses.users.edit']), 0);
    const byLicenceEditor = await patch(licenceEditor.token, { license_settings: { period: 7, features: { sip: false } } });
    expect(byLicenceEditor.status, JSON.stringify(byLicenceEditor.body)).toBe(200);
    expect(byLicenceEditor.body.data.user_self_register_settings.client_types.installer).toMatchObject({ role_id: settingsRole, license_settings: { period: 7, features: { sip: false, mobileApp: true } } });
    expect((await patch(admin, { role_id: null, license_settings: { period: null, features: { sip: true } } })).status).toBe(200);
  });
});
