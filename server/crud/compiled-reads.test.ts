/**
 * Compiled reads: kept per actor and database, slots bound at each use; and over HTTP, on both databases, the
 * same list asked by actors of different scopes, in turn, answers each its own rows.
 */
import { Kysely, SqliteDialect, sql } from 'kysely';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, SYSTEM_ACTOR } from '../access/actor';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { Slot, bind, compiledRead } from './compiled-reads';

const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
const actor = (id: number): Actor => ({ ...SYSTEM_ACTOR, kind: 'user', id });
const N = new Slot('n');

describe('compiled reads', () => {
  it('builds a read once per actor and key, and binds its slots at each use', async () => {
    let builds = 0;
    const build = () => {
      builds++;
      return db.selectFrom(sql`(select 1 as one)`.as('t')).select(sql<number>`${N} + 1`.as('answer'));
    };
    const alice = actor(1);
    const first = compiledRead(db, alice, 'plus one', build);
    const again = compiledRead(db, alice, 'plus one', build);
    expect(again).toBe(first);
    expect(builds).toBe(1);
    expect((await db.executeQuery<{ answer: number }>(bind(first, { n: 41 }))).rows).toEqual([{ answer: 42 }]);
    expect((await db.executeQuery<{ answer: number }>(bind(again, { n: 1 }))).rows).toEqual([{ answer: 2 }]);

    compiledRead(db, actor(1), 'plus one', build); // an equal actor, not the same snapshot
    compiledRead(db, alice, 'plus two', build);
    expect(builds).toBe(3);
  });

  it('refuses to run a statement whose slot has no value', () => {
    const compiled = compiledRead(db, actor(2), 'slot', () => db.selectFrom(sql`(select 1 as one)`.as('t')).select(sql<number>`${N}`.as('n')));
    expect(() => bind(compiled, {})).toThrow(/no value for the slot n/);
  });

  it('keeps the most recently used reads of an actor, the oldest going first', () => {
    const bob = actor(3);
    let builds = 0;
    const build = () => {
      builds++;
      return db.selectFrom(sql`(select 1 as one)`.as('t')).select('one');
    };
    for (let key = 0; key <= 48; key++) compiledRead(db, bob, `read ${key}`, build);
    expect(builds).toBe(49);
    compiledRead(db, bob, 'read 48', build); // still kept
    expect(builds).toBe(49);
    compiledRead(db, bob, 'read 0', build); // the oldest went when the 49th came
    expect(builds).toBe(50);
  });
});

describe.each(DIALECTS)('the same list asked by actors of different scopes, on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(dialect);
  });
  afterAll(async () => server?.close());

  it('answers each actor its own rows, whichever asked first', async () => {
    const admin = await server.login('admin');
    const blockA = await server.login('manager.a');
    const query = { size: 100, sort: 'name', with: 'domain' };
    const names = async (token: string) => {
      const { status, body } = await server.request('GET', '/devices/items', { token, query });
      expect(status).toBe(200);
      return body.data.map((device: { name: string; domain: { name?: string } }) => `${device.name} @ ${device.domain.name}`);
    };
    const everyDevice = await names(admin);
    const blockADevices = await names(blockA);
    expect(blockADevices.length).toBeGreaterThan(0);
    expect(blockADevices.length).toBeLessThan(everyDevice.length);
    for (const device of blockADevices) expect(device).toMatch(/@ Block A$/);
    // Asked again, in the other order: each answer is the same as before.
    expect(await names(blockA)).toEqual(blockADevices);
    expect(await names(admin)).toEqual(everyDevice);
  });
});
