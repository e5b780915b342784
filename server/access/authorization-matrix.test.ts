/**
 * The authorisation matrix (issue 3 §1, issue 33): every entity against roles built from an independent
 * statement of the spec's permission model (permission-model.ts, written by hand from 001 §6), never from the
 * entity descriptions' grants: a description that grants more than the spec fails here.
 *
 * Fixture: root → Site 1, Site 2 → Building 1, Building 2 → Unit 1, Unit 2, with a record of every
 * group-owned entity in every group (and a few roles), made by the administrator over HTTP from validBody.
 * For every entity and every permission the model grants it, a role holding exactly that permission is
 * given to a user of Site 1; the same with every view permission of the entity, to a user of Building 1
 * and Unit 2 (an actor of several groups); and a role of every other permission of the catalogue. Expected
 * outcomes come from the model and the fixture: list = exactly the visible records; get = 200 or 404;
 * a real change (the record's name), delete, bulk delete and commands = 404 out of view, 403 out of the
 * operation's reach; a record moves only where the update and view reaches take it; create lands only
 * where the create and view reaches take it, with every reference of its body visible (else 422). A
 * building manager changes every reference field of every entity to a record it cannot see (422, nothing
 * written) and to one it can (200). Every case asserts; a case with nothing to check is not generated.
 *
 * Speed (two databases side by side; the suite must stay under 30 minutes on 2 cores): refusals go out side
 * by side between one pair of store fingerprints (a write fails the batch, then a re-send of each alone names
 * it); cases with the same permissions and seat share one actor; single-record requests go to the fixture, the
 * actor's own records and two records of every other kind the model tells apart (the list covers them all).
 */
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entity } from '../../schemas/define-entity';
import { consoleEntities, entities, role as roleEntity, user as userEntity } from '../../schemas';
import { PERMISSIONS, type Permission } from '../../schemas/permissions';
import { GROUP_TYPES } from '../../schemas/group';
import { preconditionHolds } from '../crud/precondition';
import { derivedPlacement, entityRecords } from '../test-support/entity-records';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';
import { ERROR_CATALOGUE, type ErrorKey } from '../errors';
import { validBody, validValue } from '../test-support/valid-body';
import { fieldSets } from '../crud/field-sets';
import { fieldMeta } from '../../schemas/introspect';
import { PERMISSION_MODEL, type PermissionRow, type Reach } from './permission-model';

type Row = Record<string, any>;
const PASSWORD = 'matrix-password-1';
const entityAt = (path: string) => entities.find((e) => e.path === path)!;
const rowOf = (entity: Entity): PermissionRow => PERMISSION_MODEL[entity.path];
const idsOf = (value: unknown) => ([] as unknown[]).concat(value ?? []).filter((id) => id !== null).map(Number);

/** The actor's groups: one site, or a building and a unit of another site (an actor of several groups). */
type Seat = 'Site 1' | 'Building 1 + Unit 2';

interface Case {
  entity: Entity;
  label: string;
  permissions: Permission[];
  seat: Seat;
}

/** Every permission the model names for the entity, by operation. */
function permissionsOf(row: PermissionRow, operations = Object.keys(row.ops)): Permission[] {
  return [...new Set(operations.flatMap((op) => Object.values(row.ops[op] ?? {})))].filter((p): p is Permission => p !== 'everyone');
}

/**
 * For each permission the model grants the entity: that permission alone (a Site 1 user), and with every view
 * permission of the entity (a user of Building 1 and Unit 2, so update and delete reaches are seen apart from the
 * view's); no permission at all; and every other permission of the catalogue (which must grant nothing here).
 */
function casesFor(entity: Entity): Case[] {
  const row = rowOf(entity);
  if (!row) return [];
  const views = permissionsOf(row, ['view']);
  const mine = permissionsOf(row);
  const cases: Case[] = [
    { entity, label: 'none', permissions: [], seat: 'Building 1 + Unit 2' },
    { entity, label: 'every other permission', permissions: PERMISSIONS.filter((p) => !mine.includes(p)), seat: 'Building 1 + Unit 2' },
  ];
  for (const permission of mine) {
    const grants = Object.entries(row.ops).flatMap(([op, reaches]) => Object.entries(reaches).filter(([, by]) => by === permission).map(([reach]) => `${op}.${reach}`));
    cases.push({ entity, label: `${permission} (${grants.join(', ')})`, permissions: [permission], seat: 'Site 1' });
    const withView = [...new Set([permission, ...views])];
    if (withView.length > 1) cases.push({ entity, label: `${permission} + view`, permissions: withView, seat: 'Building 1 + Unit 2' });
  }
  return cases;
}

/**
 * Entities with rows of their own. A read model's rows are a query's over others (a poll's results over its
 * responses): who sees them is its parent's rule, tested with its own data (server/communications/announce-results.test.ts).
 */
const tabled = entities.filter((entity) => !entity.readModel);
const CASES = tabled.flatMap(casesFor);

/**
 * The building manager of the reference cases: every permission the model names except those that show a
 * whole project's records, and the project-wide variant of any operation that has a narrower one (edit all
 * roles or users), so some records of every entity stay out of its sight and reach.
 */
const projectWide = new Set(
  Object.values(PERMISSION_MODEL).flatMap((row) =>
    Object.entries(row.ops)
      .filter(([op, reaches]) => op === 'view' || Object.keys(reaches).length > 1)
      .map(([, reaches]) => reaches.project),
  ),
);
const MANAGER_PERMISSIONS = [...new Set(Object.values(PERMISSION_MODEL).flatMap((row) => permissionsOf(row)))].filter((p) => !projectWide.has(p));

