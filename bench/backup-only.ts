/**
 * `npx tsx bench/backup-only.ts [--quick] [--postgres]`: only the backup rows of `npm run bench` (bench/backups.ts)
 * on the bench estate (bench/seed.ts): on SQLite copying the database file (the floor), making a backup and
 * applying it; with --postgres the same on a new database of TEST_POSTGRES_URL's server (no file to copy).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { connect } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { seedingStore } from '../server/domain-hooks';
import { backupRows, measureBackups } from './backups';
import { createDatabase } from '../server/test-support/postgres';
import pg from 'pg';
import { FULL, QUICK, seedEstate } from './seed';

async function dropDatabase(serverUrl: string, name: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`drop database if exists "${name}"`).finally(() => client.end());
}

const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false }, postgres: { type: 'boolean', default: false } } });
const dir = mkdtempSync(join(tmpdir(), 'console-bench-backup-'));
const postgresServer = process.env.TEST_POSTGRES_URL;
if (values.postgres && !postgresServer) throw new Error('--postgres needs TEST_POSTGRES_URL');
const databaseUrl = values.postgres ? await createDatabase(postgresServer!, 'bench_backup') : `sqlite:${join(dir, 'bench.db')}`;
try {
  const database = connect(databaseUrl);
  await migrateToLatest(database.db);
  const estate = await seedEstate(seedingStore(database.db, database.dialect), values.quick ? QUICK : FULL);
  await database.close();
  console.log(`estate: ${estate.groups} groups, ${estate.users} users, ${estate.devices} devices, ${estate.identifiers} identifiers, ${estate.events} events`);
  for (const row of backupRows(measureBackups(databaseUrl))) console.log(`| ${row.measure} | ${row.ours} | ${row.baseline} | ${row.ratio} |`);
} finally {
  rmSync(dir, { recursive: true, force: true });
  if (values.postgres) await dropDatabase(postgresServer!, new URL(databaseUrl).pathname.slice(1));
}
