/**
 * The media relay (rtpengine, Debian's package) beside Kamailio: door panels that speak plain SIP send RTP/AVP,
 * which a browser refuses; the proxy has rtpengine rewrite such calls' SDP and carry their media between plain
 * RTP and WebRTC's ICE and DTLS-SRTP (kamailio-config.ts, route MEDIA). It runs in user space (no kernel
 * module, `--table=-1`), on the SIP settings' RTP port range, controlled over its "ng" protocol on loopback.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { existsSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stopProcess } from '../stop-process';

export const RTPENGINE = '/usr/bin/rtpengine';

export const rtpengineInstalled = () => existsSync(RTPENGINE);

export interface MediaRelayOptions {
  /** The address media flows on, as phones are told (the SIP server's internal or external address). */
  address: string;
  /** rtpengine's control port on 127.0.0.1 (Kamailio's rtpengine module talks to it). */
  controlPort: number;
  /** The RTP ports it may use (SIP settings `rtp`). */
  ports: { min: number; max: number };
}

export interface MediaRelay {
  options: MediaRelayOptions;
  log(): string;
  stop(): Promise<void>;
}

/**
 * Asks rtpengine over its ng protocol (a cookie, then a bencoded dictionary): `ping` answers pong, `list` the
 * ids of the calls it carries. Resolves with the raw answer, or undefined when none comes in time.
 */
export function askMediaRelay(controlPort: number, command: 'ping' | 'list', timeoutMs = 300): Promise<string | undefined> {
  return new Promise((resolve) => {
    const socket = createSocket('udp4');
    const done = (answer: string | undefined) => {
      clearTimeout(timer);
      socket.close();
      resolve(answer);
    };
    const timer = setTimeout(() => done(undefined), timeoutMs);
    socket.on('message', (message) => done(message.toString()));
    socket.on('error', () => done(undefined));
    // A fresh cookie each time: rtpengine answers a cookie it has seen with its cached answer (retransmissions).
    socket.send(`${randomBytes(6).toString('hex')} d7:command${command.length}:${command}e`, controlPort, '127.0.0.1');
  });
}

const answersPing = async (controlPort: number) => (await askMediaRelay(controlPort, 'ping'))?.includes('4:pong') ?? false;

export async function startMediaRelay(options: MediaRelayOptions, dir: string): Promise<MediaRelay> {
  const logFile = join(dir, 'rtpengine.log');
  const out = openSync(logFile, 'a');
  const args = [
    '--config-file=none', '--foreground', '--log-stderr', '--table=-1', `--interface=${options.address}`,
    `--listen-ng=127.0.0.1:${options.controlPort}`, `--port-min=${options.ports.min}`, `--port-max=${options.ports.max}`,
    '--delete-delay=0', '--timeout=60', '--num-threads=2',
  ];
  const child: ChildProcess = spawn(RTPENGINE, args, { stdio: ['ignore', out, out] });
  const log = () => readFileSync(logFile, 'utf8');
  for (let waited = 0; !(await answersPing(options.controlPort)); waited += 300) {
    if (child.exitCode !== null || waited > 10_000) {
      child.kill('SIGKILL');
      throw new Error(`rtpengine did not start:\n${log().slice(-3000)}`);
    }
  }
  return { options, log, stop: () => stopProcess(child, 3000) };
}
