/**
 * `npm run bench:memory [-- --quick] [-- --rounds 2]`: the production server (server/main.ts, as `npm start`
 * runs it) compiled and through tsx, alternating, on one SQLite estate seeded as `npm run bench` seeds it:
 * time from starting the process to the first answer of GET /api/v0/server/info, resident memory at idle
 * (5 s after that answer), and peak resident memory (VmHWM) after the bench's API rows at 10 connections
 * (bench/api.ts, each request 2 s unmeasured then `--seconds`, default 3). Before those rounds each runtime
 * starts `--starts` more times (default 5, alternating) for the median time to the first answer. Prints one
 * markdown table.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { connect } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { seedingStore } from '../server/domain-hooks';
import { freePort } from '../server/free-port';
import { stopProcess } from '../server/stop-process';
import { RUN_ENV, RUN_FLAGS, buildServer } from '../scripts/build-server.mjs';
import { measureApi } from './api';
import { type Runtime, peakRssMb, rssMb, startChild } from './child';
import { markdownTable, type Row } from './report';
import { FULL, QUICK, seedEstate } from './seed';

const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false }, rounds: { type: 'string', default: '2' }, starts: { type: 'string', default: '5' }, seconds: { type: 'string', default: '3' } } });
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
const IDLE_MS = 5000;

interface Figures { runtime: Runtime; round: number; startMs: number; idleRssMb: number; peakRssMb: number; failures: number }

async function firstAnswer(url: string, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering`);
    try {
      if ((await fetch(url)).ok) return;
    } catch { /* not listening yet */ }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const dir = mkdtempSync(join(tmpdir(), 'console-bench-memory-'));
const databaseUrl = `sqlite:${join(dir, 'bench.db')}`;
const outdir = `.tmp/bench-servers/main-${process.pid}`;
let compiled = '';

/** server/main.ts on the estate: through tsx as `npm run server` runs it, or compiled as `npm start` runs it. */
async function launch(runtime: Runtime): Promise<{ child: ChildProcess; url: string; started: number }> {
  const port = await freePort();
  const args = runtime === 'tsx' ? ['--import', 'tsx', 'server/main.ts'] : [...RUN_FLAGS, compiled];
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...(runtime === 'compiled' ? RUN_ENV : {}), ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, DEMO: '0', DEMO_FLEET: '0',
      MQTT_PORT: '0', CONSOLE_DIR: join(dir, 'no-console'), LOG_LEVEL: 'silent', ACCESS_TOKEN_TTL: '3600',
    },
  });
  return { child, url: `http://127.0.0.1:${port}`, started };
}
try {
  console.error('[bench] seeding');
  const database = connect(databaseUrl);
  await migrateToLatest(database.db);
  const estate = await seedEstate(seedingStore(database.db, database.dialect), values.quick ? QUICK : FULL);
  await database.close();
  compiled = await buildServer({ entry: 'server/main.ts', outdir });
  const baseline = await startChild('./baseline-server.ts', { BENCH_DATABASE_URL: databaseUrl }, 'compiled');
  const results: Figures[] = [];
  const startTimes: Record<Runtime, number[]> = { tsx: [], compiled: [] };
  try {
    for (let start = 0; start < Number(values.starts); start++) {
      for (const runtime of ['tsx', 'compiled'] as const) {
        const { child, url, started } = await launch(runtime);
        try {
          await firstAnswer(`${url}/api/v0/server/info`, child);
          startTimes[runtime].push(performance.now() - started);
        } finally {
          await stopProcess(child);
        }
      }
    }
    for (let round = 1; round <= rounds; round++) {
      for (const runtime of ['tsx', 'compiled'] as const) {
        const { child, url, started } = await launch(runtime);
        try {
          await firstAnswer(`${url}/api/v0/server/info`, child);
          const startMs = performance.now() - started;
          await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
          const idleRssMb = rssMb(child.pid!);
          console.error(`[bench] ${runtime} round ${round}: first answer ${Math.round(startMs)} ms, idle ${idleRssMb} MB; API load`);
          const api = await measureApi(url, baseline.url, estate, [10], seconds, 2);
          const failures = api.reduce((sum, row) => sum + row.ours.failures, 0);
          results.push({ runtime, round, startMs, idleRssMb, peakRssMb: peakRssMb(child.pid!), failures });
        } finally {
          await stopProcess(child);
        }
      }
    }
  } finally {
    await baseline.stop();
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const rows: Row[] = (['tsx', 'compiled'] as const).filter((runtime) => startTimes[runtime].length).map((runtime) => ({
    section: runtime,
    measure: `start to first /server/info answer, median of ${startTimes[runtime].length} (all)`,
    ours: `${Math.round(median(startTimes[runtime]))} ms (${startTimes[runtime].map(Math.round).join(', ')})`,
    baseline: '', ratio: '',
  }));
  rows.push(...results.map((r) => ({
    section: `${r.runtime}, round ${r.round}`,
    measure: 'start to first /server/info answer; RSS idle; peak RSS (VmHWM) after the API rows at 10 conn.',
    ours: `${Math.round(r.startMs)} ms; ${r.idleRssMb} MB; ${r.peakRssMb} MB${r.failures ? ` (${r.failures} failed requests)` : ''}`,
    baseline: '', ratio: '',
  })));
  console.log(`\nServer start and memory (${values.quick ? 'quick estate' : 'full estate'}, SQLite; MB = MiB)\n`);
  console.log(markdownTable(rows));
} finally {
  rmSync(dir, { recursive: true, force: true });
  rmSync(outdir, { recursive: true, force: true });
}
