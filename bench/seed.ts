/**
 * Seeds a large estate into a fresh, migrated database with bulk inserts in transactions, through the
 * storage layer (storageOf/recordToRow), never through the API: groups in a four-level hierarchy with
 * correct materialised paths, users (one apartment each, users_domain_ids), devices (one building each),
 * identifiers (five per resident, bench/seed-identifiers.ts), device events (bench/seed-events.ts, in
 * their own transaction and timed apart). Row templates come from the entities' own validation, so every
 * stored default is the product's.
 */
import { type Kysely, sql } from 'kysely';
import { device, identifier, role, user } from '../schemas';
import type { Entity } from '../schemas/define-entity';
import { GROUP_TYPES } from '../schemas/group';
import { SYSTEM_ACTOR } from '../server/access/actor';
import { hashPassword } from '../server/auth/passwords';
import { ensureAdministrator } from '../server/bootstrap';
import { validateBody } from '../server/crud/body';
import * as repository from '../server/crud/repository';
import type { Store } from '../server/crud/repository';
import { recordToRow } from '../server/db/codec';
import { storageOf } from '../server/db/columns';
import { EVENT_TYPE_PREFIX, insertEvents } from './seed-events';
import { identifierRecords } from './seed-identifiers';

export const ADMIN_PASSWORD = 'admin-password';
export const BENCH_PASSWORD = 'bench-password';
/** The group administrator whose scope is one building (users.view = descendants). */
export const SCOPED_LOGIN = 'building.admin';

export interface EstateSize {
  /** Children per level: sites under the root, buildings per site, units per building, apartments per unit. */
  fanout: [number, number, number, number];
  users: number;
  devices: number;
  identifiers: number;
  events: number;
}

/** The MQTT password of a seeded panel. */
export const benchPassword = (login: string) => `bench-${login}`;

export const FULL: EstateSize = { fanout: [4, 10, 4, 11], users: 20_000, devices: 5_000, identifiers: 100_000, events: 1_000_000 }; // 1,964 groups
export const QUICK: EstateSize = { fanout: [1, 2, 2, 3], users: 200, devices: 50, identifiers: 1_000, events: 10_000 }; // 19 groups

export interface Estate {
  groups: number;
  users: number;
  devices: number;
  identifiers: number;
  events: number;
  seconds: number;
  /** Of `seconds`, the device events' insert (and, on PostgreSQL, their statistics). */
  eventSeconds: number;
  residentRoleId: number;
  /** Filter value that matches about a tenth of the users (begins_with on name). */
  namePrefix: string;
  sampleUserId: number;
  sampleUserName: string;
  sampleDeviceId: number;
  /** Identifier type that, with namePrefix, picks about a twenty-fifth of the identifiers (two cards in five). */
  identifierType: string;
  sampleIdentifierId: number;
  sampleIdentifierName: string;
  /** A card number the console knows, as a panel reads it (remote validation rows). */
  sampleCardNumber: string;
  /** The identifier the update rows rename (not the sample, whose name the edit page waits for). */
  renamedIdentifierId: number;
  /** The building the scoped administrator manages. */
  buildingId: number;
  /** Its materialised path (`0.<site>.<building>.`), for the baseline's hand-written scope. */
  buildingPath: string;
  /** A device of that building: its events are a five-thousandth of all (the equals rows). */
  eventDeviceId: number;
  /** Event type prefix that picks three events in ten (the begins_with rows). */
  eventTypePrefix: string;
}

const FIRST = ['Alice', 'Boris', 'Chloe', 'Dmitro', 'Elena', 'Fedir', 'Galina', 'Hugo', 'Iryna', 'Jonas'];
const LAST = ['Adams', 'Bondar', 'Clark', 'Dovzhenko', 'Evans', 'Frolova', 'Green', 'Hill', 'Ivanenko', 'Jones'];

const userName = (i: number) => `${FIRST[i % 10]} ${LAST[Math.floor(i / 10) % 10]} ${i}`;

const CHUNK = 500;

