/**
 * The IP guard's blocks kept in memory (cached-blocks.ts): an address's answer is served from memory until
 * a write to ip_blocks moves the write generation (this process's own on SQLite; another process's, heard
 * through LISTEN/NOTIFY, on PostgreSQL), and a kept block still ends at its own time.
 */
import SQLite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { listenForActorWrites, type WriteListener } from '../db/postgres-write-listener';
import { noteForeignWrite } from '../db/write-generation';
import { freshDatabaseUrl } from '../test-support/server';
import { blockIp, unblockIp } from './blocks';
import { cachedBlockLookup } from './cached-blocks';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits up to `ms` for the check to hold. */
async function eventually(check: () => Promise<boolean>, ms = 3_000) {
  const deadline = Date.now() + ms;
  while (!(await check()) && Date.now() < deadline) await sleep(10);
  return check();
}

describe('blocks kept in memory on sqlite', () => {
  let folder: string;
  let file: string;
  let database: Database;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'cached-blocks-'));
    file = join(folder, 'console.db');
    database = connect(`sqlite:${file}`);
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("sees this process's blocks and lifts at once", async () => {
    const blockOf = cachedBlockLookup(database.db);
    expect(await blockOf('10.7.0.1')).toBeUndefined();
    await blockIp(database.db, '10.7.0.1', 'AUTH_FAILED', 60);
    expect((await blockOf('10.7.0.1'))?.until).toBeGreaterThan(Date.now());
    expect(await blockOf('10.7.0.2')).toBeUndefined();
    await unblockIp(database.db, '10.7.0.1');
    expect(await blockOf('10.7.0.1')).toBeUndefined();
  });

  it('answers from memory until the write generation moves', async () => {
    const blockOf = cachedBlockLookup(database.db);
    expect(await blockOf('10.7.1.1')).toBeUndefined();
    // A write this process cannot see (another connection): the kept answer stands...
    const outsider = new SQLite(file);
    try {
      outsider.prepare("insert into ip_blocks (ip, cause, blocked_at, until) values ('10.7.1.1', 'AUTH_FAILED', ?, ?)").run(new Date().toISOString(), Date.now() + 60_000);
    } finally {
      outsider.close();
    }
    expect(await blockOf('10.7.1.1')).toBeUndefined();
    // ...until the generation says something was written.
    noteForeignWrite();
    expect(await blockOf('10.7.1.1')).toBeDefined();
  });

  it('ends a kept block at its own time, with no write', async () => {
    const blockOf = cachedBlockLookup(database.db);
    await blockIp(database.db, '10.7.2.1', 'WRONG_NUMBER', 0.2);
    expect(await blockOf('10.7.2.1')).toBeDefined();
    await sleep(250);
    expect(await blockOf('10.7.2.1')).toBeUndefined();
  });

  it('keeps nothing while not trusted', async () => {
    let trusted = true;
    const blockOf = cachedBlockLookup(database.db, () => trusted);
    expect(await blockOf('10.7.3.1')).toBeUndefined();
    trusted = false;
    const outsider = new SQLite(file);
    try {
      outsider.prepare("insert into ip_blocks (ip, cause, blocked_at, until) values ('10.7.3.1', 'AUTH_FAILED', ?, ?)").run(new Date().toISOString(), Date.now() + 60_000);
    } finally {
      outsider.close();
    }
    expect(await blockOf('10.7.3.1')).toBeDefined();
  });
});

describe('blocks kept in memory on postgres', () => {
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

  it("hears another process's block and its lifting", async () => {
    const blockOf = cachedBlockLookup(database.db, listener.listening);
    expect(await blockOf('10.8.0.1')).toBeUndefined();
    // A plain client outside this process's pool: the notice is all this process can learn of it.
    const { pgModule } = await import('../db/pg');
    const outsider = new (pgModule().Client)({ connectionString: url });
    await outsider.connect();
    try {
      await outsider.query("insert into ip_blocks (ip, cause, blocked_at, until) values ('10.8.0.1', 'AUTH_FAILED', $1, $2)", [new Date().toISOString(), Date.now() + 60_000]);
      expect(await eventually(async () => (await blockOf('10.8.0.1')) !== undefined)).toBe(true);
      await outsider.query("delete from ip_blocks where ip = '10.8.0.1'");
      expect(await eventually(async () => (await blockOf('10.8.0.1')) === undefined)).toBe(true);
    } finally {
      await outsider.end();
    }
  });
});
