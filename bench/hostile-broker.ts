/**
 * "broker under hostile clients" (issue 33): the product server's resident memory before, during and after
 * hostile clients on its embedded broker, beside a quiet baseline of the same length on the same server
 * just before. The clients: 4 CONNECTs each announcing 200 MB and streaming up to 4 MB; one signed-in
 * device sending 1,000 QoS 2 messages of 256 KB it never releases (as many as the broker lets it hold,
 * signing in again each time it is cut off); 2,000 idle sockets that never send a byte. The server's growth
 * must stay under GROWTH_LIMIT_MB. Every loop is bounded in count and time; loopback only.
 */
import { MAX_MESSAGE_BYTES } from '../device-protocol/envelope';
import { TOPICS } from '../device-protocol/topics';
import { connackCode, connectPacket, fixedHeader, publishPacket, rawMqtt, type RawMqtt } from '../server/test-support/raw-mqtt';
import { forEachBounded } from '../schemas/concurrency';
import { rssMb } from './child';

export const GROWTH_LIMIT_MB = 32;

interface Memory {
  before: number;
  peak: number;
  after: number;
}

export interface HostileBrokerFigures {
  quiet: Memory;
  hostile: Memory;
  /** Peak over before, hostile minus quiet (the quiet run's own drift taken out). */
  growthMb: number;
  withinLimit: boolean;
  /** What the clients managed: oversized CONNECTs closed, MB they got written before it; QoS 2 messages sent, sign-ins it took; idle sockets held at the end. */
  oversizedClosed: number;
  oversizedMbWritten: number;
  qos2Sent: number;
  qos2SignIns: number;
  idleHeld: number;
  phaseSeconds: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Samples the process's RSS every 50 ms while `work` runs and until `ms` have passed; the highest seen. */
async function peakWhile(pid: number, ms: number, work: () => Promise<unknown>) {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  try {
    await Promise.all([work(), sleep(ms)]);
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, rssMb(pid));
}

/** Writes and waits for the socket to take it (never buffering more than one chunk here); false once closed. */
async function send(raw: RawMqtt, bytes: Buffer) {
  if (raw.socket.destroyed) return false;
  if (!raw.socket.write(bytes)) await Promise.race([new Promise((resolve) => raw.socket.once('drain', resolve)), raw.closed(2000)]);
  return !raw.socket.destroyed;
}

async function oversizedConnect(port: number, until: number) {
  const raw = await rawMqtt(port);
  await send(raw, fixedHeader(0x10, 209_715_200));
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  let written = 0;
  while (written < 4 * 1024 * 1024 && Date.now() < until && (await send(raw, chunk))) written += chunk.length;
  const closed = await raw.closed(500);
  raw.socket.destroy();
  return { closed, written };
}

async function unreleasedQos2(port: number, serial: string, password: string, count: number, until: number) {
  const payload = Buffer.alloc(MAX_MESSAGE_BYTES - 1024, 0x20);
  let sent = 0;
  let signIns = 0;
  while (sent < count && signIns < 200 && Date.now() < until) {
    // From an address of its own: the idle sockets fill 127.0.0.1's places for sockets not signed in.
    const raw = await rawMqtt(port, '127.0.0.3');
    signIns++;
    raw.write(connectPacket(serial, password));
    for (let i = 0; i < 100 && connackCode(raw) === undefined && !raw.socket.destroyed; i++) await sleep(10);
    if (connackCode(raw) !== 0) throw new Error(`the bench device could not sign in (${connackCode(raw)})`);
    // Message ids 1, 2, 3…: none is ever released with PUBREL.
    for (let id = 1; sent < count && Date.now() < until; id++) {
      if (!(await send(raw, publishPacket(TOPICS.serverRequest(serial), payload, 2, id)))) break;
      sent++;
    }
    raw.socket.destroy();
  }
  return { sent, signIns };
}

async function idleSockets(port: number, count: number) {
  const sockets: RawMqtt[] = [];
  await forEachBounded(Array.from({ length: count }, (_, i) => i), 100, async () => {
    sockets.push(await rawMqtt(port).catch(() => undefined as never));
  });
  return sockets.filter(Boolean);
}

export async function measureHostileBroker(pid: number, brokerUrl: string, device: { serial: string; password: string }, phaseSeconds = 3): Promise<HostileBrokerFigures> {
  const port = Number(new URL(brokerUrl).port);
  const ms = phaseSeconds * 1000;

  const quietBefore = rssMb(pid);
  const quietPeak = await peakWhile(pid, ms, async () => undefined);
  await sleep(1000);
  const quiet = { before: quietBefore, peak: quietPeak, after: rssMb(pid) };

  const before = rssMb(pid);
  const until = Date.now() + ms;
  let idle: RawMqtt[] = [];
  let oversized: { closed: boolean; written: number }[] = [];
  let qos2 = { sent: 0, signIns: 0 };
  let idleHeld = 0;
  const peak = await peakWhile(pid, ms, async () => {
    [idle, oversized, qos2] = await Promise.all([
      idleSockets(port, 2000),
      Promise.all(Array.from({ length: 4 }, () => oversizedConnect(port, until))),
      unreleasedQos2(port, device.serial, device.password, 1000, until),
    ]);
    await sleep(Math.max(0, until - Date.now()));
    idleHeld = idle.filter((raw) => !raw.socket.destroyed).length;
  });
  for (const raw of idle) raw.socket.destroy();
  await sleep(1000);
  const hostile = { before, peak, after: rssMb(pid) };
  const growthMb = Math.max(0, hostile.peak - hostile.before - Math.max(0, quiet.peak - quiet.before));
  return {
    quiet,
    hostile,
    growthMb,
    withinLimit: growthMb < GROWTH_LIMIT_MB,
    oversizedClosed: oversized.filter((one) => one.closed).length,
    oversizedMbWritten: Math.round(oversized.reduce((sum, one) => sum + one.written, 0) / 1024 / 1024),
    qos2Sent: qos2.sent,
    qos2SignIns: qos2.signIns,
    idleHeld,
    phaseSeconds,
  };
}
