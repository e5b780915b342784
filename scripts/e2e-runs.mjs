// `npm run test:e2e`: every browser story, in several Playwright runs at once (two on CI's two cores).
//
// Each run is a whole stack of its own (E2E_PORT moves the server and its database, the mailbox, the device
// broker, the SIP proxy and the media relay: playwright.config.ts), so no story meets another run's settings,
// records or calls. One worker sharing one server was tried first and failed: the project's settings are one
// per server. The stories use a bit over one core each, so two runs fill two cores (docs/testing.md).
//
// The console and the server are built once, into .tmp/e2e-build, and every run serves that build
// (E2E_BUILD_DIR). Spec files are dealt to the runs by their last measured times (e2e/run-times.json; a file
// not listed counts as the median), longest first, each to the run with the least so far.
//
//   node scripts/e2e-runs.mjs [playwright options]      E2E_RUNS=1 runs them all in one run
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const BUILD_DIR = '.tmp/e2e-build';
const FIRST_PORT = 18181;
const RUNS = Math.max(1, Number(process.env.E2E_RUNS ?? Math.min(2, availableParallelism())));

/** Spec files dealt into `runs` lists of about equal measured time, each list in file order. */
function dealSpecFiles(files, times, runs) {
  const known = files.map((file) => times[file]).filter((seconds) => seconds !== undefined).sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)] : 1;
  const lists = Array.from({ length: runs }, () => ({ seconds: 0, files: [] }));
  const longestFirst = [...files].sort((a, b) => (times[b] ?? median) - (times[a] ?? median) || a.localeCompare(b));
  for (const file of longestFirst) {
    const lightest = lists.reduce((least, list) => (list.seconds < least.seconds ? list : least));
    lightest.files.push(file);
    lightest.seconds += times[file] ?? median;
  }
  return lists.map((list) => ({ seconds: list.seconds, files: list.files.sort() }));
}

function build() {
  rmSync(BUILD_DIR, { recursive: true, force: true });
  for (const [command, args] of [
    ['npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', `${BUILD_DIR}/dist`]],
    ['node', ['scripts/build-server.mjs', `${BUILD_DIR}/server`]],
  ]) {
    const done = spawnSync(command, args, { stdio: 'inherit' });
    if (done.status !== 0) process.exit(done.status ?? 1);
  }
}

/** One Playwright run of `files` on its own ports; its lines are printed as they come, marked with the run. */
function startRun(index, files, options) {
  const port = FIRST_PORT + 100 * index;
  const child = spawn('npx', ['playwright', 'test', ...options, ...files.map((file) => `e2e/${file}`)], {
    env: { ...process.env, E2E_PORT: String(port), E2E_BUILD_DIR: BUILD_DIR },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const mark = RUNS > 1 ? `[run ${index + 1}] ` : '';
  for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
    let rest = '';
    from.setEncoding('utf8');
    from.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) to.write(`${mark}${line}\n`);
    });
    from.on('end', () => rest && to.write(`${mark}${rest}\n`));
  }
  return new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

async function main() {
  const files = readdirSync('e2e').filter((name) => name.endsWith('.spec.ts')).sort();
  const times = JSON.parse(readFileSync('e2e/run-times.json', 'utf8'));
  const lists = dealSpecFiles(files, times, RUNS);
  lists.forEach((list, index) => console.log(`[run ${index + 1}] ${list.files.length} spec files, about ${list.seconds} s measured`));
  build();
  const codes = await Promise.all(lists.map((list, index) => startRun(index, list.files, process.argv.slice(2))));
  codes.forEach((code, index) => code !== 0 && console.error(`[run ${index + 1}] failed (exit ${code})`));
  process.exit(Math.max(...codes));
}

await main();
