// The type check of every TypeScript project (issue 35 item 6), two at a time (CI has two cores):
// tsconfig.json checks everything, tests and tools included; the layer projects (console, server, fleet, what
// the console and the server share) each refuse a file outside their folders, so a console file importing
// server code fails here (docs/architecture.md, "Layers the build enforces").
//
//   node scripts/typecheck.mjs [project…]     every project, or the ones named (tsconfig.client.json…)
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const PROJECTS = ['tsconfig.json', 'tsconfig.client.json', 'tsconfig.server.json', 'tsconfig.fleet.json', 'tsconfig.shared.json'];
const TSC = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/** Runs tsc on one project; resolves to its output and whether it passed. */
function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [TSC, '--noEmit', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ project, output, passed: code === 0 }));
  });
}

const queue = process.argv.length > 2 ? process.argv.slice(2) : [...PROJECTS];
const results = [];
const worker = async () => {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const started = performance.now();
    const result = await check(project);
    console.log(`${result.passed ? 'ok  ' : 'FAIL'} ${project} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    results.push(result);
  }
};
await Promise.all([worker(), worker()]);
const failed = results.filter((result) => !result.passed);
for (const { project, output } of failed) console.log(`\n${project}:\n${output.trimEnd()}`);
process.exit(failed.length ? 1 : 0);
