/**
 * Devices over MQTT against the product server (issue 16 "Measured"): N virtual panels (fleet/) sign in to its
 * embedded broker and keep heartbeats; then apply settings to all of them, remote identifier validation,
 * and device events in. Remote validation has a baseline in the same run: the same envelope round trip
 * through a bare aedes broker to an echo responder (no auth, no database), the floor of any MQTT answer.
 */
import { createServer } from 'node:net';
import { Aedes } from 'aedes';
import mqtt from 'mqtt';
import WebSocket from 'ws';
import { VirtualDevice } from '../fleet/virtual-device';
import { decodeMessage, encodeMessage, JSON_HEADERS, requestEnvelope } from '../device-protocol/envelope';
import { withoutDelay } from '../device-protocol/no-delay';
import { type Child, cpuSeconds, rssMb } from './child';
import { percentile } from './report';
import { forEachBounded } from '../schemas/concurrency';
import { ADMIN_PASSWORD, benchPassword } from './seed';

export interface DeviceFigures {
  devices: number;
  connectSeconds: number;
  idleCpuPercent: number;
  idleRssMb: number;
  applySeconds: number;
  /** One ask at a time (a card at one panel), and 20 at once (a rush at 20 panels). */
  validation: Latency & { count: number };
  validationLoaded: Latency;
  baseline: Latency;
  eventsPerSecond: number;
  events: number;
  live: Latency;
}
export interface Latency {
  p50: number;
  p99: number;
}

export const latency = (values: number[]): Latency => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));


/** One call to the product's API, failing on an error answer. */
export async function api(baseUrl: string, token: string | undefined, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}/api/v0${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
  return response.json() as Promise<any>;
}

/** The same request/answer as remote validation, through a bare broker to an echo responder. */
async function bareRoundTrips(count: number): Promise<Latency> {
  const broker = await Aedes.createBroker();
  const server = createServer({ noDelay: true }, broker.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `mqtt://127.0.0.1:${(server.address() as { port: number }).port}`;
  // Tuned as the product's link is (no Nagle on either end), so the baseline is the broker's floor.
  const responder = withoutDelay(await mqtt.connectAsync(url));
  const requester = withoutDelay(await mqtt.connectAsync(url));
  await responder.subscribeAsync('server/request/v0/+', { qos: 1 });
  responder.on('message', (topic, payload) => {
    const request = decodeMessage(requestEnvelope, payload);
    if (request) void responder.publishAsync(topic.replace('request', 'response'), encodeMessage({ id: request.id, status: 200, headers: JSON_HEADERS, body: { handled: false } }), { qos: 1 });
  });
  await requester.subscribeAsync('server/response/v0/bench', { qos: 1 });
  const waiting = new Map<string, () => void>();
  requester.on('message', (_topic, payload) => waiting.get(JSON.parse(String(payload)).id)?.());
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const id = `bare-${i}`;
    const started = performance.now();
    const answered = new Promise<void>((resolve) => waiting.set(id, resolve));
    await requester.publishAsync('server/request/v0/bench', encodeMessage({ id, method: 'POST', uri: '/api/v0/device/identifiers/validate', headers: JSON_HEADERS, body: { identifier_number: '1', identifier_type: 'card' } }), { qos: 1 });
    await answered;
    times.push(performance.now() - started);
  }
  await Promise.all([responder.endAsync(), requester.endAsync()]);
  await new Promise<void>((resolve) => broker.close(() => resolve()));
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return latency(times);
}

export async function measureDevices(server: Child, firstDeviceId: number, count: number, card: string, options: { idleSeconds: number; validations: number; events: number }): Promise<DeviceFigures> {
  const token = (await api(server.url, undefined, 'POST', '/login', { login: 'admin', password: ADMIN_PASSWORD })).sessions[0].token as string;
  const ids = Array.from({ length: count }, (_, i) => firstDeviceId + i);
  const fleet = ids.map((_, i) => new VirtualDevice({ brokerUrl: server.brokerUrl!, serial: `SN${100000 + i}`, password: benchPassword(`SN${100000 + i}`), keepaliveSeconds: 5 }));
  try {
    const connectStarted = performance.now();
    await forEachBounded(fleet, 50, (device) => device.start());
    const online = { matching: 'match_all', items: [{ field: 'status', rule: 'equals', value: 'online' }] };
    while ((await api(server.url, token, 'GET', `/devices/items?size=1&filters=${encodeURIComponent(JSON.stringify(online))}`)).pagination.total < count) await sleep(50);
    const connectSeconds = (performance.now() - connectStarted) / 1000;

    const cpuBefore = cpuSeconds(server.pid);
    await sleep(options.idleSeconds * 1000);
    const idleCpuPercent = ((cpuSeconds(server.pid) - cpuBefore) / options.idleSeconds) * 100;
    const idleRssMb = rssMb(server.pid);

    const applyStarted = performance.now();
    await forEachBounded(ids, 20, (id) => api(server.url, token, 'POST', `/devices/${id}/settings/apply`).then(() => undefined));
    while (fleet.some((device) => device.held.versions.settings === undefined)) await sleep(20);
    const applySeconds = (performance.now() - applyStarted) / 1000;

    const validations = async (concurrency: number) => {
      const times: number[] = [];
      await forEachBounded(Array.from({ length: options.validations }, (_, i) => fleet[i % fleet.length]), concurrency, async (device) => {
        const started = performance.now();
        const answer = await device.ask('validate', { identifier_number: card, identifier_type: 'card' });
        if (answer.status !== 200) throw new Error(`validation answered ${answer.status}`);
        times.push(performance.now() - started);
      });
      return latency(times);
    };
    const validation = await validations(1);
    const validationLoaded = await validations(20);

    const eventsStarted = performance.now();
    await forEachBounded(Array.from({ length: options.events }, (_, i) => fleet[i % fleet.length]), 50, async (device) => {
      const answer = await device.ask('events', { events: [{ type: 'door_opened', at: new Date().toISOString() }] });
      if (answer.status !== 200) throw new Error(`events answered ${answer.status}`);
    });
    const eventsPerSecond = options.events / ((performance.now() - eventsStarted) / 1000);

    const live = await liveDelay(server.url, token, fleet[0], 100);
    return { devices: count, connectSeconds, idleCpuPercent, idleRssMb, applySeconds, validation: { count: options.validations, ...validation }, validationLoaded, baseline: await bareRoundTrips(options.validations), eventsPerSecond, events: options.events, live };
  } finally {
    await forEachBounded(fleet, 100, (device) => device.stop().catch(() => undefined));
  }
}

/** From a device publishing an event to its `created` change reaching a subscriber of the device events list. */
async function liveDelay(baseUrl: string, token: string, device: VirtualDevice, rounds: number): Promise<Latency> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/v0/ws?access_token=${token}`);
  let arrived: (() => void) | undefined;
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('message', (frame) => {
      const type = JSON.parse(String(frame)).data?.type;
      if (type === 'subscribed') resolve();
      if (type === 'created') arrived?.();
    });
    socket.once('open', () => socket.send(JSON.stringify({ command: 'subscribe', topic: 'entity.devices/events' })));
  });
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const delivered = new Promise<void>((resolve) => (arrived = resolve));
    const started = performance.now();
    await device.publishRaw(`server/request/v0/${device.serial}`, encodeMessage({ id: `live-${round}`, method: 'POST', uri: '/api/v0/device/events', headers: JSON_HEADERS, body: { events: [{ type: 'door_closed', at: new Date().toISOString() }] } }));
    await delivered;
    times.push(performance.now() - started);
  }
  socket.close();
  return latency(times);
}
