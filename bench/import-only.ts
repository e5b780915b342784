/**
 * `npx tsx bench/import-only.ts [--quick]`: the bench's import rows alone (bench/import-estate.ts), on SQLite and,
 * when BENCH_POSTGRES_URL names a server (e.g. postgres://postgres@127.0.0.1:55432/postgres), on PostgreSQL:
 * dry run and apply of the estate's three XLSX files against a plain bulk insert of the same rows, and peak RSS.
 * Run one dialect per process (`--dialect sqlite|postgres`) so each peak RSS is its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase } from '../server/test-support/postgres';
import { FULL_IMPORT, QUICK_IMPORT, TINY_IMPORT, measureImport } from './import-estate';
import { markdownTable, ms, ratio } from './report';

const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false }, tiny: { type: 'boolean', default: false }, dialect: { type: 'string', default: 'sqlite' } } });
const scale = values.tiny ? TINY_IMPORT : values.quick ? QUICK_IMPORT : FULL_IMPORT;
const dir = mkdtempSync(join(tmpdir(), 'console-bench-import-'));
let files = 0;
try {
  const postgres = process.env.BENCH_POSTGRES_URL;
  if (values.dialect === 'postgres' && !postgres) throw new Error('BENCH_POSTGRES_URL names no PostgreSQL server');
  const fresh = values.dialect === 'postgres' ? () => createDatabase(postgres!, 'bench_import') : async () => `sqlite:${join(dir, `estate-${files++}.db`)}`;
  const figures = await measureImport(fresh, scale);
  const section = `import (${values.dialect}, ${figures.rows.toLocaleString('en')} rows)`;
  console.log(markdownTable([
    { section, measure: 'dry run (XLSX, all three files)', ours: ms(figures.dryRunMs), baseline: '', ratio: '' },
    { section, measure: 'apply vs plain bulk insert', ours: ms(figures.applyMs), baseline: ms(figures.bulkInsertMs), ratio: ratio(figures.applyMs, figures.bulkInsertMs) },
    { section, measure: 'peak RSS', ours: `${figures.peakRssMb} MB`, baseline: '', ratio: '' },
  ]));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
