/**
 * Runs Kamailio (Debian's package) with the generated configuration (kamailio-config.ts), for `npm run sip`,
 * the tests and the bench. Kamailio keeps its main process in the foreground with -DD -E; it chdirs to /, so
 * every path it gets is absolute (SIP-FACTS.md).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type KamailioOptions, kamailioConfig } from './kamailio-config';
import { stopProcess } from '../stop-process';
import { type MediaRelay, startMediaRelay } from './media-relay';

export const KAMAILIO = '/usr/sbin/kamailio';

/** Whether Kamailio and the modules the configuration loads are installed. */
export function kamailioInstalled() {
  const modules = '/usr/lib/x86_64-linux-gnu/kamailio/modules';
  return existsSync(KAMAILIO) && ['websocket', 'http_client', 'jansson', 'tls'].every((name) => existsSync(`${modules}/${name}.so`));
}

export interface SipProxy {
  wsUrl: string;
  /** Kamailio's main process (its workers are its children). */
  pid: number;
  config: KamailioOptions;
  dir: string;
  log(): string;
  /** rtpengine, when the options ask for a media relay. */
  mediaRelay?: MediaRelay;
  stop(): Promise<void>;
}

async function answersHttp(url: string) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(500) })).status === 200;
  } catch {
    return false;
  }
}

export async function startSipProxy(options: KamailioOptions, dir = mkdtempSync(join(tmpdir(), 'sip-proxy-'))): Promise<SipProxy> {
  const home = resolve(dir);
  mkdirSync(join(home, 'run'), { recursive: true });
  const mediaRelay = options.mediaRelay ? await startMediaRelay(options.mediaRelay, home) : undefined;
  const cfg = join(home, 'kamailio.cfg');
  writeFileSync(cfg, kamailioConfig(options));
  const logFile = join(home, 'kamailio.log');
  const out = openSync(logFile, 'a');
  const child: ChildProcess = spawn(KAMAILIO, ['-f', cfg, '-DD', '-E', '-Y', join(home, 'run'), '-P', join(home, 'run', 'kamailio.pid'), '-m', String(options.sharedMemoryMb ?? 256), '-M', '8'], { stdio: ['ignore', out, out] });
  const log = () => readFileSync(logFile, 'utf8');
  const http = `http://${options.ws.host}:${options.ws.port}/`;
  for (let waited = 0; !(await answersHttp(http)); waited += 50) {
    if (child.exitCode !== null || waited > 10_000) {
      child.kill('SIGKILL');
      await mediaRelay?.stop();
      throw new Error(`kamailio did not start:\n${log().slice(-3000)}`);
    }
    await new Promise((next) => setTimeout(next, 50));
  }
  return {
    wsUrl: `ws://${options.ws.host}:${options.ws.port}`,
    pid: child.pid!,
    config: options,
    dir: home,
    log,
    mediaRelay,
    stop: async () => {
      await stopProcess(child, 3000);
      await mediaRelay?.stop();
    },
  };
}
