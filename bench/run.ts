/**
 * `npm run bench [-- --quick]`: seeds a large estate (SQLite, and PostgreSQL when its binaries are
 * installed), then measures the API beside a hand-written baseline, the bundle beside a bare react-admin
 * app, the spreadsheet import of the estate's shape beside a bulk insert, and list and edit pages (identifiers,
 * users) and a session's first list (demo project) in headless Chromium. Prints one markdown table and writes the same as JSON to
 * bench-results/. bench/README.md explains each row. One figure is a pass/fail test: the broker's memory
 * under hostile clients (exit code 1 when it grows past its limit).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type DialectName } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { seedingStore } from '../server/domain-hooks';
import { createDatabase, findPostgresBin, startPostgres, type PostgresCluster } from '../server/test-support/postgres';
import { type ApiRow, measureApi } from './api';
import { measureBundles } from './bundle';
import { type LiveFigures, measureLive } from './live';
import { type DeviceFigures, measureDevices } from './devices';
import { GROWTH_LIMIT_MB, type HostileBrokerFigures, measureHostileBroker } from './hostile-broker';
import { SIP_SECRET, type TelephonyFigures, measureTelephony } from './telephony';
import { startChild } from './child';
import { type MetricsOverhead, measureMetricsOverhead } from './metrics-overhead';
import { type BackupFigures, backupRows, measureBackups } from './backups';
import { measurePages, type PageFigures } from './pages';
import { firstListRows, measureFirstList } from './first-list';
import { type ImportFigures, importRows, measureImportInChild } from './import-estate';
import { type Row, loadText, markdownTable, ms, ratio, writeJson } from './report';
import { type Estate, FULL, QUICK, benchPassword, seedEstate } from './seed';

const quick = process.argv.includes('--quick');
const size = quick ? QUICK : FULL;
const connectionCounts = quick ? [10] : [1, 10, 50];
const seconds = quick ? 1 : 5;
/** Unmeasured seconds of each request before its measured runs. */
const warmup = quick ? 0.5 : 2;

/** What the issue asks for that the product cannot be measured on yet. */
const TODO: string[] = [];

async function seedDatabase(url: string) {
  const database = connect(url);
  try {
    await migrateToLatest(database.db);
    return await seedEstate(seedingStore(database.db, database.dialect), size);
  } finally {
    await database.close();
  }
}

interface DialectResult {
  dialect: DialectName;
  estate: Estate;
  api: ApiRow[];
  peakRssMb: { ours: number; baseline: number };
  /** How the servers ran: compiled as `npm start` runs it, or through tsx (BENCH_SERVER=tsx). */
  runtime: string;
  pages?: PageFigures;
  live: LiveFigures;
  devices: DeviceFigures;
  hostileBroker?: HostileBrokerFigures;
  telephony?: TelephonyFigures;
  metricsOverhead: MetricsOverhead;
  backups: BackupFigures;
  /** The spreadsheet import of the estate's shape, against a bulk insert (bench/import-estate.ts). */
  imports: ImportFigures;
}

/** `postgresServer`: where the import rows make their fresh databases (PostgreSQL only). */
async function measureDialect(dialect: DialectName, url: string, consoleDir: string, postgresServer?: string): Promise<DialectResult> {
  const result = await measureServers(dialect, url, consoleDir);
  // Last, with the servers stopped: the apply replaces the whole database (with what it held).
  console.error(`[bench] ${dialect}: backups`);
  const backups = measureBackups(url);
  // On fresh databases of their own, in a process of their own: the full estate's shape, the tiny one when quick.
  console.error(`[bench] ${dialect}: spreadsheet import`);
  return { ...result, backups, imports: measureImportInChild(dialect, quick ? 'tiny' : 'full', postgresServer) };
}

