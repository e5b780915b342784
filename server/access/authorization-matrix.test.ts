/**
 * The authorisation matrix (issue 3 §1), generated from the entity descriptions and the permission
 * catalogue: a new entity in schemas/index.ts joins it without new test code.
 *
 * Fixture: root → Site 1, Site 2 → Building 1, Building 2 → Unit 1, Unit 2, with a record of every
 * group-owned entity in every group (and a few roles), made by the administrator over HTTP from
 * validBody. For every entity, every scope the entity grants by a permission (own, domain, descendants,
 * all), and "none", a role holding exactly that permission (and a variant that also holds every view
 * permission, so update and delete scopes are seen apart from view) is given to a user of Site 1.
 * The expected outcome of each request is computed from the fixture with the scope semantics of
 * 001 §6 (an independent oracle, not the SQL of scope.ts): list = exactly the visible records; get =
 * 200 or 404; update and delete = 404 when not visible, 403 when visible but out of the operation's
 * scope; bulk delete reports out-of-scope ids as not_found and leaves them; create is placed only where
 * the create and view scopes reach.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Entity, type GrantName, type Operation, type Scope, grantOf } from '../../schemas/define-entity';
import { entities, role as roleEntity, user as userEntity } from '../../schemas';
import type { Permission } from '../../schemas/permissions';
import { preconditionHolds } from '../crud/precondition';
import * as repository from '../crud/repository';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';
import { SYSTEM_ACTOR } from './actor';
import { ERROR_CATALOGUE, type ErrorKey } from '../errors';
import { placementField, validBody } from '../test-support/valid-body';
import { sampleFile } from '../test-support/sample-files';
import { storeFile } from '../crud/file-routes';
import { fileFieldsOf } from '../../schemas/file-field';
import { fieldMeta } from '../../schemas/introspect';
import { WEEK_DAYS } from '../../schemas/schedule';
import { reservableSlots } from '../amenities/slot-times';

type Row = Record<string, any>;
const OPERATIONS: Operation[] = ['view', 'create', 'update', 'delete'];
const PASSWORD = 'matrix-password-1';

interface Case {
  entity: Entity;
  label: string;
  permissions: Permission[];
}

function viewPermissions(entity: Entity): Permission[] {
  return Object.values(entity.access.view).filter((p): p is Permission => typeof p === 'string');
}

/** Every (entity, operation or command, scope) granted by a permission, alone; for writes also with every view permission. */
function casesFor(entity: Entity): Case[] {
  const cases: Case[] = [{ entity, label: 'none', permissions: [] }];
  for (const operation of [...OPERATIONS, ...Object.keys(entity.commands ?? {})]) {
    for (const [scope, permission] of Object.entries(grantOf(entity, operation)) as [Scope, Permission | true][]) {
      if (permission === true) continue;
      cases.push({ entity, label: `${operation}.${scope} (${permission})`, permissions: [permission] });
      if (operation !== 'view') {
        const withView = [...new Set([permission, ...viewPermissions(entity)])];
        if (withView.length > 1) cases.push({ entity, label: `${operation}.${scope} (${permission}) + view`, permissions: withView });
      }
    }
  }
  return cases;
}

/**
 * Entities with rows of their own. A read model's rows are a query's over others (a poll's results over its
 * responses): who sees them is its parent's rule, tested with its own data (server/communications/announce-results.test.ts).
 */
const tabled = entities.filter((entity) => !entity.readModel);
const CASES = tabled.flatMap(casesFor);

/** What the oracle needs to know of an actor. */
interface ActorFacts {
  id: number;
  roleId: number;
  permissions: Set<string>;
  groupIds: number[];
  groupPaths: string[];
  availableRoles: number[];
}

function scopesOf(actor: ActorFacts, entity: Entity, operation: GrantName): Scope[] {
  return (Object.entries(grantOf(entity, operation)) as [Scope, Permission | true][])
    .filter(([, by]) => by === true || actor.permissions.has(by))
    .map(([scope]) => scope);
}

