/**
 * `npx tsx bench/hostile-broker-only.ts`: only the bench's "broker under hostile clients" row
 * (bench/hostile-broker.ts), on a fresh small SQLite estate, against the compiled product server as
 * `npm run bench` runs it. Exits 1 when the server grew past the limit.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { seedingStore } from '../server/domain-hooks';
import { startChild } from './child';
import { measureHostileBroker } from './hostile-broker';
import { QUICK, benchPassword, seedEstate } from './seed';

const dir = mkdtempSync(join(tmpdir(), 'console-bench-broker-'));
const url = `sqlite:${join(dir, 'bench.db')}`;
const database = connect(url);
await migrateToLatest(database.db);
await seedEstate(seedingStore(database.db, database.dialect), QUICK);
await database.close();
const server = await startChild('./product-server.ts', { BENCH_DATABASE_URL: url });
try {
  const figures = await measureHostileBroker(server.pid, server.brokerUrl!, { serial: 'SN100000', password: benchPassword('SN100000') });
  console.log(JSON.stringify(figures, null, 2));
  if (!figures.withinLimit) process.exitCode = 1;
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