async function measureServers(dialect: DialectName, url: string, consoleDir: string): Promise<Omit<DialectResult, 'backups' | 'imports'>> {
  console.error(`[bench] ${dialect}: seeding`);
  const estate = await seedDatabase(url);
  const ours = await startChild('./product-server.ts', { BENCH_DATABASE_URL: url, BENCH_CONSOLE_DIR: consoleDir, BENCH_SIP_SECRET: SIP_SECRET });
  const baseline = await startChild('./baseline-server.ts', { BENCH_DATABASE_URL: url });
  try {
    console.error(`[bench] ${dialect}: API`);
    const api = await measureApi(ours.url, baseline.url, estate, connectionCounts, seconds, warmup);
    const peakRssMb = { ours: ours.peakRssMb(), baseline: baseline.peakRssMb() };
    console.error(`[bench] ${dialect}: metrics on and off`);
    const metricsOverhead = await withMetricsOff(url, (offUrl) => measureMetricsOverhead(ours.url, offUrl, 10, seconds, quick ? 1 : 3));
    console.error(`[bench] ${dialect}: live channel`);
    const live = await measureLive(ours.url, estate.sampleDeviceId, quick ? 50 : 1000, quick ? 5 : 50);
    console.error(`[bench] ${dialect}: devices over MQTT`);
    const devices = await measureDevices(ours, estate.sampleDeviceId, Math.min(estate.devices, quick ? 50 : 1000), estate.sampleCardNumber, {
      idleSeconds: quick ? 2 : 10, validations: quick ? 200 : 2000, events: quick ? 500 : 5000,
    });
    let pages: PageFigures | undefined;
    let telephony: TelephonyFigures | undefined;
    let hostileBroker: HostileBrokerFigures | undefined;
    if (dialect === 'sqlite') {
      console.error(`[bench] ${dialect}: broker under hostile clients`);
      const serial = 'SN100000'; // the estate's first panel (bench/seed.ts), its fleet stopped by now
      hostileBroker = await measureHostileBroker(ours.pid, ours.brokerUrl!, { serial, password: benchPassword(serial) }, quick ? 3 : 10);
      console.error(`[bench] ${dialect}: pages`);
      pages = await measurePages(ours.url, estate);
      console.error(`[bench] ${dialect}: telephony through Kamailio`);
      telephony = await measureTelephony(ours, Math.min(estate.devices, quick ? 50 : 1000), quick ? 20 : 100);
      if (!telephony) TODO.push('telephony rows: Kamailio is not installed');
    }
    return { dialect, estate, api, peakRssMb, runtime: ours.runtime, pages, live, devices, hostileBroker, telephony, metricsOverhead };
  } finally {
    await Promise.all([ours.stop(), baseline.stop()]);
  }
}

/** A second product server on the same database with METRICS=off, while `measure` runs. */
async function withMetricsOff<T>(url: string, measure: (offUrl: string) => Promise<T>): Promise<T> {
  const off = await startChild('./product-server.ts', { BENCH_DATABASE_URL: url, BENCH_METRICS: 'off' });
  try {
    return await measure(off.url);
  } finally {
    await off.stop();
  }
}

function deviceRows(dialect: DialectName, figures: DeviceFigures): Row[] {
  const section = `devices (${dialect})`;
  const n = figures.devices.toLocaleString('en');
  const row = (measure: string, ours: string, baseline = '', ratioText = '') => ({ section, measure, ours, baseline, ratio: ratioText });
  return [
    row(`${n} panels sign in over MQTT (heartbeat 5 s): until all online`, `${figures.connectSeconds.toFixed(2)} s`, 'target: 10,000 devices'),
    row(`server with ${n} panels connected, ${quick ? 2 : 10} s idle: CPU, RSS`, `${figures.idleCpuPercent.toFixed(1)} % CPU, ${figures.idleRssMb} MB`),
    row(`apply settings to ${n} panels: requests to all acknowledged`, `${figures.applySeconds.toFixed(2)} s`),
    row(`remote identifier validation with ${n} connected, ${figures.validation.count.toLocaleString('en')} asks one at a time (target p99 < 20 ms)`, `p50 ${ms(figures.validation.p50)}, p99 ${ms(figures.validation.p99)}`, `bare MQTT round trip: p50 ${ms(figures.baseline.p50)}, p99 ${ms(figures.baseline.p99)}`, ratio(figures.validation.p99, figures.baseline.p99)),
    row(`remote identifier validation, the same asks 20 at once`, `p50 ${ms(figures.validationLoaded.p50)}, p99 ${ms(figures.validationLoaded.p99)}`),
    row(`device events in, ${figures.events.toLocaleString('en')} events, 50 at once: accepted per second`, `${Math.round(figures.eventsPerSecond).toLocaleString('en')} /s`),
    row('device event: publish to its live-list change at a subscriber (100 events)', `p50 ${ms(figures.live.p50)}, p99 ${ms(figures.live.p99)}`),
  ];
}

