// `npm start`: builds the console and compiles the server (scripts/build-server.mjs, into dist-server/) when
// their sources are newer than their builds, then starts the compiled server (embedded SQLite and demo data
// unless DATABASE_URL / DEMO=0 say otherwise). `npm run server` runs the TypeScript sources through tsx instead.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { RUN_ENV, RUN_FLAGS, buildServer, isStale } from './build-server.mjs';

const SOURCES = ['src', 'resources', 'custom', 'schemas', 'locales', 'index.html', 'vite.config.ts'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
if (built < Math.max(...SOURCES.map(newestChange))) {
  console.log('Building the console (vite build)...');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (isStale('dist-server')) {
  console.log('Compiling the server (esbuild)...');
  await buildServer({ entry: 'server/main.ts', outdir: 'dist-server' });
}

/**
 * The demo's mail catcher (scripts/demo-mailbox.ts), while the demo is on and no SMTP_URL is given: the console
 * sends to it and its inbox page shows what was sent. Answers the SMTP_URL to give the server, or none when the
 * catcher could not start (its ports taken): the console then runs with mail off, and says so where it matters.
 */
async function startDemoMailbox() {
  if (process.env.DEMO === '0' || process.env.SMTP_URL) return {};
  const mailbox = spawn(process.execPath, ['--import', 'tsx', 'scripts/demo-mailbox.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const started = await new Promise((resolve) => {
    mailbox.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      resolve(true);
    });
    mailbox.on('exit', () => resolve(false));
    setTimeout(() => resolve(false), 10_000);
  });
  if (!started) return {};
  return { mailbox, env: { SMTP_URL: `smtp://127.0.0.1:${process.env.DEMO_SMTP_PORT || 2525}` } };
}

const { mailbox, env: mailEnv } = await startDemoMailbox();
const server = spawn(process.execPath, [...RUN_FLAGS, 'dist-server/main.js'], { stdio: 'inherit', env: { ...RUN_ENV, ...process.env, ...mailEnv } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  mailbox?.kill('SIGTERM');
  process.exit(code ?? 0);
});
