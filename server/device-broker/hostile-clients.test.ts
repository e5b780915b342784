/**
 * The embedded broker against clients that mean harm, over real sockets: what it holds for a client must be
 * bounded before the client signs in (packet size, time, number of such sockets) and after (packet size,
 * unreleased QoS 2 messages), and password guesses are throttled however the serial is spelled.
 */
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MESSAGE_BYTES } from '../../device-protocol/envelope';
import { deviceClientId, TOPICS } from '../../device-protocol/topics';
import { connackCode, connectPacket, fixedHeader, publishPacket, rawMqtt, type RawMqtt } from '../test-support/raw-mqtt';
import { eventually } from '../test-support/eventually';
import { type EmbeddedBroker, startEmbeddedBroker } from './embedded-broker';
import { throttledCredentials } from './sign-in-throttle';

const PASSWORDS = new Map([['SN-A', 'password-a'], ['SN-B', 'password-b'], ['SN-C', 'password-c'], ['SN-D', 'password-d']]);
const exact = { verify: async (serial: string, password: string) => PASSWORDS.get(serial) === password };

describe('the embedded broker under hostile clients', () => {
  let broker: EmbeddedBroker;
  const sockets: RawMqtt[] = [];
  const open = async (from?: string) => {
    const raw = await rawMqtt(broker.port, from);
    sockets.push(raw);
    return raw;
  };
  const signedIn = async (serial: string) => {
    const raw = await open();
    raw.write(connectPacket(serial, PASSWORDS.get(serial)!));
    expect(await eventually(() => connackCode(raw), (code) => code !== undefined, 2000)).toBe(0);
    return raw;
  };

  beforeAll(async () => {
    broker = await startEmbeddedBroker({ port: 0, host: '127.0.0.1', credentials: exact, limits: { connectTimeoutMs: 400, pendingConnections: 8, pendingPerAddress: 4 } });
  });
  afterAll(async () => {
    for (const raw of sockets) raw.socket.destroy();
    await broker?.close();
  });

  it('closes a connection whose CONNECT announces 200 MB as soon as the length is read', async () => {
    const raw = await open();
    raw.write(fixedHeader(0x10, 209_715_200));
    // The attack then streams bytes; the broker must not wait for them.
    for (let i = 0; i < 16; i++) raw.write(Buffer.alloc(64 * 1024, 0x41));
    expect(await raw.closed(300)).toBe(true);
  });

  it('closes a connection whose first packet is not a CONNECT', async () => {
    const raw = await open();
    raw.write(fixedHeader(0x30, 100_000));
    raw.write(Buffer.alloc(1024));
    expect(await raw.closed(300)).toBe(true);
  });

  it("closes a signed-in device's PUBLISH announcing more than a message and its headers", async () => {
    const raw = await signedIn('SN-A');
    raw.write(fixedHeader(0x32, MAX_MESSAGE_BYTES + 64 * 1024));
    raw.write(Buffer.alloc(1024));
    expect(await raw.closed(300)).toBe(true);
  });

  it('closes a socket that has not completed its CONNECT in time', async () => {
    const raw = await open();
    raw.write(Buffer.from([0x10]));
    expect(await raw.closed(1500)).toBe(true);
  });

  it('refuses sockets past the ceilings of those not signed in yet (one address, all), and takes them again once gone', async () => {
    const idle = await Promise.all(Array.from({ length: 4 }, () => open('127.0.0.1')));
    expect(await (await open('127.0.0.1')).closed(300)).toBe(true);
    // Another address still gets in, up to the ceiling for all (8).
    idle.push(...(await Promise.all(Array.from({ length: 4 }, () => open('127.0.0.2')))));
    expect(await idle[7].closed(100)).toBe(false);
    expect(await (await open('127.0.0.3')).closed(300)).toBe(true);
    for (const raw of idle) raw.socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(signedIn('SN-B')).resolves.toBeTruthy();
  });

  it('disconnects a device holding more unreleased QoS 2 messages than its window', async () => {
    const raw = await signedIn('SN-C');
    // 20 messages of 16 KB, never released with PUBREL (the attack used 1,000 of 256 KB).
    for (let id = 1; id <= 20; id++) raw.write(publishPacket(TOPICS.serverRequest('SN-C'), Buffer.alloc(16 * 1024, 0x20), 2, id));
    expect(await raw.closed(1000)).toBe(true);
  });

  it("reads a device no faster than its bytes a second: a flood waits in TCP, not in the server's queues", async () => {
    const paced = await startEmbeddedBroker({ port: 0, host: '127.0.0.1', credentials: exact, limits: { deviceBytesPerSecond: 256 * 1024 } });
    const server = await mqtt.connectAsync(paced.url, { reconnectPeriod: 0 });
    let heard = 0;
    server.on('message', () => heard++);
    await server.subscribeAsync(TOPICS.serverRequest('SN-D'), { qos: 0 });
    const raw = await rawMqtt(paced.port);
    sockets.push(raw);
    raw.write(connectPacket('SN-D', 'password-d'));
    expect(await eventually(() => connackCode(raw), (code) => code !== undefined, 2000)).toBe(0);
    // 10 messages of 200 KB at once: 2 MB against 256 KB a second.
    for (let id = 1; id <= 10; id++) raw.write(publishPacket(TOPICS.serverRequest('SN-D'), Buffer.alloc(200 * 1024, 0x20), 0, id));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(heard).toBeGreaterThan(0);
    expect(heard).toBeLessThanOrEqual(3);
    raw.socket.destroy();
    await server.endAsync(true);
    await paced.close();
  });
});

describe('device sign-in throttle over a real socket', () => {
  let broker: EmbeddedBroker;
  beforeAll(async () => {
    const credentials = throttledCredentials(exact, { freeAttempts: 3, baseDelayMs: 60_000, maxDelayMs: 60_000, windowMs: 60_000, addressAttempts: 20, maxTracked: 1000 });
    broker = await startEmbeddedBroker({ port: 0, host: '127.0.0.1', credentials });
  });
  afterAll(() => broker?.close());

  const attempt = async (serial: string, password: string) => {
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${broker.port}`, { clientId: deviceClientId(serial), username: serial, password, reconnectPeriod: 0, connectTimeout: 2000 }).catch(() => undefined);
    await client?.endAsync(true);
    return Boolean(client);
  };

  it("guesses under the serial's other spellings count against the serial", async () => {
    for (const variant of ['sn-a', 'Sn-A', 'sN-a', 'SN-a']) expect(await attempt(variant, 'guess')).toBe(false);
    expect(await attempt('SN-A', 'password-a')).toBe(false);
  });

  it('an address guessing across many serials meets a ceiling of its own', async () => {
    for (let i = 0; i < 25; i++) expect(await attempt(`JUNK-${i}`, 'guess')).toBe(false);
    expect(await attempt('SN-B', 'password-b')).toBe(false);
  });
});
