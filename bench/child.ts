/** Runs a bench server (product or baseline) as a child process: its port, its peak memory, stopping it. */
import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stopProcess } from '../server/stop-process';

export interface Child {
  url: string;
  /** The device broker's address, when the child runs one (product-server.ts). */
  brokerUrl?: string;
  pid: number;
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

export async function startChild(script: string, env: Record<string, string>): Promise<Child> {
  const file = fileURLToPath(new URL(script, import.meta.url));
  const child: ChildProcess = fork(file, [], { execArgv: ['--import', 'tsx'], env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const { port, brokerUrl } = await new Promise<{ port: number; brokerUrl?: string }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { port: number; brokerUrl?: string }));
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}) before listening`)));
  });
  const pid = child.pid!;
  return {
    url: `http://127.0.0.1:${port}`,
    brokerUrl,
    pid,
    peakRssMb: () => peakRssMb(pid),
    stop: () => stopProcess(child),
  };
}
