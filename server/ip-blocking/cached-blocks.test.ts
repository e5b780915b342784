/**
 * The IP guard's blocks kept in memory (cached-blocks.ts): an address's answer is served from memory until
 * a write to ip_blocks moves the write generation, and a kept block still ends at its own time. (Another
 * PostgreSQL process's block: server/db/postgres-write-listener.test.ts.)
 */
import SQLite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { noteForeignWrite } from '../db/write-generation';
import { blockIp, unblockIp } from './blocks';
import { cachedBlockLookup } from './cached-blocks';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A block written by another connection to the file: this process's write generation does not see it. */
function blockBehindTheProcess(file: string, ip: string) {
  const outsider = new SQLite(file);
  try {
    outsider.prepare("insert into ip_blocks (ip, cause, blocked_at, until) values (?, 'AUTH_FAILED', ?, ?)").run(ip, new Date().toISOString(), Date.now() + 60_000);
  } finally {
    outsider.close();
  }
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
    // A write this process cannot see: the kept answer stands...
    blockBehindTheProcess(file, '10.7.1.1');
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
    blockBehindTheProcess(file, '10.7.3.1');
    expect(await blockOf('10.7.3.1')).toBeDefined();
  });
});
