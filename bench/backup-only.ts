/**
 * `npx tsx bench/backup-only.ts [--quick]` (issue 36 item 1; not in `npm run bench` yet): the bench estate
 * (bench/seed.ts) on SQLite, then in this order: copying the database file (the floor), making a backup
 * (server/backups/make.ts) and applying it onto the same database (restore into a fresh file, swap in one
 * transaction); each backup operation in a process of its own (bench/backup-child.ts), with its time and that
 * process's peak RSS, beside the RSS it had before starting.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { connect } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { seedingStore } from '../server/domain-hooks';
import { FULL, QUICK, seedEstate } from './seed';

const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false } } });
const dir = mkdtempSync(join(tmpdir(), 'console-bench-backup-'));
const databaseFile = join(dir, 'bench.db');
const databaseUrl = `sqlite:${databaseFile}`;
const filesDir = join(dir, 'files');
mkdirSync(filesDir);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
try {
  const database = connect(databaseUrl);
  await migrateToLatest(database.db);
  const estate = await seedEstate(seedingStore(database.db, database.dialect), values.quick ? QUICK : FULL);
  await database.close();
  console.log(`estate: ${estate.groups} groups, ${estate.users} users, ${estate.devices} devices, ${estate.identifiers} identifiers, ${estate.events} events; database ${mb(statSync(databaseFile).size)}`);

  let begun = performance.now();
  copyFileSync(databaseFile, join(dir, 'copy.db'));
  console.log(`| copy the SQLite file | ${Math.round(performance.now() - begun)} ms | | |`);
  const backup = join(dir, 'bench.backup');
  for (const operation of ['make', 'apply']) {
    begun = performance.now();
    const output = execFileSync(process.execPath, ['--import', 'tsx', new URL('./backup-child.ts', import.meta.url).pathname, operation, databaseUrl, filesDir, backup, 'bench key'], { encoding: 'utf8' });
    const figures = JSON.parse(output.trim().split('\n').pop()!) as { ms: number; startRssMb: number; peakRssMb: number };
    console.log(`| ${operation} a backup (${mb(statSync(backup).size)}) | ${figures.ms} ms | peak RSS ${figures.peakRssMb} MB | ${figures.startRssMb} MB at start |`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