/** The groups a record belongs to, by the entity's ownership. */
function groupsOfRecord(entity: Entity, record: Row): number[] {
  const { ownership } = entity;
  if (ownership.kind === 'group') return [record.id];
  if (ownership.kind === 'group-column') return [record[ownership.field]];
  if (ownership.kind === 'group-list') return record[ownership.field];
  return [];
}

function within(actor: ActorFacts, scope: 'domain' | 'descendants', groupIds: number[], pathOf: (id: number) => string) {
  return groupIds.some((id) =>
    scope === 'domain' ? actor.groupIds.includes(id) : actor.groupPaths.some((path) => pathOf(id).startsWith(path)),
  );
}

function inScope(entity: Entity, actor: ActorFacts, scope: Scope, record: Row, pathOf: (id: number) => string) {
  if (scope === 'all') return true;
  if (scope === 'own') return entity.own === 'self' ? record.id === actor.id : [record.created_by, ...(entity.participants ?? []).map((field) => record[field])].includes(actor.id);
  if (entity.ownership.kind === 'none') {
    return scope === 'domain' && [...actor.availableRoles, actor.roleId].includes(record.id);
  }
  // A group record's own path is what the hierarchy scopes look at.
  if (entity.ownership.kind === 'group' && scope === 'descendants') return actor.groupPaths.some((path) => String(record.path).startsWith(path));
  return within(actor, scope, groupsOfRecord(entity, record), pathOf);
}

/** A group's path by id, and (for child collections) a record's parent, in one database's fixture. */
type PathOf = ((id: number) => string) & { parentOf?: (child: Entity, record: Row) => Row | undefined };

function visible(entity: Entity, actor: ActorFacts, record: Row, pathOf: PathOf): boolean {
  if (entity.ownership.kind === 'parent') {
    const parent = pathOf.parentOf?.(entity, record);
    const parentEntity = entities.find((e) => e.path === (entity.ownership as { entity: string }).entity)!;
    return Boolean(parent) && visible(parentEntity, actor, parent!, pathOf);
  }
  if (scopesOf(actor, entity, 'view').some((scope) => inScope(entity, actor, scope, record, pathOf))) return true;
  if (entity.ownership.kind !== 'group' && record.created_by === actor.id) return true;
  return entity.own === 'self' && record.id === actor.id;
}

function allowed(entity: Entity, actor: ActorFacts, operation: Exclude<GrantName, 'view' | 'create'>, record: Row, pathOf: (id: number) => string) {
  return visible(entity, actor, record, pathOf) && scopesOf(actor, entity, operation).some((scope) => inScope(entity, actor, scope, record, pathOf));
}

