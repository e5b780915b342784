/**
 * Runs a bench server (product or baseline) as a child process: its port, its peak memory, stopping it.
 * Compiled, as `npm start` runs the server (scripts/build-server.mjs, into a folder of .tmp/ removed at stop);
 * BENCH_SERVER=tsx runs the TypeScript through tsx instead, as `npm run server` does.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { RUN_ENV, RUN_FLAGS, buildServer } from '../scripts/build-server.mjs';
import { stopProcess } from '../server/stop-process';

export type Runtime = 'compiled' | 'tsx';

export interface Child {
  url: string;
  /** The device broker's address, when the child runs one (product-server.ts). */
  brokerUrl?: string;
  pid: number;
  runtime: Runtime;
  /** Milliseconds from starting the process to its report that it listens (a build before it not counted). */
  startMs: number;
  /** Peak resident memory so far, MB (VmHWM from /proc). */
  peakRssMb(): number;
  stop(): Promise<void>;
}

/** Resident memory now, MB (VmRSS). */
export function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
}

/** Seconds of CPU (user + system) the process has used so far (/proc/<pid>/stat, 100 ticks a second). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export function peakRssMb(pid: number): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
}

let builds = 0;

/** The script (a path from bench/), and how to run it: compiled into .tmp/ (then removed by `cleanup`), or through tsx. */
async function prepare(script: string, runtime: Runtime) {
  const source = fileURLToPath(new URL(script, import.meta.url));
  if (runtime === 'tsx') return { file: source, execArgv: ['--import', 'tsx'], runEnv: {}, cleanup: () => {} };
  const outdir = `.tmp/bench-servers/${process.pid}-${++builds}`;
  const file = await buildServer({ entry: `bench/${script.replace(/^\.\//, '')}`, outdir });
  return { file, execArgv: RUN_FLAGS, runEnv: RUN_ENV, cleanup: () => rmSync(fileURLToPath(new URL(`../${outdir}`, import.meta.url)), { recursive: true, force: true }) };
}

export async function startChild(script: string, env: Record<string, string>, runtime: Runtime = process.env.BENCH_SERVER === 'tsx' ? 'tsx' : 'compiled'): Promise<Child> {
  const { file, execArgv, runEnv, cleanup } = await prepare(script, runtime);
  const started = performance.now();
  const child: ChildProcess = fork(file, [], { execArgv, env: { ...runEnv, ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const listening = await new Promise<{ port: number; brokerUrl?: string }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { port: number; brokerUrl?: string }));
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}) before listening`)));
  }).catch((error) => { cleanup(); throw error; });
  const startMs = performance.now() - started;
  const pid = child.pid!;
  return {
    url: `http://127.0.0.1:${listening.port}`,
    brokerUrl: listening.brokerUrl,
    pid,
    runtime,
    startMs,
    peakRssMb: () => peakRssMb(pid),
    stop: () => stopProcess(child).finally(cleanup),
  };
}
