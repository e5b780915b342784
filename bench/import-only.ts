/**
 * `npx tsx bench/import-only.ts [--quick|--tiny|--scale full] [--dialect sqlite|postgres]`: the bench's import
 * rows alone (bench/import-estate.ts), on SQLite or, when BENCH_POSTGRES_URL names a server (e.g.
 * postgres://postgres@127.0.0.1:55432/postgres), on PostgreSQL: dry run and apply of the estate's three XLSX
 * files against a plain bulk insert of the same rows, and peak RSS. One dialect per process, so each peak RSS
 * is its own; `--json` prints the figures as JSON (how `npm run bench` runs it, bench/run.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createDatabase } from '../server/test-support/postgres';
import { IMPORT_SCALES, type ImportScaleName, importRows, measureImport } from './import-estate';
import { markdownTable } from './report';

const { values } = parseArgs({
  options: { quick: { type: 'boolean', default: false }, tiny: { type: 'boolean', default: false }, scale: { type: 'string' }, dialect: { type: 'string', default: 'sqlite' }, json: { type: 'boolean', default: false } },
});
const scaleName = (values.scale ?? (values.tiny ? 'tiny' : values.quick ? 'quick' : 'full')) as ImportScaleName;
if (!IMPORT_SCALES[scaleName]) throw new Error(`unknown scale ${scaleName}: tiny, quick or full`);
const dir = mkdtempSync(join(tmpdir(), 'console-bench-import-'));
let files = 0;
const made: string[] = [];
try {
  const postgres = process.env.BENCH_POSTGRES_URL;
  if (values.dialect === 'postgres' && !postgres) throw new Error('BENCH_POSTGRES_URL names no PostgreSQL server');
  const fresh = values.dialect === 'postgres' ? async () => made[made.push(await createDatabase(postgres!, 'bench_import')) - 1] : async () => `sqlite:${join(dir, `estate-${files++}.db`)}`;
  const figures = await measureImport(fresh, IMPORT_SCALES[scaleName]);
  console.log(values.json ? JSON.stringify(figures) : markdownTable(importRows(values.dialect, figures)));
} finally {
  rmSync(dir, { recursive: true, force: true });
  for (const url of made) await dropDatabase(process.env.BENCH_POSTGRES_URL!, new URL(url).pathname.slice(1));
}

async function dropDatabase(serverUrl: string, name: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`drop database if exists "${name}"`).finally(() => client.end());
}