/** Whether a new record placed in group `target` may be created (checkPlacement's rule, 001 §6). */
function mayPlace(entity: Entity, actor: ActorFacts, target: number, pathOf: (id: number) => string) {
  const create = scopesOf(actor, entity, 'create');
  if (!create.length) return false;
  // Records outside the hierarchy, and children (whose parent decides, see referencesHidden).
  if (entity.ownership.kind === 'none' || entity.ownership.kind === 'parent') return true;
  const reach = (scopes: Scope[]) =>
    scopes.includes('all') ||
    (scopes.includes('domain') && actor.groupIds.includes(target)) ||
    (scopes.includes('descendants') && actor.groupPaths.some((path) => pathOf(target).startsWith(path)));
  const placing = create.filter((s) => s !== 'own');
  return reach(placing) && reach(entity.ownership.kind === 'group' ? placing : scopesOf(actor, entity, 'view'));
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
    const pathOf: PathOf = Object.assign((id: number) => String(groups.find((g) => g.id === id)?.path ?? ''), {
      parentOf: (child: Entity, record: Row) => {
        const { entity: parentPath, field } = child.ownership as { entity: string; field: string };
        return parentRecords.get(parentPath)?.find((parent) => parent.id === record[field]);
      },
    });

    let requests = 0;
    const request = (method: string, path: string, options: { token?: string; body?: unknown; query?: Record<string, unknown> } = {}) => {
      requests++;
      return server.request(method, path, options);
    };

    const all = async (path: string, as = admin) => {
      const { status, body } = await request('GET', `/${path}/items`, { token: as, query: { size: 1000 } });
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.pagination.total).toBe(body.data.length);
      return body.data as Row[];
    };

    /** Server-written entities (device events, tasks) grant nobody create: the server itself records them. */
    const serverWritten = (entity: Entity) => Object.keys(entity.access.create ?? {}).length === 0;
    /**
     * Records whose groups the server copies from another record (a reservation's are its amenity's): the fixtures
     * place them through the server; who may create them is their module's test (server/amenities/amenities.test.ts).
     */
    const derivedPlacement = (entity: Entity) => {
      const field = placementField(entity);
      return field !== undefined && fieldMeta(entity.fields[field] as never).readOnly === true;
    };
    let reservationWeeks = 0;

    /** A record of the entity placed in group `groupId`, made by the administrator (or the server). */
    /**
     * What a valid record needs beyond its own fields: an elevator needs a lift controller of its own
     * (one elevator per controller), placed in the elevator's group by the server; an elevator access
     * rule needs someone to grant floors to.
     */
    async function neededRecords(entity: Entity, groupId: number): Promise<Row> {
      // An elevator access rule names at least one user, group or floor: the root group here.
      if (entity.path === 'elevators/access-rules') return { domain_ids: [0] };
      if (entity.path === 'amenities/reservations') return reservationIn(groupId);
      if (entity.path !== 'elevators') return {};
      const deviceEntity = entities.find((e) => e.path === 'devices')!;
      const controller: Row = await repository.create(server.store, deviceEntity, SYSTEM_ACTOR, { ...bodyAt(deviceEntity, groupId), type: 'liftcontroller' });
      return { controllers: [{ device_id: Number(controller.id), relays: 1, floor_map: [] }] };
    }

    /** A reservation of the group's amenity for a user of the group, each on a week of its own (never full). */
    async function reservationIn(groupId: number): Promise<Row> {
      const amenity = (await all('amenities')).find((a) => a.domains.includes(groupId))!;
      const holder = (await all('users')).find((u) => u.domain_ids.includes(groupId))!;
      const weekday = WEEK_DAYS.indexOf(amenity.time_slots.items[0].days[0]);
      const start = new Date(Date.now() + (7 * ++reservationWeeks + 1) * 86_400_000);
      start.setUTCDate(start.getUTCDate() + ((weekday - ((start.getUTCDay() + 6) % 7) + 7) % 7));
      const date = start.toISOString().slice(0, 10);
      return { amenity_id: amenity.id, user_id: holder.id, date, time_slots: [reservableSlots(amenity.time_slots, date)[0]] };
    }

    async function createAt(entity: Entity, groupId: number, as = admin, extra: Row = {}) {
      // Tests comparing the store before and after pass the needed records in `extra`, made beforehand.
      const needed = Object.keys(extra).length ? {} : await neededRecords(entity, groupId);
      const body = bodyAt(entity, groupId, { ...needed, ...extra });
      if (as === admin && (serverWritten(entity) || derivedPlacement(entity))) {
        const record = await repository.create(server.store, entity, SYSTEM_ACTOR, body);
        // A child of a record placed in the group (a poll's response): its parent is the first such record.
        if (entity.ownership.kind === 'parent') return createChildAt(entity, record, groupId);
        // A placement the server alone sets (a device alarm's group is its device's) is set as the server would.
        const field = placementField(entity);
        if (field && entity.ownership.kind === 'group-column' && record[field] !== groupId) {
          await server.store.db.updateTable(entity.table).set({ [field]: groupId }).where('id', '=', record.id).execute();
          return { status: 201, body: { data: { ...record, [field]: groupId } as Row } };
        }
        return { status: 201, body: { data: record as Row } };
      }
      const answer = await request('PUT', `/${entity.path}`, { token: as, body });
      // A record's files come after it (an alert's sound): each file field gets one, so its commands may run.
      for (const file of answer.status === 201 ? fileFieldsOf(entity) : []) {
        answer.body.data = await storeFile(server.store, entity, SYSTEM_ACTOR, answer.body.data.id, file, sampleFile(file.rule));
      }
      return answer;
    }
    async function createChildAt(entity: Entity, record: Row, groupId: number) {
      const { entity: parentPath, field } = entity.ownership as { entity: string; field: string };
      const parentEntity = entities.find((e) => e.path === parentPath)!;
      const parent = (await all(parentPath)).find((r) => groupsOfRecord(parentEntity, r).includes(groupId))!;
      expect(parent, `a ${parentPath} record in group ${groupId}`).toBeTruthy();
      await server.store.db.updateTable(entity.table).set({ [field]: parent.id }).where('id', '=', record.id).execute();
      return { status: 201, body: { data: { ...record, [field]: parent.id } as Row } };
    }

    function bodyAt(entity: Entity, groupId: number, extra: Row = {}) {
      // Users are named by a fixture user other than the administrator (a conversation is never with oneself).
      const body = validBody(entity, { reference: (path) => (path === 'groups' ? groupId : path === 'users' ? (someUser ?? 1) : 1), token: token(`m${entity.name}`) });
      const field = placementField(entity);
      if (field) body[field] = entity.ownership.kind === 'group-list' ? [groupId] : groupId;
      return { ...body, ...extra };
    }

    beforeAll(async () => {
      server = await startServer(dialect, { demo: false });
      admin = await server.login('admin');
      // The hierarchy, level by level.
      const level = async (names: [string, string][]) =>
        Promise.all(
          names.map(async ([name, parent]) => {
            const answer = await request('PUT', '/groups', { token: admin, body: { name, parent_id: fixtureGroups[parent] ?? 0 } });
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
        if (entity === userEntity) someUser = answers[0].body.data.id;
      }
      // One role and one Site 1 user per case.
      await Promise.all(
        CASES.map(async (c) => {
          const role = await request('PUT', '/roles', { token: admin, body: { ...validBody(roleEntity, { reference: () => 1, token: token('role') }), permissions: c.permissions } });
          expect(role.status, JSON.stringify(role.body)).toBe(201);
          const login = token('user');
          const user = await request('PUT', '/users', {
            token: admin,
            body: { ...bodyAt(userEntity, fixtureGroups['Site 1']), login, password: PASSWORD, role_id: role.body.data.id },
          });
          expect(user.status, JSON.stringify(user.body)).toBe(201);
          tokens.set(c, await server.login(login, PASSWORD));
          facts.set(c, {
            id: user.body.data.id,
            roleId: role.body.data.id,
            permissions: new Set(c.permissions),
            groupIds: [fixtureGroups['Site 1']],
            groupPaths: [],
            availableRoles: [],
          });
        }),
      );
      groups = await all('groups');
      for (const actor of facts.values()) actor.groupPaths = actor.groupIds.map(pathOf);
    }, 60_000);
    afterAll(async () => {
      await server?.close();
      // Figures for the report.
      console.info(`authorisation matrix ${dialect}: ${CASES.length} role cases over ${entities.length} entities, ${requests} requests`);
    });

    it('covers every entity and every permission that grants a scope', () => {
      for (const entity of tabled) expect(CASES.filter((c) => c.entity === entity).length).toBeGreaterThan(1);
      expect(groups.length).toBeGreaterThanOrEqual(7);
    });

    describe.each(CASES.map((c) => [`${c.entity.path}: ${c.label}`, c] as const))('%s', (_label, c) => {
      const { entity } = c;

      it('lists exactly the visible records; get, update, delete and bulk delete stay in scope', async () => {
        const as = tokens.get(c)!;
        const actor = facts.get(c)!;
        let records = await all(entity.path);
        if (entity.ownership.kind === 'parent') parentRecords.set(entity.ownership.entity, await all(entity.ownership.entity));
        const expectedVisible = records.filter((r) => visible(entity, actor, r, pathOf)).map((r) => r.id).sort((a, b) => a - b);
        const listed = await all(entity.path, as);
        expect(listed.map((r) => r.id).sort((a, b) => a - b)).toEqual(expectedVisible);
        // Single-record requests: the fixture, the actor's own user and role, and a few other actors' (the list covers them all).
        const others = [...facts.values()].filter((f) => f !== actor).slice(0, 3);
        const key = entity.path === userEntity.path ? 'id' : entity.path === roleEntity.path ? 'roleId' : undefined;
        const actorRecords = new Set(key ? [...facts.values()].map((f) => f[key]) : []);
        const probed = new Set(key ? [...others, actor].map((f) => f[key]) : []);
        const isActorRecord = (r: Row) => actorRecords.has(r.id);
        records = records.filter((r) => !isActorRecord(r) || probed.has(r.id));

        const before = await storeFingerprint(server.store);
        // get: 200 in view, 404 outside (never 403).
        const gets = await Promise.all(records.map((r) => request('GET', `/${entity.path}/${r.id}`, { token: as })));
        gets.forEach((answer, i) => expect(answer.status, `GET ${records[i].id}`).toBe(expectedVisible.includes(records[i].id) ? 200 : 404));

        // delete and bulk delete of everything not deletable: 404 out of view, 403 in view; nothing goes.
        const deletable = (r: Row) => allowed(entity, actor, 'delete', r, pathOf);
        const kept = records.filter((r) => !deletable(r));
        const deletes = await Promise.all(kept.map((r) => request('DELETE', `/${entity.path}/${r.id}`, { token: as })));
        deletes.forEach((answer, i) => expect(answer.status, `DELETE ${kept[i].id}`).toBe(expectedVisible.includes(kept[i].id) ? 403 : 404));
        const bulk = await request('POST', `/${entity.path}/delete`, { token: as, body: { items: kept.map((r) => r.id) } });
        if (!scopesOf(actor, entity, 'delete').length) expect(bulk.status).toBe(403);
        else {
          expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
          expect(bulk.body.deleted).toEqual([]);
          expect([...bulk.body.not_found].sort((a: number, b: number) => a - b)).toEqual(kept.map((r) => r.id).sort((a, b) => a - b));
        }
        expect(await storeFingerprint(server.store)).toEqual(before);

        // update with an empty change: 404 out of view, 403 out of the update scope, 200 in it. An empty change grants
        // nothing, so the privilege rule (server/access/privilege.ts, tested in privilege*.test.ts) never refuses it.
        const updates = await Promise.all(records.map((r) => request('PATCH', `/${entity.path}/${r.id}`, { token: as, body: {} })));
        updates.forEach((answer, i) => {
          const r = records[i];
          const expected = !expectedVisible.includes(r.id) ? 404 : !allowed(entity, actor, 'update', r, pathOf) ? 403 : 200;
          expect(answer.status, `PATCH ${r.id} ${JSON.stringify(answer.body)}`).toBe(expected);
        });
        const after = await storeFingerprint(server.store);
        for (const [table, value] of Object.entries(after)) expect((value as Row).rows ?? value, table).toEqual((before[table] as Row).rows ?? before[table]);

        // commands, with their input's defaults: 404 out of view, 403 out of the command's scope, else 200 while the
        // record's state allows it and 409 (or the command's own refusal) once it does not (an earlier case ran it).
        for (const [name, command] of Object.entries(entity.commands ?? {})) {
          const current = await Promise.all(records.map(async (r) => (await request('GET', `/${entity.path}/${r.id}`, { token: admin })).body.data as Row));
          const runs = await Promise.all(records.map((r) => request('POST', `/${entity.path}/${r.id}/${name}`, { token: as, body: {} })));
          runs.forEach((answer, i) => {
            const r = current[i];
            const refused = command.refusal ? ERROR_CATALOGUE[command.refusal as ErrorKey].status : 409;
            const expected = !expectedVisible.includes(r.id) ? 404 : !allowed(entity, actor, name, r, pathOf) ? 403 : preconditionHolds(command, r) ? 200 : refused;
            expect(answer.status, `POST ${name} ${r.id} ${JSON.stringify(answer.body)}`).toBe(expected);
          });
        }
      });

      it('deletes, singly and in bulk, a record placed in its delete scope', async () => {
        const as = tokens.get(c)!;
        const actor = facts.get(c)!;
        if (!scopesOf(actor, entity, 'delete').length) return;
        const places = entity.ownership.kind === 'none' ? [0] : [fixtureGroups['Unit 1'], fixtureGroups['Site 1'], fixtureGroups['Site 2'], 0];
        for (const mode of ['single', 'bulk'] as const) {
          let target: Row | undefined;
          for (const place of places) {
            const made = (await createAt(entity, place)).body.data as Row;
            if (allowed(entity, actor, 'delete', made, pathOf)) {
              target = made;
              break;
            }
            expect((await request('DELETE', `/${entity.path}/${made.id}`, { token: admin })).status).toBe(200);
          }
          if (!target) return; // e.g. only `own`, and the actor cannot create
          if (mode === 'single') expect((await request('DELETE', `/${entity.path}/${target.id}`, { token: as })).status).toBe(200);
          else {
            const bulk = await request('POST', `/${entity.path}/delete`, { token: as, body: { items: [target.id] } });
            expect(bulk.body).toMatchObject({ deleted: [target.id], not_found: [] });
          }
          expect((await request('GET', `/${entity.path}/${target.id}`, { token: admin })).status).toBe(404);
        }
      });

      /** An access rule may name only devices its author can see (server/entities/access-rules.ts); bodies name device 1. */
      async function referencesHidden(entity: Entity, actor: ActorFacts, place: number) {
        // An elevator's controller is placed in the elevator's group; the author must see it.
        if (entity.path === 'elevators/access-rules') return !visible(entities.find((e) => e.path === 'groups')!, actor, groups.find((g) => g.id === 0)!, pathOf);
        if (entity.path === 'elevators') return !visible(entities.find((e) => e.path === 'devices')!, actor, { domain_id: place, created_by: null }, pathOf);
        // A child goes under a parent its author sees (bodies name record 1); a conversation is with a user its author sees.
        if (entity.ownership.kind === 'parent') {
          const parentPath = entity.ownership.entity;
          return !visible(entities.find((e) => e.path === parentPath)!, actor, (await all(parentPath)).find((r) => r.id === 1)!, pathOf);
        }
        // An amenity opens the doors of access rules its author sees (bodies name rule 1).
        if (entity.path === 'amenities') return !visible(entities.find((e) => e.path === 'access-rules')!, actor, (await all('access-rules')).find((r) => r.id === 1)!, pathOf);
        if (entity.participants?.length) return !visible(userEntity, actor, (await all('users')).find((u) => u.id === someUser)!, pathOf);
        if (entity.path !== 'access-rules') return false;
        const device = (await all('devices')).find((d) => d.id === 1)!;
        return !visible(entities.find((e) => e.path === 'devices')!, actor, device, pathOf);
      }

      it('creates only where its create and view scopes reach', async () => {
        const as = tokens.get(c)!;
        const actor = facts.get(c)!;
        if (derivedPlacement(entity)) return;
        const places = entity.ownership.kind === 'none' ? [0] : [fixtureGroups['Unit 1'], fixtureGroups['Site 1'], fixtureGroups['Site 2'], 0];
        for (const place of places) {
          const needed = await neededRecords(entity, place);
          const before = await storeFingerprint(server.store);
          const answer = await createAt(entity, place, as, needed);
          const expected = !mayPlace(entity, actor, place, pathOf) ? 403 : (await referencesHidden(entity, actor, place)) ? 422 : 201;
          expect(answer.status, `create at ${place}: ${JSON.stringify(answer.body)}`).toBe(expected);
          if (expected !== 201) expect(await storeFingerprint(server.store)).toEqual(before);
          else expect(answer.body.data.created_by).toBe(actor.id);
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
