/**
 * `npm run bench:lists [-- --postgres] [-- --match identifiers] [-- --keep DIR] [-- --seconds 5]`: the bench's
 * API rows alone (bench/api.ts), product against the hand-written baseline, at 10 connections, on the full
 * estate. `--match` keeps the rows whose name matches the pattern (default: the list rows). `--keep DIR`
 * (SQLite) seeds into DIR once and reuses it on later runs, for measuring a change without reseeding.
 * Prints one markdown table.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { connect } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { seedingStore } from '../server/domain-hooks';
import { createDatabase, startPostgres, type PostgresCluster } from '../server/test-support/postgres';
import { measureApi } from './api';
import { startChild } from './child';
import { loadText, markdownTable, ratio, type Row } from './report';
import { type Estate, FULL, QUICK, seedEstate } from './seed';

const { values } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    match: { type: 'string', default: 'page|filtered|newest|one device|begins_with|search box' },
    keep: { type: 'string' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
  },
});

async function seeded(url: string): Promise<Estate> {
  const database = connect(url);
  try {
    await migrateToLatest(database.db);
    return await seedEstate(seedingStore(database.db, database.dialect), values.quick ? QUICK : FULL);
  } finally {
    await database.close();
  }
}

/** The SQLite estate of `--keep DIR`, seeded on first use; else a fresh one in a temporary folder. */
async function sqliteEstate(dir: string) {
  const url = `sqlite:${join(dir, 'bench.db')}`;
  const saved = join(dir, 'estate.json');
  if (existsSync(saved)) {
    const database = connect(url); // new migrations (indexes) on the kept estate
    await migrateToLatest(database.db).finally(() => database.close());
    return { url, estate: JSON.parse(readFileSync(saved, 'utf8')) as Estate };
  }
  const estate = await seeded(url);
  writeFileSync(saved, JSON.stringify(estate));
  return { url, estate };
}

const temporary = mkdtempSync(join(tmpdir(), 'console-bench-lists-'));
let cluster: PostgresCluster | undefined;
try {
  let url: string;
  let estate: Estate;
  console.error('[bench] seeding');
  if (values.postgres) {
    cluster = await startPostgres();
    url = await createDatabase(cluster.url, 'bench');
    estate = await seeded(url);
  } else {
    const dir = values.keep ?? temporary;
    mkdirSync(dir, { recursive: true });
    ({ url, estate } = await sqliteEstate(dir));
  }
  const ours = await startChild('./product-server.ts', { BENCH_DATABASE_URL: url });
  const baseline = await startChild('./baseline-server.ts', { BENCH_DATABASE_URL: url });
  try {
    const api = await measureApi(ours.url, baseline.url, estate, [Number(values.connections)], Number(values.seconds), 2, new RegExp(values.match));
    const rows: Row[] = api.map((row) => ({
      section: values.postgres ? 'postgres' : 'sqlite',
      measure: `${row.request}, ${row.connections} conn.`,
      ours: loadText(row.ours),
      baseline: row.baseline ? `${loadText(row.baseline)}${row.sameAnswer ? '' : ' (ANSWER DIFFERS)'}` : '',
      ratio: row.baseline ? ratio(row.baseline.rps, row.ours.rps) : '',
    }));
    console.log(`\nList rows (${values.quick ? 'quick' : 'full'} estate, ${values.seconds} s each; ratio = baseline req/s ÷ ours)\n`);
    console.log(markdownTable(rows));
  } finally {
    await Promise.all([ours.stop(), baseline.stop()]);
  }
} finally {
  await cluster?.stop();
  rmSync(temporary, { recursive: true, force: true });
}