function hostileBrokerRows(figures: HostileBrokerFigures): Row[] {
  const section = 'broker under hostile clients (sqlite)';
  const memory = ({ before, peak, after }: HostileBrokerFigures['quiet']) => `RSS ${before} MB before, ${peak} MB peak, ${after} MB after`;
  const clients = `4 CONNECTs announcing 200 MB (${figures.oversizedClosed} closed, ${figures.oversizedMbWritten} MB taken), 1,000 unreleased QoS 2 messages of 256 KB (${figures.qos2Sent} sent over ${figures.qos2SignIns} sign-ins), 2,000 idle sockets (${figures.idleHeld} held)`;
  return [
    { section, measure: `${clients}, ${figures.phaseSeconds} s; baseline: the same server quiet as long`, ours: memory(figures.hostile), baseline: memory(figures.quiet), ratio: '' },
    { section, measure: `server growth under them (peak over before, less the quiet run's), limit ${GROWTH_LIMIT_MB} MB`, ours: `${figures.growthMb} MB${figures.withinLimit ? '' : ' (OVER THE LIMIT)'}`, baseline: `< ${GROWTH_LIMIT_MB} MB`, ratio: '' },
  ];
}

function telephonyRows(figures: TelephonyFigures): Row[] {
  const section = 'telephony (sqlite, Kamailio)';
  const n = figures.numbers.toLocaleString('en');
  const row = (measure: string, ours: string, baseline = '') => ({ section, measure, ours, baseline, ratio: '' });
  return [
    row(`provision ${n} door panel numbers through the API, 10 at once`, `${figures.provisionSeconds.toFixed(2)} s`),
    row(`${n} numbers register through the proxy (digest secrets asked of the console), 50 at once: until all registered`, `${figures.registerSeconds.toFixed(2)} s`, 'target: 1,000 numbers'),
    row(`Kamailio holding ${n} registrations: memory of its processes (PSS)`, `${figures.proxyRssMb} MB`),
    row(`panel calls panel, ${figures.calls} calls one at a time: dial to ringing`, `p50 ${ms(figures.ringing.p50)}, p99 ${ms(figures.ringing.p99)}`, 'target: under 1 s'),
    row('the same calls: dial to answered (callee answers on ring)', `p50 ${ms(figures.answered.p50)}, p99 ${ms(figures.answered.p99)}`, 'target: under 1 s'),
  ];
}

