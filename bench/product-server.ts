/**
 * The product's server in a child process of the bench (so its peak memory is its own): buildApp on
 * BENCH_DATABASE_URL, serving BENCH_CONSOLE_DIR when set, on an ephemeral port reported to the parent with
 * its device broker's address. BENCH_DEMO_ADMIN_PASSWORD seeds the administrator and the demo project first;
 * BENCH_METRICS=off runs it without metrics (bench/metrics-overhead.ts).
 */
import { buildApp } from '../server/app';
import { ensureAdministrator } from '../server/bootstrap';
import { configFromEnv } from '../server/config';
import { seedDemo } from '../server/demo/seed';

const { app, store } = await buildApp({
  // Defaults for every setting (throttles included), as a fresh install runs; then the bench's own.
  ...configFromEnv({}),
  port: 0,
  host: '127.0.0.1',
  databaseUrl: process.env.BENCH_DATABASE_URL!,
  demo: false,
  accessTokenTtlSeconds: 3600,
  refreshTokenTtlSeconds: 3600,
  consoleDir: process.env.BENCH_CONSOLE_DIR || undefined,
  logLevel: 'silent',
  // The device broker on a free port; devices get 10 s to answer, as in production.
  devices: { embedded: { port: 0, host: '127.0.0.1' }, callTimeoutMs: 10_000, taskAttempts: 5, retryBaseMs: 2000, pollMs: 250 },
  // Answers a SIP proxy's questions (bench/telephony.ts).
  telephony: process.env.BENCH_SIP_SECRET ? { proxySecret: process.env.BENCH_SIP_SECRET } : undefined,
  metrics: { enabled: process.env.BENCH_METRICS !== 'off' },
});
// The demo project, as `npm start` seeds it (bench/first-list.ts), when the bench names the administrator's password.
const demoAdminPassword = process.env.BENCH_DEMO_ADMIN_PASSWORD;
if (demoAdminPassword && (await ensureAdministrator(store, demoAdminPassword))) await seedDemo(store);
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as { port: number }).port, brokerUrl: store.devices?.brokerUrl });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
