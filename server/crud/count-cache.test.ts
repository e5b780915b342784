/**
 * Kept list totals (count-cache.ts) over real HTTP on both databases: a total follows every write this
 * server makes, by a route or by raw SQL; actors of different scopes never share one. A write by another
 * connection shows how a total is kept: on SQLite (whose file's one server process never meets one) until
 * this process writes the table; on PostgreSQL until the table's write notice arrives, and with the notice
 * switched off, until this process writes it.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCasefold } from '../db/casefold';
import { connect } from '../db/connect';
import { countStarts, keepCount, keptCount } from './count-cache';
import { eventually } from '../test-support/eventually';
import { DIALECTS, type TestServer, freshDatabaseUrl, startServer } from '../test-support/server';

describe.each(DIALECTS)('kept list totals on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    // A file, so that a second connection can open the same SQLite database.
    const databaseUrl = dialect === 'sqlite' ? `sqlite:${join(mkdtempSync(join(tmpdir(), 'console-counts-')), 'console.db')}` : await freshDatabaseUrl(dialect);
    server = await startServer(dialect, { config: { databaseUrl } });
    admin = await server.login('admin');
    for (const n of [1, 2, 3]) expect((await server.request('PUT', '/schedules', { token: admin, body: { name: `Kept ${n}`, weekly_slots: [] } })).status).toBe(201);
  });
  afterAll(async () => server?.close());

  const startingWith = (field: string, value: string) => ({ matching: 'match_all', items: [{ field, rule: 'begins_with', value }] });

  /** The total a full one-row page answers: the one the list counts (or keeps). */
  async function total(path: string, token = admin, filters: object = startingWith('name', 'Kept')) {
    const { status, body } = await server.request('GET', `${path}/items`, { token, query: { size: 1, sort: 'id', filters } });
    expect(status).toBe(200);
    return body.pagination.total as number;
  }

  /** A write by another connection to the same database, which this server's watchers never see. */
  async function writeBehindTheServer(statement: string) {
    const url = server.config.databaseUrl;
    if (dialect === 'sqlite') {
      const other = new SQLite(url.replace(/^sqlite:/, ''));
      // Its folded-name index calls the function the server's connections register.
      registerCasefold(other);
      other.prepare(statement).run();
      other.close();
      return;
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  }

  it('follows every write this server makes: a record created over HTTP, one deleted by raw SQL', async () => {
    expect(await total('/schedules')).toBe(3);
    expect(await total('/schedules')).toBe(3); // asked again: kept
    expect((await server.request('PUT', '/schedules', { token: admin, body: { name: 'Kept 4', weekly_slots: [] } })).status).toBe(201);
    expect(await total('/schedules')).toBe(4);
    await sql`delete from schedules where name = ${'Kept 4'}`.execute(server.store.db);
    expect(await total('/schedules')).toBe(3);
  });

  it('is never shared by actors whose scopes differ', async () => {
    const manager = await server.login('manager.a');
    const everyone = startingWith('name', '');
    const seen = async (token: string) => (await server.request('GET', '/users/items', { token, query: { size: 1000 } })).body.data.length as number;
    const [adminSees, managerSees] = [await seen(admin), await seen(manager)];
    expect(managerSees).toBeLessThan(adminSees);
    for (let round = 0; round < 2; round++) {
      expect(await total('/users', admin, everyone)).toBe(adminSees);
      expect(await total('/users', manager, everyone)).toBe(managerSees);
    }
  });

  /** Another connection adds a schedule named "Kept behind …". */
  const insertBehind = (name: string) => {
    const now = new Date().toISOString();
    return writeBehindTheServer(`insert into schedules (created_at, updated_at, name, weekly_slots) values ('${now}', '${now}', '${name}', '[]')`);
  };

  /** This server writes the schedules table (a description changed over HTTP). */
  async function touchSchedules() {
    const { body } = await server.request('GET', '/schedules/items', { token: admin, query: { size: 1, filters: startingWith('name', 'Kept 1') } });
    expect((await server.request('PATCH', `/schedules/${body.data[0].id}`, { token: admin, body: { description: `touched ${Date.now()}` } })).status).toBe(200);
  }

  if (dialect === 'sqlite') {
    it('is kept until this server writes: another connection’s insert shows once the server writes the table', async () => {
      const before = await total('/schedules');
      await insertBehind('Kept behind');
      expect(await total('/schedules')).toBe(before);
      await touchSchedules();
      expect(await total('/schedules')).toBe(before + 1);
    });
  } else {
    it('hears another process’s insert: it shows once its notice arrives', async () => {
      const before = await total('/schedules');
      await insertBehind('Kept heard');
      expect(await eventually(() => total('/schedules'), (counted) => counted === before + 1, 3_000)).toBe(before + 1);
    });

    it('is kept while no notice arrives: an insert whose table notifies nothing stays unseen until this server writes the table', async () => {
      const before = await total('/schedules');
      expect(await total('/schedules')).toBe(before);
      await writeBehindTheServer('alter table schedules disable trigger schedules_table_writes');
      try {
        await insertBehind('Kept unheard');
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(await total('/schedules')).toBe(before);
        await touchSchedules();
        expect(await total('/schedules')).toBe(before + 1);
      } finally {
        await writeBehindTheServer('alter table schedules enable trigger schedules_table_writes');
      }
    });
  }
});

describe('what is kept', () => {
  const database = connect('sqlite::memory:');
  afterAll(async () => database.close());
  const count = (text: string, parameters: unknown[] = []) => CompiledQuery.raw(text, parameters);

  it('a count whose answer moves with time is never kept; one that moves with writes only is, per its values', async () => {
    await sql`create table visits (id integer primary key, at text)`.execute(database.db);
    const since = countStarts();
    keepCount(database.db, count("select count(*) from visits where at > datetime('now', '-1 day')"), 3, since);
    expect(keptCount(database.db, count("select count(*) from visits where at > datetime('now', '-1 day')"))).toBeUndefined();
    keepCount(database.db, count('select count(*) from visits where at > ?', ['2026-01-01']), 4, since);
    expect(keptCount(database.db, count('select count(*) from visits where at > ?', ['2026-01-01']))).toBe(4);
    expect(keptCount(database.db, count('select count(*) from visits where at > ?', ['2026-06-01']))).toBeUndefined();
    await sql`insert into visits (at) values ('2026-11-27')`.execute(database.db);
    expect(keptCount(database.db, count('select count(*) from visits where at > ?', ['2026-01-01']))).toBeUndefined();
  });
});
