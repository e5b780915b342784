/**
 * Other processes' writes to the tables actors are made of reach this one (migration 0033's triggers, the
 * listener): a write by another connection moves the write generation, a read does not, and while the
 * listening connection is down the listener says so (the actor cache then stays unused) until it is back.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../test-support/server';
import { connect, type Database } from './connect';
import { migrateToLatest } from './migrate';
import { listenForActorWrites, type WriteListener } from './postgres-write-listener';
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
    listener = await listenForActorWrites(url);
  });
  afterAll(async () => {
    await listener?.close();
    await database?.close();
  });

  it('listens once started', () => {
    expect(listener.listening()).toBe(true);
  });

  it("another connection's write to roles moves the generation; a read does not", async () => {
    // A plain client outside this process's pool: the notice is all this process can learn of it.
    const { pgModule } = await import('./pg');
    const outsider = new (pgModule().Client)({ connectionString: url });
    await outsider.connect();
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const before = writeGeneration();
      await outsider.query('select count(*) from roles');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(writeGeneration()).toBe(before);
      await outsider.query("insert into roles (name, permissions, created_at, updated_at) values ('Heard', '[]', 'now', 'now')");
      expect(await until(() => writeGeneration() > before)).toBe(true);
    } finally {
      await outsider.end();
    }
  });

  it("another connection's block and its lifting reach the IP guard's kept answers (migration 0034)", async () => {
    const blockOf = cachedBlockLookup(database.db, listener.listening);
    expect(await blockOf('10.8.0.1')).toBeUndefined();
    const { pgModule } = await import('./pg');
    const outsider = new (pgModule().Client)({ connectionString: url });
    await outsider.connect();
    try {
      await outsider.query("insert into ip_blocks (ip, cause, blocked_at, until) values ('10.8.0.1', 'AUTH_FAILED', $1, $2)", [new Date().toISOString(), Date.now() + 60_000]);
      expect(await eventually(() => blockOf('10.8.0.1'), (block) => block !== undefined, 3_000)).toBeDefined();
      await outsider.query("delete from ip_blocks where ip = '10.8.0.1'");
      expect(await eventually(() => blockOf('10.8.0.1'), (block) => block === undefined, 3_000)).toBeUndefined();
    } finally {
      await outsider.end();
    }
  });

  it('says it is not listening while its connection is down, and listens again when it is back', async () => {
    const before = writeGeneration();
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where query = ${'LISTEN console_actor_writes'} and datname = current_database()`.execute(database.db);
    expect(await until(() => !listener.listening())).toBe(true);
    expect(writeGeneration()).toBeGreaterThan(before);
    expect(await until(() => listener.listening())).toBe(true);
  });
});
