/**
 * The privilege rule as a property (issue 13), over real HTTP on both databases: fast-check generates
 * random roles for an actor and its targets, then random sequences of every call that assigns roles,
 * edits roles or changes credentials (PUT and PATCH /users, POST /users/{id}/password/change, PUT and
 * PATCH /roles, the self-registration role in project settings). After each call, read from the database:
 * - no account gained a permission the actor lacked (accounts hold permissions through their role);
 * - no role became assignable by a role that now lets its holders grant more than the actor holds;
 * - an account whose password, login or e-mail the actor set holds nothing the actor lacks;
 * - self-registration hands out nothing the actor lacks.
 * Actors holding roles.grant_more_than_own are exempt by the rule, and generated too. Fixed seed, bounded runs.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

const SEED = 20261123;
const RUNS = Number(process.env.PRIVILEGE_RUNS ?? 12);

/** What the actor's role and the targets' roles are drawn from: the permissions that grant or edit accounts, and some to gain. */
const ACTOR_PERMISSIONS = [
  'users.view', 'users.view.all', 'users.create', 'users.edit', 'users.edit.all',
  'roles.view', 'roles.view.all', 'roles.create', 'roles.edit', 'roles.edit.available', 'roles.edit.users', 'roles.edit.all',
  'project_settings.view', 'project_settings.change', 'profile.edit', 'devices.view',
] as const;
const TO_GAIN = ['audit.view', 'devices.view.all', 'identifiers.view.all', 'roles.grant_more_than_own'] as const;
const ANY_PERMISSION = [...ACTOR_PERMISSIONS, ...TO_GAIN];

const roleRef = fc.constantFrom('own', 'weak', 'strong', 'sysadmin', 'resident');
type RoleRef = 'own' | 'weak' | 'strong' | 'sysadmin' | 'resident';
const targetRef = fc.constantFrom('self', 'weak', 'strong', 'boss');
type TargetRef = 'self' | 'weak' | 'strong' | 'boss';

