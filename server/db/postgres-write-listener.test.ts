/**
 * Other processes' writes reach this one (the tables' triggers, the listener): a write by another connection
 * to a table an actor is made of moves the write generation, one to any table marks it written, a read does
 * neither, and while the listening connection is down the listener says so (the actor cache and kept totals
 * then stay unused) until it is back.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../test-support/server';
import { connect, type Database } from './connect';
import { migrateToLatest } from './migrate';
import { LISTENER_NAME, listenForWrites, type WriteListener } from './postgres-write-listener';
import { keepsReadsOf, lastWriteTo, writeClock } from './table-writes';
import { writeGeneration } from './write-generation';
import { cachedBlockLookup } from '../ip-blocking/cached-blocks';
import { eventually } from '../test-support/eventually';

/** Waits up to `ms` for the check to hold. */
async function until(check: () => boolean, ms = 3_000) {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  return check();
}

describe('actor writes heard through LISTEN/NOTIFY (postgres)', () => {
  let url: string;
  let database: Database;
  let listener: WriteListener;
  beforeAll(async () => {
    url = await freshDatabaseUrl('postgres');
    database = connect(url);
    await migrateToLatest(database.db);
    listener = await listenForWrites(url, { tableWrites: database.tableWrites });
  });
  afterAll(async () => {
    await listener?.close();
    await database?.close();
  });

  /** Runs `work` with a plain client outside this process's pool: the notices are all this process can learn of its writes. */
  async function asOutsider(work: (outsider: { query: (text: string, values?: unknown[]) => Promise<unknown> }) => Promise<void>) {
    const { pgModule } = await import('./pg');
    const outsider = new (pgModule().Client)({ connectionString: url });
    await outsider.connect();
    try {
      await work(outsider);
    } finally {
      await outsider.end();
    }
  }

  it('listens once started', () => {
    expect(listener.listening()).toBe(true);
  });

  it("another connection's write to roles moves the generation; a read does not", async () => {
    await asOutsider(async (outsider) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const before = writeGeneration();
      await outsider.query('select count(*) from roles');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(writeGeneration()).toBe(before);
      await outsider.query("insert into roles (name, permissions, created_at, updated_at) values ('Heard', '[]', 'now', 'now')");
      expect(await until(() => writeGeneration() > before)).toBe(true);
    });
  });

  it("another connection's block and its lifting reach the IP guard's kept answers (migration 0034)", async () => {
    const blockOf = cachedBlockLookup(database.db, listener.listening);
    expect(await blockOf('10.8.0.1')).toBeUndefined();
    await asOutsider(async (outsider) => {
      await outsider.query("insert into ip_blocks (ip, cause, blocked_at, until) values ('10.8.0.1', 'AUTH_FAILED', $1, $2)", [new Date().toISOString(), Date.now() + 60_000]);
      expect(await eventually(() => blockOf('10.8.0.1'), (block) => block !== undefined, 3_000)).toBeDefined();
      await outsider.query("delete from ip_blocks where ip = '10.8.0.1'");
      expect(await eventually(() => blockOf('10.8.0.1'), (block) => block === undefined, 3_000)).toBeUndefined();
    });
  });

  it('every table of a migrated database notifies its writes, and those are the tables it hears', async () => {
    const { rows } = await sql<{ name: string; notifies: boolean }>`select tablename as name,
        exists (select 1 from pg_trigger where tgname = tablename || '_table_writes') as notifies
      from pg_tables where schemaname = current_schema() and tablename not like 'kysely_%'`.execute(database.db);
    expect(rows.length).toBeGreaterThan(40);
    expect(rows.filter((row) => !row.notifies).map((row) => row.name)).toEqual([]);
    expect(keepsReadsOf(database.db, rows.map((row) => row.name))).toBe(true);
    // Kysely's own bookkeeping does not notify, so nothing read from it is kept.
    expect(keepsReadsOf(database.db, ['schedules', 'kysely_migration'])).toBe(false);
  });

  it("another connection's write to a table marks it once its notice arrives, and no other table; a read marks nothing", async () => {
    await asOutsider(async (outsider) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const since = writeClock();
      await outsider.query('select count(*) from schedules');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(lastWriteTo(['schedules'])).toBeLessThanOrEqual(since);
      await outsider.query("insert into schedules (name, weekly_slots, created_at, updated_at) values ('Heard', '[]', 'now', 'now')");
      expect(await until(() => lastWriteTo(['schedules']) > since)).toBe(true);
      expect(lastWriteTo(['roles'])).toBeLessThanOrEqual(since);
    });
  });

  it('says it is not listening while its connection is down, and listens again when it is back', async () => {
    const before = writeGeneration();
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()`.execute(database.db);
    expect(await until(() => !listener.listening())).toBe(true);
    expect(writeGeneration()).toBeGreaterThan(before);
    // Nothing is kept while others' writes go unheard.
    expect(keepsReadsOf(database.db, ['schedules'])).toBe(false);
    expect(await until(() => listener.listening())).toBe(true);
    expect(keepsReadsOf(database.db, ['schedules'])).toBe(true);
  });
});