/** The writable reference fields of an entity's bodies (meta.reference), with the entity each points at. */
function referenceFields(entity: Entity): [string, Entity][] {
  const { writable } = fieldSets(entity);
  return Object.entries(entity.fields)
    .filter(([name, type]) => writable.has(name) && fieldMeta(type as never).reference)
    .map(([name, type]) => [name, entityAt(fieldMeta(type as never).reference!)] as [string, Entity])
    .filter(([, target]) => target !== undefined);
}

/** The group field of a record, per the model (the field a body places it by). */
function groupField(row: PermissionRow) {
  if (row.belongs === 'group itself') return 'parent_id';
  return typeof row.belongs === 'object' && 'groups' in row.belongs ? row.belongs.groups : undefined;
}
const parentOfRow = (row: PermissionRow) => (typeof row.belongs === 'object' && 'parent' in row.belongs ? row.belongs : undefined);

/** Reference cases: every writable reference field (other than the placement and the parent) of an entity the model lets someone edit. */
const REFERENCE_CASES = tabled.flatMap((entity) => {
  const row = rowOf(entity);
  if (!row || !Object.keys(row.ops.update ?? {}).length) return [];
  return referenceFields(entity)
    .filter(([field]) => field !== groupField(row) && field !== parentOfRow(row)?.field)
    .map(([field, target]) => ({ entity, field, target }));
});

/**
 * References a rule of their own narrows beyond visibility, so a visible record is not enough to be accepted:
 * only the refusal of a hidden one is checked here.
 */
const STRICTER_REFERENCES: Record<string, string> = {
  'amenities/reservations.identifier_id': "the identifier must be the holder's (server/amenities/, amenities.test.ts)",
};

/**
 * References whose refusal is another rule's: a role is given (to a user, or as assignable) only if the actor's role
 * may assign it (SECURITY.md, the privilege rule), which refuses it as prohibited whether or not the actor lists roles.
 */
const REFUSED_BY_PRIVILEGE = new Set(['users.role_id', 'roles.available_roles']);

/** What the oracle needs to know of an actor. */
interface ActorFacts {
  id: number;
  roleId: number;
  permissions: Set<string>;
  groupIds: number[];
  groupPaths: string[];
  availableRoles: number[];
}

function reachesOf(actor: ActorFacts, entity: Entity, operation: string): Reach[] {
  return (Object.entries(rowOf(entity).ops[operation] ?? {}) as [Reach, string][])
    .filter(([, by]) => by === 'everyone' || actor.permissions.has(by))
    .map(([reach]) => reach);
}

/** The groups a record belongs to, per the model. */
function groupsOfRecord(entity: Entity, record: Row): number[] {
  const row = rowOf(entity);
  if (row.belongs === 'group itself') return [record.id];
  const field = groupField(row);
  return field ? idsOf(record[field]) : [];
}

function inReach(entity: Entity, actor: ActorFacts, reach: Reach, record: Row, pathOf: (id: number) => string) {
  const row = rowOf(entity);
  if (reach === 'project') return true;
  if (reach === 'own') {
    if (row.own === 'self') return record.id === actor.id;
    return [record.created_by, ...(row.participants ?? []).flatMap((field) => idsOf(record[field]))].includes(actor.id);
  }
  // Records outside the hierarchy: the group reach is the roles the actor's role may assign, and its own.
  if (row.belongs === 'project') return reach === 'group' && [...actor.availableRoles, actor.roleId].includes(record.id);
  // A group's own path is what the branch reach looks at.
  if (row.belongs === 'group itself' && reach === 'branch') return actor.groupPaths.some((path) => String(record.path).startsWith(path));
  const groups = groupsOfRecord(entity, record);
  return groups.some((id) => (reach === 'group' ? actor.groupIds.includes(id) : actor.groupPaths.some((path) => pathOf(id).startsWith(path))));
}

/** A group's path by id, and (for child collections) a record's parent, in one database's fixture. */
type PathOf = ((id: number) => string) & { parentOf?: (parentPath: string, field: string, record: Row) => Row | undefined };

function visible(entity: Entity, actor: ActorFacts, record: Row, pathOf: PathOf): boolean {
  const row = rowOf(entity);
  const parent = parentOfRow(row);
  if (parent) {
    const found = pathOf.parentOf?.(parent.parent, parent.field, record);
    return Boolean(found) && visible(entityAt(parent.parent), actor, found!, pathOf);
  }
  if (reachesOf(actor, entity, 'view').some((reach) => inReach(entity, actor, reach, record, pathOf))) return true;
  // 001 §6: anyone sees what they created, except groups (and what only the server writes: never a user's).
  if (seesOwnCreations(row) && record.created_by === actor.id) return true;
  return row.own === 'self' && record.id === actor.id;
}

/** Whether created_by can be the actor's: records someone may create, neither groups nor children (their parent decides). */
function seesOwnCreations(row: PermissionRow) {
  return row.belongs !== 'group itself' && !parentOfRow(row) && Object.keys(row.ops.create ?? {}).length > 0;
}

function allowed(entity: Entity, actor: ActorFacts, operation: string, record: Row, pathOf: PathOf) {
  return visible(entity, actor, record, pathOf) && reachesOf(actor, entity, operation).some((reach) => inReach(entity, actor, reach, record, pathOf));
}

/**
 * Whether a record may land in groups `targets` by `operation` (create, or update for a move): the operation's
 * reach (own records aside) and the view's must take every group. A group is placed by its create or edit reach
 * alone: the view of groups is everyone's own branch, and creating at the top needs the project reach.
 */