const action = fc.oneof(
  fc.record({ kind: fc.constant('create_user' as const), role: roleRef, root: fc.boolean() }),
  fc.record({ kind: fc.constant('set_role' as const), target: targetRef, role: fc.option(roleRef) }),
  fc.record({ kind: fc.constant('set_credential' as const), target: targetRef, field: fc.constantFrom('password', 'login', 'email', 'password_change') }),
  fc.record({ kind: fc.constant('edit_permissions' as const), role: roleRef, permissions: fc.subarray(ANY_PERMISSION) }),
  fc.record({ kind: fc.constant('edit_available' as const), role: roleRef, available: fc.subarray(['own', 'weak', 'strong', 'sysadmin', 'resident'] as RoleRef[]) }),
  fc.record({ kind: fc.constant('create_role' as const), permissions: fc.subarray(ANY_PERMISSION), available: fc.subarray(['weak', 'strong', 'sysadmin'] as RoleRef[]) }),
  fc.record({ kind: fc.constant('self_registration_role' as const), role: roleRef }),
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

const scenario = fc.record({
  own: fc.subarray([...ACTOR_PERMISSIONS], { minLength: 1 }),
  withGrantMore: fc.nat({ max: 9 }).map((n) => n === 0), // one scenario in ten: the exempt actor
  weak: fc.subarray([...ACTOR_PERMISSIONS]),
  strong: fc.subarray(ANY_PERMISSION, { minLength: 1 }),
  ownAvailable: fc.subarray(['weak', 'strong', 'sysadmin', 'resident'] as RoleRef[]),
  actorAtRoot: fc.boolean(),
  actions: fc.array(action, { minLength: 1, maxLength: 4 }),
});

describe.each(DIALECTS)('no account ends up with a permission its author lacks, on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let blockA: number;
  let apartment: number;
  let fixedRoles: { sysadmin: number; resident: number };
  let boss: number;
  let counter = 0;
  const unique = (prefix: string) => `${prefix}-${dialect}-${++counter}`;

  async function put(path: string, body: unknown) {
    const answer = await server.request('PUT', path, { token: admin, body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data.id as number;
  }

  /** Every account's permissions, every role's permissions and assignable roles, and the self-registration role. */
  async function snapshot() {
    const { db } = server.store;
    const roles = new Map((await db.selectFrom('roles').select(['id', 'permissions']).execute()).map((r) => [Number(r.id), JSON.parse(r.permissions) as string[]]));
    const accounts = new Map((await db.selectFrom('users').select(['id', 'role_id', 'login', 'email', 'password']).execute()).map((u) => [
      Number(u.id),
      { permissions: u.role_id === null ? [] : roles.get(Number(u.role_id)) ?? [], credentials: `${u.login}|${u.email}|${u.password}` },
    ]));
    const available = new Map<number, Set<number>>();
    for (const row of await db.selectFrom('roles_available_roles').select(['owner_id', 'ref_id']).execute()) {
      if (!available.has(Number(row.owner_id))) available.set(Number(row.owner_id), new Set());
      available.get(Number(row.owner_id))!.add(Number(row.ref_id));
    }
    const general = (await server.request('GET', '/project-settings/general', { token: admin })).body.data;
    return { roles, accounts, available, selfRegistrationRole: general.user_self_register_settings.role_id as number | null };
  }
  type Snapshot = Awaited<ReturnType<typeof snapshot>>;

  function assertNothingGained(before: Snapshot, after: Snapshot, actorId: number, label: string) {
    const held = new Set(before.accounts.get(actorId)!.permissions);
    if (held.has('roles.grant_more_than_own')) return;
    const beyond = (permissions: Iterable<string>) => [...permissions].filter((p) => !held.has(p));
    for (const [id, account] of after.accounts) {
      const had = new Set(before.accounts.get(id)?.permissions ?? []);
      expect(beyond(account.permissions.filter((p) => !had.has(p))), `${label}: account ${id} gained`).toEqual([]);
      const credentialsSet = before.accounts.has(id) && id !== actorId && before.accounts.get(id)!.credentials !== account.credentials;
      if (credentialsSet) expect(beyond(before.accounts.get(id)!.permissions), `${label}: credentials of ${id} set`).toEqual([]);
    }
    for (const [owner, refs] of after.available) {
      for (const ref of refs) {
        if (before.available.get(owner)?.has(ref)) continue;
        expect(beyond(after.roles.get(ref) ?? []), `${label}: role ${ref} made assignable by ${owner}`).toEqual([]);
      }
    }
    if (after.selfRegistrationRole !== null && after.selfRegistrationRole !== before.selfRegistrationRole) {
      expect(beyond(after.roles.get(after.selfRegistrationRole) ?? []), `${label}: self-registration role`).toEqual([]);
    }
  }

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    const groups = (await server.request('GET', '/groups/items', { token: admin, query: { size: 1000 } })).body.data as { id: number; name: string }[];
    blockA = groups.find((g) => g.name === 'Block A')!.id;
    apartment = groups.find((g) => g.name === 'Apartment 111')!.id;
    const roles = (await server.request('GET', '/roles/items', { token: admin, query: { size: 1000 } })).body.data as { id: number; name: string }[];
    fixedRoles = { sysadmin: roles.find((r) => r.name === 'System administrator')!.id, resident: roles.find((r) => r.name === 'Resident')!.id };
    boss = await put('/users', { login: unique('boss'), name: 'Boss', role_id: fixedRoles.sysadmin, domain_ids: [blockA] });
  });
  afterAll(async () => server?.close());

  it('holds for random roles, actors, targets and calls', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const weak = await put('/roles', { name: unique('weak'), permissions: s.weak });
        const strong = await put('/roles', { name: unique('strong'), permissions: s.strong });
        const refs: Record<Exclude<RoleRef, 'own'>, number> = { weak, strong, ...fixedRoles };
        const ownPermissions = s.withGrantMore ? [...s.own, 'roles.grant_more_than_own'] : s.own;
        const own = await put('/roles', { name: unique('own'), permissions: ownPermissions, available_roles: s.ownAvailable.map((r) => refs[r as Exclude<RoleRef, 'own'>]) });
        const roleId = (ref: RoleRef) => (ref === 'own' ? own : refs[ref]);
        const login = unique('actor');
        const actorId = await put('/users', { login, name: 'Actor', role_id: own, domain_ids: [s.actorAtRoot ? 0 : blockA], password: 'actor-password' });
        const token = await server.login(login, 'actor-password');
        const targets: Record<TargetRef, number> = {
          self: actorId,
          weak: await put('/users', { login: unique('weak'), name: 'Weak', role_id: weak, domain_ids: [apartment] }),
          strong: await put('/users', { login: unique('strong'), name: 'Strong', role_id: strong, domain_ids: [apartment] }),
          boss,
        };
        for (const step of s.actions) {
          const before = await snapshot();
          const answer = await server.request(...call(step, { roleId, targets, token }));
          expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
          assertNothingGained(before, await snapshot(), actorId, `${JSON.stringify(step)} -> ${answer.status}`);
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  });

  function call(step: Action, ctx: { roleId: (ref: RoleRef) => number; targets: Record<TargetRef, number>; token: string }): [string, string, { token: string; body: unknown }] {
    const { roleId, targets, token } = ctx;
    switch (step.kind) {
      case 'create_user':
        return ['PUT', '/users', { token, body: { login: unique('made'), name: 'Made', role_id: roleId(step.role), domain_ids: [step.root ? 0 : apartment], password: 'made-password' } }];
      case 'set_role':
        return ['PATCH', `/users/${targets[step.target]}`, { token, body: { role_id: step.role === null ? null : roleId(step.role) } }];
      case 'set_credential': {
        const id = targets[step.target];
        if (step.field === 'password_change') return ['POST', `/users/${id}/password/change`, { token, body: { new_password: 'taken-over' } }];
        const value = step.field === 'password' ? 'taken-over' : step.field === 'email' ? `${unique('mail')}@example.org` : unique('login');
        return ['PATCH', `/users/${id}`, { token, body: { [step.field]: value } }];
      }
      case 'edit_permissions':
        return ['PATCH', `/roles/${roleId(step.role)}`, { token, body: { permissions: step.permissions } }];
      case 'edit_available':
        return ['PATCH', `/roles/${roleId(step.role)}`, { token, body: { available_roles: step.available.map(roleId) } }];
      case 'create_role':
        return ['PUT', '/roles', { token, body: { name: unique('new'), permissions: step.permissions, available_roles: step.available.map(roleId) } }];
      case 'self_registration_role':
        return ['PATCH', '/project-settings/general', { token, body: { user_self_register_settings: { role_id: roleId(step.role) } } }];
    }
  }
});
