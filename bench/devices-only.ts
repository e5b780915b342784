/**
 * `npm run bench:devices -- --devices 10000`: only the device rows of the bench (bench/devices.ts), on a
 * fresh SQLite estate with that many panels, for sizes the full bench does not run (its target, 10,000).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { connect } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { seedingStore } from '../server/domain-hooks';
import { startChild } from './child';
import { measureDevices } from './devices';
import { QUICK, seedEstate } from './seed';

const { values } = parseArgs({ options: { devices: { type: 'string', default: '1000' } } });
const count = Number(values.devices);
const dir = mkdtempSync(join(tmpdir(), 'console-bench-devices-'));
const url = `sqlite:${join(dir, 'bench.db')}`;
const database = connect(url);
await migrateToLatest(database.db);
const estate = await seedEstate(seedingStore(database.db, database.dialect), { ...QUICK, devices: count });
await database.close();
const server = await startChild('./product-server.ts', { BENCH_DATABASE_URL: url });
try {
  const figures = await measureDevices(server, estate.sampleDeviceId, count, estate.sampleCardNumber, { idleSeconds: 10, validations: 2000, events: 5000 });
  console.log(JSON.stringify(figures, null, 2));
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
