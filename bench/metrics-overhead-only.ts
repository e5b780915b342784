/**
 * `npx tsx bench/metrics-overhead-only.ts [--seconds 5 --turns 3]`: only the metrics on/off row of the bench
 * (bench/metrics-overhead.ts), on a fresh SQLite estate: the full bench's groups, users and devices, fewer identifiers and events (the list reads users).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { connect } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { seedingStore } from '../server/domain-hooks';
import { startChild } from './child';
import { measureMetricsOverhead } from './metrics-overhead';
import { loadText, ratio } from './report';
import { FULL, seedEstate } from './seed';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '5' }, turns: { type: 'string', default: '3' } } });
const dir = mkdtempSync(join(tmpdir(), 'console-bench-metrics-'));
const url = `sqlite:${join(dir, 'bench.db')}`;
const database = connect(url);
await migrateToLatest(database.db);
await seedEstate(seedingStore(database.db, database.dialect), { ...FULL, identifiers: 10_000, events: 10_000 });
await database.close();
const on = await startChild('./product-server.ts', { BENCH_DATABASE_URL: url });
const off = await startChild('./product-server.ts', { BENCH_DATABASE_URL: url, BENCH_METRICS: 'off' });
try {
  const figures = await measureMetricsOverhead(on.url, off.url, 10, Number(values.seconds), Number(values.turns));
  console.log(`users: page of 25, 10 conn. | metrics on: ${loadText(figures.on)} | off: ${loadText(figures.off)} | ratio ${ratio(figures.off.rps, figures.on.rps)}`);
} finally {
  await Promise.all([on.stop(), off.stop()]);
  rmSync(dir, { recursive: true, force: true });
}
