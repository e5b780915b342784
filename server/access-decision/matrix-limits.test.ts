/**
 * The access matrix at its limits, over real HTTP on SQLite and PostgreSQL: 1,000 users × 200 devices in
 * one request (what the console's page asks at most is 100 × 200 a block), with a rule in play, and one
 * subject more is refused before anything is looked up. The estate is bulk-inserted through the storage
 * layer, as bench/seed.ts does, since a thousand users through the API would be the slow part of the test.
 */
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { device, user } from '../../schemas';
import { validateBody } from '../crud/body';
import { recordToRow } from '../db/codec';
import { storageOf } from '../db/columns';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

const MONDAY_10_UTC = '2026-11-23T10:00:00Z';

async function insertMany(db: Kysely<any>, table: string, rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += 200) await db.insertInto(table).values(rows.slice(i, i + 200)).execute();
}

/** `count` users in `groupId` and `devices` devices in it, with ids after the highest stored; answers their ids. */
async function seed(server: TestServer, groupId: number, roleId: number, counts: { users: number; devices: number }) {
  const { db, dialect } = server.store;
  const now = new Date().toISOString();
  const next = async (table: string) => Number((await db.selectFrom(table).select((eb) => eb.fn.max('id').as('max')).executeTakeFirstOrThrow()).max ?? 0) + 1;
  const [firstUser, firstDevice] = [await next('users'), await next('devices')];
  const userTemplate = validateBody(user, { login: 'x', name: 'x', role_id: roleId, domain_ids: [groupId] }).data;
  const deviceTemplate = validateBody(device, { name: 'x', login: 'x', domain_id: groupId }).data;
  const stamp = { created_at: now, updated_at: now, created_by: null };
  const userIds = Array.from({ length: counts.users }, (_, i) => firstUser + i);
  const deviceIds = Array.from({ length: counts.devices }, (_, i) => firstDevice + i);
  await db.transaction().execute(async (trx) => {
    await insertMany(trx, 'users', userIds.map((id, i) => ({ id, ...recordToRow(user, { ...userTemplate, login: `matrix.${i}`, name: `Matrix user ${i}`, is_verified: true, avatar_url: null }), ...stamp })));
    await insertMany(trx, storageOf(user).joins.domain_ids, userIds.map((id) => ({ owner_id: id, ref_id: groupId })));
    await insertMany(trx, 'devices', deviceIds.map((id, i) => ({ id, ...recordToRow(device, { ...deviceTemplate, name: `Matrix door ${i}`, login: `MX${100000 + i}`, status: 'offline' }), ...stamp })));
  });
  if (dialect === 'postgres') for (const table of ['users', 'devices']) await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(db);
  return { userIds, deviceIds };
}

describe.each(DIALECTS)('access matrix limits on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let estate: { userIds: number[]; deviceIds: number[] };
  let ruleId: number;

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    const find = async (path: string, name: string) =>
      (await server.request('GET', `/${path}/items`, { token: admin, query: { filters: JSON.stringify({ items: [{ field: 'name', rule: 'equals', value: name }] }) } })).body.data[0].id as number;
    const groupId = await find('groups', 'Apartment 111');
    estate = await seed(server, groupId, await find('roles', 'Resident'), { users: 1000, devices: 200 });
    const rule = await server.request('PUT', '/access-rules', { token: admin, body: { name: 'Matrix: first door for the group', device_ids: [estate.deviceIds[0]], domain_ids: [groupId] } });
    expect(rule.status).toBe(201);
    ruleId = rule.body.data.id;
  }, 120_000);
  afterAll(async () => server?.close());

  it('decides 1,000 users × 200 devices in one request, the group rule on its door only', async () => {
    const { status, body } = await server.request('POST', '/access-decision/matrix', { token: admin, body: { user_ids: estate.userIds, device_ids: estate.deviceIds, at: MONDAY_10_UTC } });
    expect(status).toBe(200);
    const cells = body.data.cells as { subject_id: number; device_id: number; allowed: boolean; reason: { code: string; rule_id?: number } }[];
    expect(cells).toHaveLength(200_000);
    const allowed = cells.filter((c) => c.allowed);
    expect(allowed).toHaveLength(1000);
    expect(new Set(allowed.map((c) => c.device_id))).toEqual(new Set([estate.deviceIds[0]]));
    expect(allowed.every((c) => c.reason.code === 'allowed_by_rule' && c.reason.rule_id === ruleId)).toBe(true);
    expect(cells.filter((c) => !c.allowed).every((c) => c.reason.code === 'no_rule')).toBe(true);
  }, 60_000);

  it('refuses 1,001 subjects on the field, before looking anything up', async () => {
    const tooMany = [...estate.userIds, 1];
    const { status, body } = await server.request('POST', '/access-decision/matrix', { token: admin, body: { user_ids: tooMany, device_ids: estate.deviceIds } });
    expect(status).toBe(422);
    expect(body.error.fields).toEqual({ user_ids: 'At most 1000 items' });
  });
});
