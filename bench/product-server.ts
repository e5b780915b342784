/**
 * The product's server in a child process of the bench (so its peak memory is its own): buildApp on
 * BENCH_DATABASE_URL, serving BENCH_CONSOLE_DIR when set, on an ephemeral port reported to the parent.
 */
import { buildApp } from '../server/app';
import { configFromEnv } from '../server/config';

const { app } = await buildApp({
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
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as { port: number }).port });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