function mayPlace(entity: Entity, actor: ActorFacts, targets: number[], operation: 'create' | 'update', pathOf: (id: number) => string) {
  const row = rowOf(entity);
  if (!reachesOf(actor, entity, operation).length) return false;
  if (!groupField(row)) return true;
  const reach = (reaches: Reach[]) =>
    targets.every(
      (target) =>
        reaches.includes('project') ||
        (reaches.includes('group') && actor.groupIds.includes(target)) ||
        (reaches.includes('branch') && actor.groupPaths.some((path) => pathOf(target).startsWith(path))),
    );
  const placing = reachesOf(actor, entity, operation).filter((r) => r !== 'own');
  return reach(placing) && reach(row.belongs === 'group itself' ? placing : reachesOf(actor, entity, 'view'));
}

/**
 * Entities whose free text a state rule guards beyond the grants: their real change is left to their module's test.
 * A device alarm's comment is its processing operator's (server/entities/device-alarms.ts, device-alarms.test.ts).
 */
const STATE_GUARDED_TEXT = new Set(['devices/alarms']);

/** A change of a real field: the record's name (or its first writable free text), with a fresh value; none if it has none. */
function realChange(entity: Entity, token: string): Row {
  if (STATE_GUARDED_TEXT.has(entity.path)) return {};
  const { writable } = fieldSets(entity);
  const names = [entity.titleField, ...Object.keys(entity.fields)].filter((name) => writable.has(name) && !fieldMeta(entity.fields[name] as never).reference);
  for (const name of names) {
    const value = validValue(entity.fields[name] as never, { reference: () => 1, token });
    if (typeof value === 'string' && value.includes(token.replace(/\D/g, ''))) return { [name]: value };
  }
  return {};
}

