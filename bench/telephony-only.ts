/**
 * `npm run bench:telephony -- --numbers 1000 --calls 100`: only the telephony rows of the bench
 * (bench/telephony.ts), on a fresh SQLite estate with that many door panels, each given a number.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { connect } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { seedingStore } from '../server/domain-hooks';
import { startChild } from './child';
import { SIP_SECRET, measureTelephony } from './telephony';
import { QUICK, seedEstate } from './seed';

const { values } = parseArgs({ options: { numbers: { type: 'string', default: '1000' }, calls: { type: 'string', default: '100' } } });
const count = Number(values.numbers);
const dir = mkdtempSync(join(tmpdir(), 'console-bench-telephony-'));
const url = `sqlite:${join(dir, 'bench.db')}`;
const database = connect(url);
await migrateToLatest(database.db);
await seedEstate(seedingStore(database.db, database.dialect), { ...QUICK, devices: count });
await database.close();
const server = await startChild('./product-server.ts', { BENCH_DATABASE_URL: url, BENCH_SIP_SECRET: SIP_SECRET });
try {
  const figures = await measureTelephony(server, count, Number(values.calls));
  console.log(figures ? JSON.stringify(figures, null, 2) : 'Kamailio is not installed');
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