async function insertChunked(db: Kysely<any>, table: string, rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += CHUNK) await db.insertInto(table).values(rows.slice(i, i + CHUNK)).execute();
}

/** The stored row of a record, with the record columns every entity has. */
function rowOf(entity: Entity, id: number, record: Record<string, unknown>, now: string) {
  return { id, ...recordToRow(entity, record), created_at: now, updated_at: now, created_by: null };
}

async function nextId(db: Kysely<any>, table: string) {
  const row = await db.selectFrom(table).select((eb) => eb.fn.max('id').as('max')).executeTakeFirstOrThrow();
  return Number(row.max ?? 0) + 1;
}

export async function seedEstate(store: Store, size: EstateSize): Promise<Estate> {
  const started = performance.now();
  const { db } = store;
  await ensureAdministrator(store, ADMIN_PASSWORD);
  const { id: residentRoleId } = await repository.create(store, role, SYSTEM_ACTOR, { name: 'Resident', permissions: ['profile.edit'] });
  const { id: adminRoleId } = await repository.create(store, role, SYSTEM_ACTOR, {
    name: 'Group administrator',
    permissions: [
      'users.view', 'users.create', 'users.edit', 'roles.view', 'devices.view.descendants', 'devices.create', 'devices.edit',
      'identifiers.view', 'identifiers.create', 'identifiers.edit', 'devices.events.view',
    ],
    available_roles: [residentRoleId],
  });
  const now = new Date().toISOString();
  const password = await hashPassword(BENCH_PASSWORD);

  // Groups, level by level: a path is the parent's path plus the group's own id.
  const groupRows: Record<string, unknown>[] = [];
  const types = [GROUP_TYPES.site, GROUP_TYPES.building, GROUP_TYPES.unit, GROUP_TYPES.apartment];
  let parents = [{ id: 0, path: '0.' }];
  const levels: { id: number; path: string }[][] = [];
  let id = await nextId(db, 'groups');
  for (const [level, count] of size.fanout.entries()) {
    const children: { id: number; path: string }[] = [];
    for (const parent of parents) {
      for (let n = 1; n <= count; n++, id++) {
        const path = `${parent.path}${id}.`;
        children.push({ id, path });
        const apartment = types[level] === GROUP_TYPES.apartment;
        groupRows.push({
          id, name: `${['Site', 'Building', 'Entrance', 'Apartment'][level]} ${id}`, description: '', parent_id: parent.id,
          domain_type_id: types[level], logic_address: apartment ? null : String(n), sip_number: null, path,
          device_status_notify: JSON.stringify({ user: null, notify_about_offline_device: false, notify_about_device_task_failed: false }),
          guest_identifier_limits: JSON.stringify({ max_passes_count: null, max_period_days: null }),
          created_at: now, updated_at: now, created_by: null,
        });
      }
    }
    levels.push(children);
    parents = children;
  }
  const [, buildings, , apartments] = levels;

  const userTemplate = validateBody(user, { login: 'x', name: 'x', role_id: residentRoleId, domain_ids: [0] }).data;
  const userRows: Record<string, unknown>[] = [];
  const memberships: { owner_id: number; ref_id: number }[] = [];
  const owners: { id: number; name: string; groupId: number }[] = [];
  const firstUser = await nextId(db, 'users');
  for (let i = 0; i < size.users; i++) {
    const userId = firstUser + i;
    const name = userName(i);
    const record = { ...userTemplate, login: `resident${i}`, name, email: `resident${i}@example.com`, password, is_verified: true, avatar_url: null };
    userRows.push(rowOf(user, userId, record, now));
    memberships.push({ owner_id: userId, ref_id: apartments[i % apartments.length].id });
    owners.push({ id: userId, name, groupId: apartments[i % apartments.length].id });
  }
  const scopedId = firstUser + size.users;
  const record = { ...userTemplate, login: SCOPED_LOGIN, name: 'Building Administrator', password, role_id: adminRoleId, is_verified: true, avatar_url: null };
  userRows.push(rowOf(user, scopedId, record, now));
  memberships.push({ owner_id: scopedId, ref_id: buildings[0].id });

  const deviceTemplate = validateBody(device, { name: 'x', type: 'panel', login: 'x', domain_id: 0 }).data;
  const deviceRows: Record<string, unknown>[] = [];
  const firstDevice = await nextId(db, 'devices');
  for (let i = 0; i < size.devices; i++) {
    const login = `SN${100000 + i}`;
    // Every panel may sign in to the device broker (bench/devices.ts plays them): its MQTT password is benchPassword(login).
    const device_settings = { ...(deviceTemplate.device_settings as object), mqtt: { password: benchPassword(login) } };
    const deviceRecord = { ...deviceTemplate, name: `Panel ${i}`, login, domain_id: buildings[i % buildings.length].id, status: 'offline', sync_state: 'in_sync', device_settings };
    deviceRows.push(rowOf(device, firstDevice + i, deviceRecord, now));
  }

  const firstIdentifier = await nextId(db, 'identifiers');
  const identifiers = identifierRecords(size.identifiers, owners, firstIdentifier);
  const identifierRows = identifiers.records.map(({ id: identifierId, record }) => rowOf(identifier, identifierId, record, now));
  const sampleIdentifier = identifiers.records[Math.floor(size.identifiers / 2)];

  await db.transaction().execute(async (trx) => {
    await insertChunked(trx, 'groups', groupRows);
    await insertChunked(trx, 'users', userRows);
    await insertChunked(trx, storageOf(user).joins.domain_ids, memberships);
    await insertChunked(trx, 'devices', deviceRows);
    await insertChunked(trx, 'identifiers', identifierRows);
    await insertChunked(trx, storageOf(identifier).joins.domain_ids, identifiers.memberships);
  });
  const eventsStarted = performance.now();
  const firstEvent = await nextId(db, 'device_events');
  if (buildings.some((building, k) => building.id !== buildings[0].id + k)) throw new Error('building ids must be consecutive');
  await db.transaction().execute((trx) =>
    insertEvents(trx, store.dialect, {
      firstId: firstEvent, count: size.events, firstDeviceId: firstDevice, devices: size.devices,
      firstBuildingId: buildings[0].id, buildings: buildings.length, now,
    }),
  );
  if (store.dialect === 'postgres') {
    await resetSequences(db, ['groups', 'users', 'devices', 'identifiers', 'device_events']);
    // What autovacuum does soon after a bulk insert: statistics (without them the planner guesses on a million
    // rows) and the visibility map, without which no count can read an index alone.
    await sql`vacuum analyze`.execute(db);
  }
  const eventSeconds = (performance.now() - eventsStarted) / 1000;
  return {
    groups: groupRows.length,
    users: userRows.length,
    devices: deviceRows.length,
    identifiers: identifierRows.length,
    events: size.events,
    seconds: (performance.now() - started) / 1000,
    eventSeconds,
    residentRoleId: Number(residentRoleId),
    namePrefix: 'Al',
    sampleUserId: firstUser + Math.floor(size.users / 2),
    sampleUserName: userName(Math.floor(size.users / 2)),
    sampleDeviceId: firstDevice,
    identifierType: 'card',
    sampleIdentifierId: sampleIdentifier.id,
    sampleIdentifierName: String(sampleIdentifier.record.name),
    sampleCardNumber: String(identifiers.records.find(({ record }) => record.type === 'card')?.record.value ?? '1'),
    renamedIdentifierId: firstIdentifier,
    buildingId: buildings[0].id,
    buildingPath: buildings[0].path,
    // Device k sits in building k mod buildings: device 0 is in the scoped administrator's building.
    eventDeviceId: firstDevice,
    eventTypePrefix: EVENT_TYPE_PREFIX,
  };
}

/** Explicit ids leave PostgreSQL's identity sequences behind: the next created record would collide. */
async function resetSequences(db: Kysely<any>, tables: string[]) {
  for (const table of tables) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(db);
  }
}
