/**
 * Telephony against the product server (issue 17 "Measured"): Debian's Kamailio with the generated
 * configuration asks the console for every secret and route. N device numbers are provisioned through the API
 * and register from Node SIP phones (fleet/sip-phone.ts): time until all hold a registration, and Kamailio's
 * memory. Then one door panel calls another K times, one call at a time: dial to ringing (180 at the caller)
 * and dial to answered (the callee answers as it rings), against the target of 1 s.
 */
import { SipPhone, sessionEvent } from '../fleet/sip-phone';
import { forEachBounded } from '../schemas/concurrency';
import { kamailioInstalled, startSipProxy } from '../server/telephony/sip-proxy-process';
import { freePort } from '../server/free-port';
import type { Child } from './child';
import { type Latency, api, latency } from './devices';
import { ADMIN_PASSWORD } from './seed';

export const SIP_SECRET = 'bench-sip-proxy-secret';

export interface TelephonyFigures {
  numbers: number;
  provisionSeconds: number;
  registerSeconds: number;
  proxyRssMb: number;
  calls: number;
  ringing: Latency;
  answered: Latency;
}

/**
 * Kamailio's memory: the proportional set size of its processes together (its children are its workers), so
 * the shared memory they all map counts once, not once per process as summed RSS would.
 */
async function processTreePssMb(rootPid: number): Promise<number> {
  const { readdirSync, readFileSync } = await import('node:fs');
  let kb = 0;
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const parent = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
      if (Number(entry) === rootPid || parent === rootPid) kb += Number(/Pss:\s+(\d+) kB/.exec(readFileSync(`/proc/${entry}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    } catch {
      // A process that ended while read.
    }
  }
  return Math.round(kb / 1024);
}

async function devicesOf(server: Child, token: string, count: number) {
  const found: { id: number; domain_id: number }[] = [];
  for (let page = 1; found.length < count; page += 1) {
    const { data } = await api(server.url, token, 'GET', `/devices/items?size=100&page=${page}&sort=id`);
    if (!data.length) break;
    found.push(...data.map((d: { id: number; domain_id: number }) => ({ id: d.id, domain_id: d.domain_id })));
  }
  return found.slice(0, count);
}

export async function measureTelephony(server: Child, count: number, calls: number): Promise<TelephonyFigures | undefined> {
  if (!kamailioInstalled()) return undefined;
  const token = (await api(server.url, undefined, 'POST', '/login', { login: 'admin', password: ADMIN_PASSWORD })).sessions[0].token as string;
  const devices = await devicesOf(server, token, count);
  const password = (i: number) => `Bench${i}Phone`;
  const provisionStarted = performance.now();
  await forEachBounded(devices.map((device, i) => ({ device, i })), 10, ({ device, i }) =>
    api(server.url, token, 'PUT', '/virtual-numbers', { number: String(700000 + i), device_id: device.id, domain_id: device.domain_id, password: password(i) }),
  );
  const provisionSeconds = (performance.now() - provisionStarted) / 1000;

  const [sip, ws] = [await freePort(), await freePort()];
  const proxy = await startSipProxy({ sip: { host: '127.0.0.1', port: sip }, ws: { host: '127.0.0.1', port: ws }, consoleUrl: `${server.url}/api/v0`, secret: SIP_SECRET, aliases: [], children: 4 });
  const phones = devices.map((_, i) => new SipPhone({ number: String(700000 + i), password: password(i), wsUrl: proxy.wsUrl, domain: '127.0.0.1' }));
  try {
    const registerStarted = performance.now();
    await forEachBounded(phones, 50, (phone) => phone.register(30_000));
    const registerSeconds = (performance.now() - registerStarted) / 1000;
    const proxyRssMb = await processTreePssMb(proxy.pid);

    // Two panels of the same group (a device calls within its group's line).
    const callee = phones.findIndex((_, i) => i > 0 && devices[i].domain_id === devices[0].domain_id);
    const [caller, answerer] = [phones[0], phones[callee > 0 ? callee : 1]];
    const ringing: number[] = [];
    const answered: number[] = [];
    for (let i = 0; i < calls; i += 1) {
      const started = performance.now();
      const session = caller.call(answerer.options.number);
      const rang = sessionEvent(session, 'progress', 5000).then(() => ringing.push(performance.now() - started));
      const confirmed = sessionEvent(session, 'confirmed', 5000).then(() => answered.push(performance.now() - started));
      answerer.answer(await answerer.nextCall(5000));
      await Promise.all([rang, confirmed]);
      const ended = sessionEvent(session, 'ended', 5000);
      session.terminate();
      await ended;
    }
    return { numbers: devices.length, provisionSeconds, registerSeconds, proxyRssMb, calls, ringing: latency(ringing), answered: latency(answered) };
  } finally {
    await forEachBounded(phones, 50, (phone) => phone.stop());
    await proxy.stop();
  }
}