// The two databases run side by side (each dialect's own cases in order: they share one fixture and compare store fingerprints).
describe.concurrent('authorisation matrix', () => {
  describe.sequential.each(DIALECTS)('on %s', (dialect) => {
    let server: TestServer;
    let admin: string;
    let groups: Row[];
    const fixtureGroups: Record<string, number> = {};
    const tokens = new Map<Case, string>();
    const facts = new Map<Case, ActorFacts>();
    let serial = 0;
    let someUser: number | undefined;
    const token = (prefix: string) => `${prefix}-${dialect}-${++serial}`;
    // The parents of a child collection's records, as the administrator lists them (read before each check).
    const parentRecords = new Map<string, Row[]>();
    /** The fixture's records by entity path: every one of them gets every single-record request. */
    const fixtureIds = new Map<string, Set<number>>();
    let managerToken: string;
    let manager: ActorFacts;
    const pathOf: PathOf = Object.assign((id: number) => String(groups.find((g) => g.id === id)?.path ?? ''), {
      parentOf: (parentPath: string, field: string, record: Row) => parentRecords.get(parentPath)?.find((parent) => parent.id === record[field]),
    });
    /** Reads the parents a child entity's visibility needs (the administrator's list of them). */
    const readParents = async (entity: Entity) => {
      const parent = parentOfRow(rowOf(entity));
      if (parent) parentRecords.set(parent.parent, await all(parent.parent));
    };

    let requests = 0;
    const request = (method: string, path: string, options: { token?: string; body?: unknown; query?: Record<string, unknown> } = {}) => {
      requests++;
      return server.request(method, path, options);
    };

    const listAll = async (path: string, as = admin) => {
      const { status, body } = await request('GET', `/${path}/items`, { token: as, query: { size: 1000 } });
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.pagination.total).toBe(body.data.length);
      return body.data as Row[];
    };
    const all = listAll;

    // Fixture records (server/test-support/entity-records.ts), made once the administrator has signed in.
    let fixtures: ReturnType<typeof entityRecords>;
    const createAt = (entity: Entity, groupId: number, as = admin, extra: Row = {}) => fixtures.createAt(entity, groupId, as, extra);
    const neededRecords = (entity: Entity, groupId: number) => fixtures.neededRecords(entity, groupId);
    const bodyAt = (entity: Entity, groupId: number, extra: Row = {}) => fixtures.bodyAt(entity, groupId, extra);

    beforeAll(async () => {
      server = await startServer(dialect, { demo: false });
      admin = await server.login('admin');
      // Users are named by a fixture user other than the administrator (a conversation is never with oneself).
      fixtures = entityRecords({ server, admin, all, request, reference: (path, groupId) => (path === 'groups' ? groupId : path === 'users' ? (someUser ?? 1) : 1) });
      // The hierarchy, level by level: sites, which the hierarchy rules let hold the buildings (the groups' default
      // type) every branch gets below.
      const level = async (names: [string, string][]) =>
        Promise.all(
          names.map(async ([name, parent]) => {
            const answer = await request('PUT', '/groups', { token: admin, body: { name, parent_id: fixtureGroups[parent] ?? 0, domain_type_id: GROUP_TYPES.site } });
            expect(answer.status, JSON.stringify(answer.body)).toBe(201);
            fixtureGroups[name] = answer.body.data.id;
          }),
        );
      fixtureGroups.Root = 0;
      await level([['Site 1', 'Root'], ['Site 2', 'Root']]);
      await level([['Building 1', 'Site 1'], ['Building 2', 'Site 2']]);
      await level([['Unit 1', 'Building 1'], ['Unit 2', 'Building 2']]);
      // A record of every entity in every branch (roles are outside the hierarchy: a few of them).
      for (const entity of tabled) {
        const places = entity.ownership.kind === 'none' ? [0, 0, 0] : Object.values(fixtureGroups);
        const answers = await Promise.all(places.map((groupId) => createAt(entity, groupId)));
        for (const answer of answers) expect(answer.status, `${entity.path} ${JSON.stringify(answer.body)}`).toBe(201);
        fixtureIds.set(entity.path, new Set(answers.map((answer) => answer.body.data.id as number)));
        if (entity === userEntity) someUser = answers[0].body.data.id;
      }
      // One role and one user per set of permissions and seat (cases of several entities share one: 'none' is one
      // actor, not 31), and the building manager of the reference cases.
      const actors = new Map<string, Promise<{ token: string; facts: ActorFacts }>>();
      const actorFor = (c: Case) => {
        const key = `${c.seat}|${[...c.permissions].sort().join(',')}`;
        if (!actors.has(key)) actors.set(key, actorOf(c.permissions, c.seat));
        return actors.get(key)!;
      };
      await Promise.all([
        ...CASES.map(async (c) => {
          const made = await actorFor(c);
          tokens.set(c, made.token);
          facts.set(c, made.facts);
        }),
        (async () => ({ token: managerToken, facts: manager } = await actorOf(MANAGER_PERMISSIONS, 'Building 1 + Unit 2')))(),
      ]);
      // The manager may assign one role of the fixture (a role it sees, and one it may name as assignable).
      const assignable = (await all('roles')).find((r) => r.id !== manager.roleId && !r.permissions.length)!;
      expect((await request('PATCH', `/roles/${manager.roleId}`, { token: admin, body: { available_roles: [assignable.id] } })).status).toBe(200);
      manager.availableRoles = [assignable.id];
      groups = await all('groups');
      for (const actor of new Set([...facts.values(), manager])) actor.groupPaths = actor.groupIds.map(pathOf);
    }, 120_000);
    afterAll(async () => {
      await server?.close();
      // Figures for the report.
      console.info(`authorisation matrix ${dialect}: ${CASES.length} role cases and ${REFERENCE_CASES.length} reference cases over ${entities.length} entities, ${requests} requests`);
    });

    /** A user of a role holding exactly `permissions`, seated in one site or in a building and a unit of another site. */
    async function actorOf(permissions: Permission[], seat: Seat): Promise<{ token: string; facts: ActorFacts }> {
      const role = await request('PUT', '/roles', { token: admin, body: { ...validBody(roleEntity, { reference: () => 1, token: token('role') }), permissions } });
      expect(role.status, JSON.stringify(role.body)).toBe(201);
      const login = token('user');
      const groupIds = seat === 'Site 1' ? [fixtureGroups['Site 1']] : [fixtureGroups['Building 1'], fixtureGroups['Unit 2']];
      const user = await request('PUT', '/users', {
        token: admin,
        body: { ...bodyAt(userEntity, groupIds[0]), domain_ids: groupIds, login, password: PASSWORD, role_id: role.body.data.id },
      });
      expect(user.status, JSON.stringify(user.body)).toBe(201);
      const facts: ActorFacts = { id: user.body.data.id, roleId: role.body.data.id, permissions: new Set(permissions), groupIds, groupPaths: [], availableRoles: [] };
      return { token: await server.login(login, PASSWORD), facts };
    }

    it('has a row of the permission model for every entity, operation and command of schemas/', () => {
      const missing: string[] = [];
      for (const entity of consoleEntities) {
        const row = PERMISSION_MODEL[entity.path];
        if (!row) {
          missing.push(`${entity.path}: no row in server/access/permission-model.ts`);
          continue;
        }
        const names = [...Object.keys(entity.access), ...Object.keys(entity.commands ?? {})];
        for (const name of names) if (!row.ops[name]) missing.push(`${entity.path}: no "${name}" in its row of server/access/permission-model.ts`);
        for (const name of Object.keys(row.ops)) if (!names.includes(name)) missing.push(`${entity.path}: the row's "${name}" is no operation or command of the entity`);
        // The row and the description must agree on where a record belongs (or the model would judge other records).
        const kind = { group: 'group itself', 'group-column': 'groups', 'group-list': 'groups', parent: 'parent', none: 'project' }[entity.ownership.kind];
        const belongs = typeof row.belongs === 'string' ? row.belongs : 'groups' in row.belongs ? 'groups' : 'parent';
        if (kind !== belongs) missing.push(`${entity.path}: the model says it belongs to "${belongs}", the description "${kind}"`);
        const field = 'field' in entity.ownership ? entity.ownership.field : undefined;
        const modelField = typeof row.belongs === 'object' ? ('groups' in row.belongs ? row.belongs.groups : row.belongs.field) : undefined;
        if (field !== modelField) missing.push(`${entity.path}: the model places records by "${modelField}", the description by "${field}"`);
      }
      expect(missing).toEqual([]);
      expect(Object.keys(PERMISSION_MODEL).filter((path) => !consoleEntities.some((e) => e.path === path))).toEqual([]);
    });

    it('covers every entity and every permission that grants a scope', () => {
      for (const entity of tabled) expect(CASES.filter((c) => c.entity === entity).length).toBeGreaterThan(1);
      expect(groups.length).toBeGreaterThanOrEqual(7);
    });

    /**
     * Whether a body names a record its author cannot see (a 422 then): every reference field but the placement
     * (refused by the placement rule first), and an elevator's controllers (devices named inside an object).
     */
    async function referencesHidden(entity: Entity, actor: ActorFacts, body: Row, lists = new Map<string, Promise<Row[]>>()) {
      const all = (path: string) => lists.get(path) ?? lists.set(path, listAll(path)).get(path)!;
      const placement = groupField(rowOf(entity));
      for (const [field, target] of referenceFields(entity)) {
        const ids = idsOf(body[field]);
        if (field === placement || !ids.length) continue;
        await readParents(target);
        const records = await all(target.path);
        if (ids.some((id) => !records.some((r) => r.id === id && visible(target, actor, r, pathOf)))) return true;
      }
      const devices = ((body.controllers ?? []) as Row[]).map((controller) => controller.device_id);
      if (!devices.length) return false;
      const records = await all('devices');
      return devices.some((id) => !records.some((r) => r.id === id && visible(entityAt('devices'), actor, r, pathOf)));
    }

    /** A record of the entity the actor may `operation`: made in its first group, or made its own when only `own` reaches. */
    async function recordFor(entity: Entity, actor: ActorFacts, operation: string): Promise<Row> {
      const made = (await createAt(entity, actor.groupIds[0])).body.data as Row;
      expect(made?.id, `a ${entity.path} record`).toBeGreaterThan(0);
      if (allowed(entity, actor, operation, made, pathOf)) return made;
      // A record outside the hierarchy reached by the group reach: one the actor's role may assign (roles).
      if (rowOf(entity).belongs === 'project' && reachesOf(actor, entity, operation).includes('group')) {
        actor.availableRoles = [made.id];
        const role = await request('PATCH', `/roles/${actor.roleId}`, { token: admin, body: { available_roles: actor.availableRoles } });
        expect(role.status, JSON.stringify(role.body)).toBe(200);
        if (allowed(entity, actor, operation, made, pathOf)) return made;
      }
      await server.store.db.updateTable(entity.table).set({ created_by: actor.id }).where('id', '=', made.id).execute();
      const own = { ...made, created_by: actor.id };
      expect(allowed(entity, actor, operation, own, pathOf), `${entity.path}: the model lets the actor ${operation} its own record`).toBe(true);
      return own;
    }

    /**
     * Refusals sent side by side between one pair of store fingerprints: each must write nothing, so any change fails
     * the batch, and they are then re-sent one at a time, each between a pair of its own, to name the one that wrote.
     */
    async function refusalsWriteNothing(refusals: { label: string; send(): Promise<void> }[]) {
      if (!refusals.length) return;
      const before = await storeFingerprint(server.store);
      await Promise.all(refusals.map((refusal) => refusal.send()));
      const after = await storeFingerprint(server.store);
      if (!isDeepStrictEqual(after, before)) {
        for (const refusal of refusals) {
          const alone = await storeFingerprint(server.store);
          await refusal.send();
          expect(await storeFingerprint(server.store), `${refusal.label} wrote`).toEqual(alone);
        }
      }
      expect(after).toEqual(before);
    }

    /**
     * The records single-record requests go to (the list covers every record): the fixture (one in every group), the
     * actor's own records, the actor's own user and role and three other actors'; of the rest (other actors' creations,
     * rows the server writes, such as an announcement's recipients) two of each kind the model tells apart for this
     * actor: their groups, whether the actor made them, and the model's verdict on every operation and command.
     */
    function probed(entity: Entity, actor: ActorFacts, stored: Row[]): Row[] {
      const row = rowOf(entity);
      const key = entity.path === userEntity.path ? 'id' : entity.path === roleEntity.path ? 'roleId' : undefined;
      const others = [...new Set(facts.values())].filter((f) => f !== actor).slice(0, 3);
      const actorRecords = new Set(key ? [...facts.values(), manager].map((f) => f[key]) : []);
      const probedActors = new Set(key ? [...others, actor].map((f) => f[key]) : []);
      const parent = parentOfRow(row);
      // A group by where it hangs (each is its own group), a child by its parent's groups.
      const groupsOf = (r: Row) =>
        row.belongs === 'group itself' ? [r.parent_id] : parent ? groupsOfRecord(entityAt(parent.parent), pathOf.parentOf?.(parent.parent, parent.field, r) ?? {}) : groupsOfRecord(entity, r);
      const kind = (r: Row) =>
        JSON.stringify([
          groupsOf(r),
          r.created_by === actor.id,
          visible(entity, actor, r, pathOf),
          ...Object.keys(row.ops).map((op) => allowed(entity, actor, op, r, pathOf)),
          ...Object.values(entity.commands ?? {}).map((command) => preconditionHolds(command, r)),
        ]);
      const taken = new Map<string, number>();
      return stored.filter((r) => {
        if (actorRecords.has(r.id)) return probedActors.has(r.id);
        if (fixtureIds.get(entity.path)?.has(r.id) || r.created_by === actor.id) return true;
        const k = kind(r);
        taken.set(k, (taken.get(k) ?? 0) + 1);
        return taken.get(k)! <= 2;
      });
    }

    describe.each(CASES.map((c) => [`${c.entity.path}: ${c.label}`, c] as const))('%s', (_label, c) => {
      const { entity } = c;
      const row = rowOf(entity);
      const grants = (operation: string) => [...c.permissions, 'everyone'].some((p) => Object.values(row.ops[operation] ?? {}).includes(p as never));
      const placement = groupField(row);
      const movable = placement !== undefined && fieldSets(entity).writable.has(placement);
      /** A permission of the case gives this reach of the operation (everyone's reaches aside). */
      const holds = (operation: string, reaches: Reach[]) => reaches.some((reach) => c.permissions.includes(row.ops[operation]?.[reach] as Permission));
      // A record the case may act on exists when it sees some (a view reach, or its own creations).
      const canSee = grants('view') || seesOwnCreations(row);

      it('lists exactly the visible records; get, change, delete, bulk delete and commands stay in reach', async () => {
        const as = tokens.get(c)!;
        const actor = facts.get(c)!;
        const [stored, listed] = await Promise.all([all(entity.path), all(entity.path, as), readParents(entity)]);
        const expectedVisible = stored.filter((r) => visible(entity, actor, r, pathOf)).map((r) => r.id).sort((a, b) => a - b);
        expect(listed.map((r) => r.id).sort((a, b) => a - b)).toEqual(expectedVisible);
        const records = probed(entity, actor, stored);
        const seen = (r: Row) => expectedVisible.includes(r.id);

        // One batch of refusals, side by side, writing nothing: get (200 in view, 404 outside, never 403); delete and
        // bulk delete of everything not deletable (404 out of view, 403 in view); a real change (the record's name)
        // of everything out of the update reach (the same). Then the change where the reach takes it: 200, the new value.
        const deletable = (r: Row) => allowed(entity, actor, 'delete', r, pathOf);
        const updatable = (r: Row) => allowed(entity, actor, 'update', r, pathOf);
        const kept = records.filter((r) => !deletable(r));
        const changes = new Map(records.map((r) => [r.id, realChange(entity, token('change'))]));
        const change = (r: Row) => changes.get(r.id)!;
        const answers = (label: string, send: () => Promise<{ status: number; body: any }>, expected: number) => ({
          label,
          send: async () => {
            const answer = await send();
            expect(answer.status, `${label}: ${JSON.stringify(answer.body)}`).toBe(expected);
          },
        });
        await refusalsWriteNothing([
          ...records.map((r) => answers(`GET ${r.id}`, () => request('GET', `/${entity.path}/${r.id}`, { token: as }), seen(r) ? 200 : 404)),
          ...kept.map((r) => answers(`DELETE ${r.id}`, () => request('DELETE', `/${entity.path}/${r.id}`, { token: as }), seen(r) ? 403 : 404)),
          {
            label: 'bulk delete',
            send: async () => {
              const bulk = await request('POST', `/${entity.path}/delete`, { token: as, body: { items: kept.map((r) => r.id) } });
              if (!reachesOf(actor, entity, 'delete').length) return void expect(bulk.status).toBe(403);
              expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
              expect(bulk.body.deleted).toEqual([]);
              expect([...bulk.body.not_found].sort((a: number, b: number) => a - b)).toEqual(kept.map((r) => r.id).sort((a, b) => a - b));
            },
          },
          ...records
            .filter((r) => !updatable(r))
            .map((r) => answers(`PATCH ${r.id} ${JSON.stringify(change(r))}`, () => request('PATCH', `/${entity.path}/${r.id}`, { token: as, body: change(r) }), seen(r) ? 403 : 404)),
        ]);
        const changed = records.filter(updatable);
        const accepted = await Promise.all(changed.map((r) => request('PATCH', `/${entity.path}/${r.id}`, { token: as, body: change(r) })));
        accepted.forEach((answer, i) => {
          expect(answer.status, `PATCH ${changed[i].id} ${JSON.stringify(change(changed[i]))} ${JSON.stringify(answer.body)}`).toBe(200);
          expect(answer.body.data).toMatchObject(change(changed[i]));
        });

        // commands, with their input's defaults: 404 out of view, 403 out of the command's reach, else 200 while the
        // record's state (as the administrator lists it) allows it and 409 (or the command's own refusal) once it does
        // not (an earlier case ran it).
        for (const [name, command] of Object.entries(entity.commands ?? {})) {
          const current = new Map((await all(entity.path)).map((r) => [r.id, r]));
          const runs = await Promise.all(records.map((r) => request('POST', `/${entity.path}/${r.id}/${name}`, { token: as, body: {} })));
          runs.forEach((answer, i) => {
            const r = current.get(records[i].id)!;
            const refusal = command.refusal ? ERROR_CATALOGUE[command.refusal as ErrorKey].status : 409;
            const expected = !seen(r) ? 404 : !allowed(entity, actor, name, r, pathOf) ? 403 : preconditionHolds(command, r) ? 200 : refusal;
            expect(answer.status, `POST ${name} ${r.id} ${JSON.stringify(answer.body)}`).toBe(expected);
          });
        }
      });

      // Only where the model gives the role a delete reach: otherwise there is nothing to delete (the refusals are above).
      if (grants('delete') && canSee)
        it('deletes, singly and in bulk, a record in its delete reach', async () => {
          const as = tokens.get(c)!;
          const actor = facts.get(c)!;
          for (const mode of ['single', 'bulk'] as const) {
            const target = await recordFor(entity, actor, 'delete');
            if (mode === 'single') expect((await request('DELETE', `/${entity.path}/${target.id}`, { token: as })).status).toBe(200);
            else {
              const bulk = await request('POST', `/${entity.path}/delete`, { token: as, body: { items: [target.id] } });
              expect(bulk.body).toMatchObject({ deleted: [target.id], not_found: [] });
            }
            expect((await request('GET', `/${entity.path}/${target.id}`, { token: admin })).status).toBe(404);
          }
        });

      // A record moves (its group field changes) only where the update and view reaches take it; refused moves write nothing.
      // Own records (and a group's own group) are not moved here: that would move the actor or its fixture groups.
      if (canSee && movable && holds('update', row.belongs === 'group itself' ? ['project', 'branch'] : ['project', 'branch', 'group']))
        it('moves a record only where its update and view reaches take it', async () => {
          const as = tokens.get(c)!;
          const actor = facts.get(c)!;
          const record = await recordFor(entity, actor, 'update');
          const stored = idsOf(record[placement!]);
          const fixture = Object.values(fixtureGroups).filter((id) => !stored.includes(id));
          const outside = fixture.find((id) => !mayPlace(entity, actor, [id], 'update', pathOf));
          const inside = fixture.find((id) => mayPlace(entity, actor, [id], 'update', pathOf) && !pathOf(id).startsWith(String(record.path ?? '\0')));
          const value = (id: number) => (row.belongs !== 'group itself' && Array.isArray(record[placement!]) ? [id] : id);
          expect(outside !== undefined || inside !== undefined, 'some group to move to').toBe(true);
          if (outside !== undefined) {
            const body = { [placement!]: value(outside), ...(await fixtures.freeKeysAt(entity, outside)) };
            const before = await storeFingerprint(server.store);
            const answer = await request('PATCH', `/${entity.path}/${record.id}`, { token: as, body });
            expect(answer.status, `move to ${outside}: ${JSON.stringify(answer.body)}`).toBe(403);
            expect(await storeFingerprint(server.store)).toEqual(before);
          }
          if (inside !== undefined) {
            const answer = await request('PATCH', `/${entity.path}/${record.id}`, { token: as, body: { [placement!]: value(inside), ...(await fixtures.freeKeysAt(entity, inside)) } });
            // An elevator takes its controllers along: the actor must see them (as at create).
            const hidden = record.controllers && (await referencesHidden(entity, actor, { controllers: record.controllers }));
            if (hidden) {
              expect(answer.status, `move to ${inside}: ${JSON.stringify(answer.body)}`).toBe(422);
              return;
            }
            expect(answer.status, `move to ${inside}: ${JSON.stringify(answer.body)}`).toBe(200);
            expect(idsOf(answer.body.data[placement!])).toEqual(idsOf(value(inside)));
          }
        });

      // Not for records whose placement the server copies from another record (a reservation's is its amenity's):
      // who may create them is their module's test (server/amenities/amenities.test.ts).
      if (!derivedPlacement(entity))
        it('creates only where its create and view reaches take it, naming only records it sees', async () => {
          const as = tokens.get(c)!;
          const actor = facts.get(c)!;
          const places = !placement ? [0] : [fixtureGroups['Unit 1'], fixtureGroups['Site 1'], fixtureGroups['Site 2'], fixtureGroups['Unit 2'], 0];
          // What each create needs (made beforehand, outside the refusals' fingerprints) and what it must answer.
          const lists = new Map<string, Promise<Row[]>>();
          const planned = await Promise.all(
            places.map(async (place) => {
              const needed = await neededRecords(entity, place);
              const hidden = () => referencesHidden(entity, actor, bodyAt(entity, place, needed), lists);
              return { place, needed, expected: !mayPlace(entity, actor, [place], 'create', pathOf) ? 403 : (await hidden()) ? 422 : 201 };
            }),
          );
          const create = ({ place, needed, expected }: (typeof planned)[number]) => ({
            label: `create at ${place}`,
            send: async () => {
              const answer = await createAt(entity, place, as, needed);
              expect(answer.status, `create at ${place}: ${JSON.stringify(answer.body)}`).toBe(expected);
              if (expected === 201) expect(answer.body.data.created_by).toBe(actor.id);
            },
          });
          await refusalsWriteNothing(planned.filter((p) => p.expected !== 201).map(create));
          await Promise.all(planned.filter((p) => p.expected === 201).map((p) => create(p).send()));
        });
    });

    /**
     * Every reference field of every body, changed by a building manager (Building 1 and Unit 2) on a record it may
     * edit: to a record it cannot see, 422 invalid_related_entity and nothing written; to one it sees, 200.
     */
    describe.each(REFERENCE_CASES.map((r) => [`${r.entity.path}.${r.field} → ${r.target.path}`, r] as const))('reference %s', (_label, { entity, field, target }) => {
      it('names only records its author sees', async () => {
        const record = await recordFor(entity, manager, 'update');
        await readParents(target);
        const candidates = (await all(target.path)).filter((r) => r.id !== record.id && !idsOf(record[field]).includes(r.id));
        // Prefer records of the sibling building and of the actor's second group: the cross-building cases of issue 33.
        const rank = (r: Row) => (groupsOfRecord(target, r).some((id) => id === fixtureGroups['Building 2'] || id === fixtureGroups['Unit 2']) ? 0 : 1);
        candidates.sort((a, b) => rank(a) - rank(b));
        const hidden = candidates.find((r) => !visible(target, manager, r, pathOf));
        // A user the manager sees may still hold permissions it does not: handing it a credential (a number) is then
        // the privilege rule's refusal (SECURITY.md), so the accepted change names a user holding no more than it.
        const actorsByUser = new Map([...facts.values()].map((f) => [f.id, f]));
        const holdsMore = (r: Row) => target === userEntity && [...(actorsByUser.get(r.id)?.permissions ?? [])].some((p) => !manager.permissions.has(p));
        // And one of the record's own groups where there is one (a reservation's holder must be under its amenity's groups).
        const near = (r: Row) => groupsOfRecord(target, r).some((id) => groupsOfRecord(entity, record).includes(id));
        const seeable = candidates.filter((r) => visible(target, manager, r, pathOf) && !holdsMore(r));
        const seen = seeable.find(near) ?? seeable[0];
        const many = Array.isArray(validValue(entity.fields[field] as never, { reference: () => 1, token: token('ref') }));
        const body = (id: number) => ({ [field]: many ? [id] : id });
        expect(hidden, `a ${target.path} record the manager cannot see`).toBeDefined();
        const before = await storeFingerprint(server.store);
        const refused = await request('PATCH', `/${entity.path}/${record.id}`, { token: managerToken, body: body(hidden!.id) });
        const privilege = REFUSED_BY_PRIVILEGE.has(`${entity.path}.${field}`);
        expect(refused.status, `${field}: ${hidden!.id} ${JSON.stringify(refused.body)}`).toBe(privilege ? 403 : 422);
        expect(refused.body.error.code).toBe(privilege ? 'prohibited' : 'invalid_related_entity');
        expect(await storeFingerprint(server.store)).toEqual(before);
        if (seen && !(`${entity.path}.${field}` in STRICTER_REFERENCES)) {
          const accepted = await request('PATCH', `/${entity.path}/${record.id}`, { token: managerToken, body: body(seen.id) });
          expect(accepted.status, `${field}: ${seen.id} ${JSON.stringify(accepted.body)}`).toBe(200);
          expect(idsOf(accepted.body.data[field])).toEqual([seen.id]);
        }
      });
    });

    it('answers a write whose record leaves its view scope (a group created or moved out of its branch), never 404 after storing it', async () => {
      const c = CASES.find((x) => x.entity.path === 'groups' && x.permissions.length === 1 && x.permissions[0] === 'groups.edit.all')!;
      const as = tokens.get(c)!;
      const made = await createAt(entities.find((e) => e.path === 'groups')!, fixtureGroups['Unit 1']);
      expect(made.status).toBe(201);
      const moved = await request('PATCH', `/groups/${made.body.data.id}`, { token: as, body: { parent_id: fixtureGroups['Site 2'] } });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body.data.parent_id).toBe(fixtureGroups['Site 2']);
      expect((await request('GET', `/groups/${made.body.data.id}`, { token: as })).status).toBe(404);
      expect((await request('DELETE', `/groups/${made.body.data.id}`, { token: admin })).status).toBe(200);
    });

    describe('a role cannot grant more than its holder has', () => {
      async function holder(permissions: Permission[], availableRoles: number[] = []) {
        const role = await request('PUT', '/roles', {
          token: admin,
          body: { ...validBody(roleEntity, { reference: () => 1, token: token('grantor') }), permissions, available_roles: availableRoles },
        });
        expect(role.status, JSON.stringify(role.body)).toBe(201);
        const login = token('grantor');
        const user = await request('PUT', '/users', { token: admin, body: { ...bodyAt(userEntity, fixtureGroups['Site 1']), login, password: PASSWORD, role_id: role.body.data.id } });
        expect(user.status).toBe(201);
        return { token: await server.login(login, PASSWORD), roleId: role.body.data.id as number };
      }
      const newRole = (permissions: string[], extra: Row = {}) => ({ ...validBody(roleEntity, { reference: () => 1, token: token('granted') }), permissions, ...extra });

      it('roles.create without X cannot create a role with X; with roles.grant_more_than_own it can', async () => {
        const limited = await holder(['roles.create', 'devices.view']);
        const before = await storeFingerprint(server.store);
        const refused = await request('PUT', '/roles', { token: limited.token, body: newRole(['devices.delete']) });
        expect(refused.status).toBe(403);
        expect(await storeFingerprint(server.store)).toEqual(before);
        expect((await request('PUT', '/roles', { token: limited.token, body: newRole(['devices.view']) })).status).toBe(201);

        const generous = await holder(['roles.create', 'roles.grant_more_than_own']);
        expect((await request('PUT', '/roles', { token: generous.token, body: newRole(['devices.delete']) })).status).toBe(201);
      });

      it('available_roles limits which roles a user may assign and list', async () => {
        const assignable = await request('PUT', '/roles', { token: admin, body: newRole([]) });
        const other = await request('PUT', '/roles', { token: admin, body: newRole([]) });
        const manager = await holder(['users.create', 'users.edit', 'users.view', 'roles.view'], [assignable.body.data.id]);
        const before = await storeFingerprint(server.store);
        const withOther = await request('PUT', '/users', { token: manager.token, body: { ...bodyAt(userEntity, fixtureGroups['Unit 1']), role_id: other.body.data.id } });
        expect(withOther.status).toBe(403);
        expect(await storeFingerprint(server.store)).toEqual(before);
        const withAssignable = await request('PUT', '/users', { token: manager.token, body: { ...bodyAt(userEntity, fixtureGroups['Unit 1']), role_id: assignable.body.data.id } });
        expect(withAssignable.status, JSON.stringify(withAssignable.body)).toBe(201);
        const moved = await request('PATCH', `/users/${withAssignable.body.data.id}`, { token: manager.token, body: { role_id: other.body.data.id } });
        expect(moved.status).toBe(403);
        const listed = (await all('roles', manager.token)).map((r) => r.id).sort((a, b) => a - b);
        expect(listed).toEqual([assignable.body.data.id, manager.roleId].sort((a, b) => a - b));
        // A role may only list assignable roles it could itself assign.
        const creator = await holder(['roles.create'], [assignable.body.data.id]);
        expect((await request('PUT', '/roles', { token: creator.token, body: newRole([], { available_roles: [other.body.data.id] }) })).status).toBe(403);
        expect((await request('PUT', '/roles', { token: creator.token, body: newRole([], { available_roles: [assignable.body.data.id] }) })).status).toBe(201);
      });
    });
  });
});