function tableRows(bundle: Awaited<ReturnType<typeof measureBundles>>, results: DialectResult[]): Row[] {
  const rows: Row[] = [];
  for (const { dialect, estate, api, peakRssMb, runtime, pages, live, devices, hostileBroker, telephony, metricsOverhead, backups, imports } of results) {
    rows.push({
      section: `seed (${dialect})`,
      measure: `${estate.groups.toLocaleString('en')} groups, ${estate.users.toLocaleString('en')} users, ${estate.devices.toLocaleString('en')} devices, ${estate.identifiers.toLocaleString('en')} identifiers, ${estate.events.toLocaleString('en')} device events`,
      ours: `${estate.seconds.toFixed(2)} s (events ${estate.eventSeconds.toFixed(2)} s)`, baseline: '', ratio: '',
    });
    for (const row of api) {
      rows.push({
        section: `API (${dialect})`,
        measure: `${row.request}, ${row.connections} conn.`,
        ours: loadText(row.ours),
        baseline: row.baseline ? `${loadText(row.baseline)}${row.sameAnswer ? '' : ' (ANSWER DIFFERS)'}` : '',
        ratio: row.baseline ? ratio(row.baseline.rps, row.ours.rps) : '',
      });
    }
    rows.push({
      section: `API (${dialect})`, measure: `users: page of 25, ${metricsOverhead.connections} conn.: metrics on; baseline: metrics off (METRICS=off), same run`,
      ours: loadText(metricsOverhead.on), baseline: loadText(metricsOverhead.off), ratio: ratio(metricsOverhead.off.rps, metricsOverhead.on.rps),
    });
    rows.push({ section: `API (${dialect})`, measure: `server peak RSS (VmHWM), ${runtime}`, ours: `${peakRssMb.ours} MB`, baseline: `${peakRssMb.baseline} MB`, ratio: ratio(peakRssMb.ours, peakRssMb.baseline) });
    rows.push({
      section: `live channel (${dialect})`,
      measure: `${live.subscribers.toLocaleString('en')} subscribers, PATCH sent to last delivery (${live.rounds} changes)`,
      ours: `p50 ${ms(live.p50)}, p99 ${ms(live.p99)}, max ${ms(live.max)}`, baseline: '', ratio: '',
    });
    rows.push(...deviceRows(dialect, devices));
    rows.push(...backupRows(backups).map((row) => ({ section: `backups (${dialect})`, ...row })));
    rows.push(...importRows(dialect, imports));
    if (hostileBroker) rows.push(...hostileBrokerRows(hostileBroker));
    if (telephony) rows.push(...telephonyRows(telephony));
    if (pages) {
      const page = (measure: string, value: number) => rows.push({ section: `pages (${dialect})`, measure, ours: `${value} ms`, baseline: '', ratio: '' });
      page(`identifiers list: navigation to first 25 rows (${estate.identifiers.toLocaleString('en')} identifiers)`, pages.identifiersListMs);
      page('identifier edit form: navigation to record shown', pages.identifierEditMs);
      page(`users list: navigation to first 25 rows (${estate.users.toLocaleString('en')} users)`, pages.usersListMs);
      page('user edit form: navigation to record shown', pages.userEditMs);
    }
  }
  const { product, bare } = bundle;
  const kb = (value: number) => `${value.toLocaleString('en')} KB`;
  rows.push({ section: 'bundle (gzip)', measure: 'login page JS', ours: kb(product.loginKb), baseline: kb(bare.loginKb), ratio: ratio(product.loginKb, bare.loginKb) });
  rows.push({ section: 'bundle (gzip)', measure: 'first page after sign-in JS', ours: kb(product.afterSignInKb), baseline: kb(bare.afterSignInKb), ratio: ratio(product.afterSignInKb, bare.afterSignInKb) });
  rows.push({
    section: 'bundle (gzip)', measure: 'largest lazy chunk',
    ours: product.lazyChunks ? kb(product.largestLazyKb) : 'none (no lazy chunks)',
    baseline: bare.lazyChunks ? kb(bare.largestLazyKb) : 'none', ratio: '',
  });
  return rows;
}

const started = performance.now();
const workDir = mkdtempSync(join(tmpdir(), 'console-bench-'));
let cluster: PostgresCluster | undefined;
try {
  console.error('[bench] building the console and the bare react-admin app');
  const bundle = await measureBundles(workDir);
  console.error('[bench] first list of a session, on the demo project');
  const firstList = await measureFirstList(bundle.consoleDir, workDir, quick ? 3 : 7);
  const results: DialectResult[] = [await measureDialect('sqlite', `sqlite:${join(workDir, 'sqlite/bench.db')}`, bundle.consoleDir)];
  if (findPostgresBin()) {
    cluster = await startPostgres();
    results.push(await measureDialect('postgres', await createDatabase(cluster.url, 'bench'), bundle.consoleDir, cluster.url));
  } else {
    console.error('[bench] PostgreSQL binaries not found: PostgreSQL rows skipped');
  }
  const rows = [...tableRows(bundle, results), ...firstListRows(firstList)];
  console.log(`\nBenchmarks (${quick ? 'quick: a hundredth of the estate, 1 s runs' : `full: ${seconds} s runs`}; ratio > 1 means ours is worse: baseline req/s ÷ ours, ours size ÷ bare)\n`);
  console.log(markdownTable(rows));
  const file = writeJson({
    date: new Date().toISOString(), quick, machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version },
    bundle: { product: bundle.product, bare: bundle.bare }, results, firstList, todo: TODO, table: rows,
    seconds: Math.round((performance.now() - started) / 1000),
  });
  if (TODO.length) console.log(`\nTODO (not measurable yet): ${TODO.join('; ')}.`);
  // The one figure that is a pass/fail test: the broker's memory under hostile clients (issue 33).
  if (results.some((result) => result.hostileBroker && !result.hostileBroker.withinLimit)) {
    console.log(`\nFAILED: the server grew ${GROWTH_LIMIT_MB} MB or more under hostile broker clients.`);
    process.exitCode = 1;
  }
  console.log(`Written to ${file} in ${Math.round((performance.now() - started) / 1000)} s.`);
} finally {
  await cluster?.stop();
  rmSync(workDir, { recursive: true, force: true });
}
