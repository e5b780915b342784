/**
 * The device broker's rule, on the embedded aedes broker and on Debian's mosquitto (dynamic security):
 * each device signs in with its own serial and password and may use only its own topics.
 */
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceClientId, TOPICS } from '../../device-protocol/topics';
import { connectPacket, fixedHeader, rawMqtt } from '../test-support/raw-mqtt';
import { startMosquitto } from '../test-support/mosquitto';
import type { BrokerAccounts } from './device-accounts';
import { startEmbeddedBroker } from './embedded-broker';
import { dynamicSecurityAccounts } from './mosquitto-accounts';

interface Fixture {
  /** The server's own URL (with its credentials) and the devices' (without). */
  serverUrl: string;
  deviceUrl: string;
  port: number;
  /** Gives a device an account (the embedded broker reads them from `passwords`). */
  put(serial: string, password: string): Promise<void>;
  close(): Promise<void>;
}

async function embedded(): Promise<Fixture> {
  const passwords = new Map<string, string>();
  const broker = await startEmbeddedBroker({ port: 0, host: '127.0.0.1', credentials: { verify: async (serial, password) => passwords.get(serial) === password } });
  return {
    serverUrl: broker.url,
    deviceUrl: `mqtt://127.0.0.1:${broker.port}`,
    port: broker.port,
    put: async (serial, password) => void passwords.set(serial, password),
    close: () => broker.close(),
  };
}

async function mosquitto(): Promise<Fixture> {
  const broker = await startMosquitto();
  const admin = await mqtt.connectAsync(broker.url, { reconnectPeriod: 0 });
  const accounts: BrokerAccounts = await dynamicSecurityAccounts(admin);
  return {
    serverUrl: broker.url,
    deviceUrl: broker.deviceUrl,
    port: Number(new URL(broker.deviceUrl).port),
    put: (serial, password) => accounts.put(serial, password),
    close: async () => {
      await admin.endAsync(true);
      await broker.close();
    },
  };
}

const connectAs = (url: string, username: string, password: string, clientId = deviceClientId(username)) =>
  mqtt.connectAsync(url, { clientId, username, password, reconnectPeriod: 0, connectTimeout: 3000 });
const nextMessage = (client: MqttClient, ms = 400) =>
  new Promise<string | undefined>((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    client.once('message', (topic) => (clearTimeout(timer), resolve(topic)));
  });

describe.each([
  ['embedded aedes', embedded],
  ['mosquitto', mosquitto],
] as const)('device broker (%s)', (_name, start) => {
  let broker: Fixture;
  let server: MqttClient;
  const clients: MqttClient[] = [];

  beforeAll(async () => {
    broker = await start();
    await broker.put('SN-A', 'password-a');
    await broker.put('SN-B', 'password-b');
    server = await mqtt.connectAsync(broker.serverUrl, { reconnectPeriod: 0 });
    await server.subscribeAsync(['server/request/v0/+', 'device/status/v0/+'], { qos: 1 });
  });
  afterAll(async () => {
    await Promise.all([...clients, server].map((client) => client?.endAsync(true)));
    await broker?.close();
  });

  const device = async (serial: string, password: string, clientId?: string) => {
    const client = await connectAs(broker.deviceUrl, serial, password, clientId);
    clients.push(client);
    return client;
  };

  it('lets a device in with its own serial and password only', async () => {
    await expect(device('SN-A', 'password-a')).resolves.toBeTruthy();
    await expect(connectAs(broker.deviceUrl, 'SN-A', 'password-b')).rejects.toThrow();
    await expect(connectAs(broker.deviceUrl, 'SN-unknown', 'password-a')).rejects.toThrow();
    await expect(connectAs(broker.deviceUrl, '$console', 'guess')).rejects.toThrow();
  });

  it("a device's own messages reach the server", async () => {
    const a = await device('SN-A', 'password-a');
    const heard = nextMessage(server, 2000);
    await a.publishAsync(TOPICS.serverRequest('SN-A'), '{}', { qos: 1 });
    expect(await heard).toBe(TOPICS.serverRequest('SN-A'));
  });

  it("a device cannot write another device's topics", async () => {
    const a = await device('SN-A', 'password-a');
    const heard = nextMessage(server);
    // mosquitto drops a refused publish silently; aedes may close the link: either way the server hears nothing.
    await Promise.race([a.publishAsync(TOPICS.serverRequest('SN-B'), '{"forged":true}', { qos: 1 }).catch(() => undefined), new Promise((r) => setTimeout(r, 300))]);
    await Promise.race([a.publishAsync(TOPICS.deviceStatus('SN-B'), '{"status":"offline"}', { qos: 1 }).catch(() => undefined), new Promise((r) => setTimeout(r, 300))]);
    expect(await heard).toBeUndefined();
  });

  it("a device cannot read another device's topics, nor everything", async () => {
    const a = await device('SN-A', 'password-a');
    for (const filter of [TOPICS.deviceRequest('SN-B'), 'device/request/v0/+', '#', TOPICS.serverRequest('SN-A')]) {
      await expect(a.subscribeAsync(filter, { qos: 1 }), filter).rejects.toThrow();
    }
    await a.subscribeAsync(TOPICS.deviceRequest('SN-A'), { qos: 1 });
    const heard = nextMessage(a);
    await server.publishAsync(TOPICS.deviceRequest('SN-B'), '{"for":"B"}', { qos: 1 });
    expect(await heard).toBeUndefined();
    const own = nextMessage(a, 2000);
    await server.publishAsync(TOPICS.deviceRequest('SN-A'), '{"for":"A"}', { qos: 1 });
    expect(await own).toBe(TOPICS.deviceRequest('SN-A'));
  });

  it("a device's client id is its own: another's, or any other, is refused and knocks no one off", async () => {
    const a = await device('SN-A', 'password-a');
    await expect(connectAs(broker.deviceUrl, 'SN-B', 'password-b', deviceClientId('SN-A'))).rejects.toThrow();
    await expect(connectAs(broker.deviceUrl, 'SN-B', 'password-b', 'anything-else')).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(a.connected).toBe(true);
    const heard = nextMessage(server, 2000);
    await a.publishAsync(TOPICS.deviceStatus('SN-A'), '{"status":"online"}', { qos: 1 });
    expect(await heard).toBe(TOPICS.deviceStatus('SN-A'));
  });

  it('one connection per serial: another client id is refused, the same id takes over from the first', async () => {
    const first = await device('SN-B', 'password-b');
    const closed = new Promise<boolean>((resolve) => {
      first.once('close', () => resolve(true));
      setTimeout(() => resolve(false), 2000);
    });
    await expect(connectAs(broker.deviceUrl, 'SN-B', 'password-b', `${deviceClientId('SN-B')}-2`)).rejects.toThrow();
    expect(first.connected).toBe(true);
    await device('SN-B', 'password-b');
    expect(await closed).toBe(true);
  });

  it("a device's retained messages are never replayed to a later subscriber", async () => {
    const a = await device('SN-A', 'password-a');
    for (const topic of [TOPICS.deviceStatus('SN-A'), TOPICS.serverRequest('SN-A')]) {
      // mosquitto disconnects a client that asks to retain; aedes strips the flag: either way nothing is kept.
      await Promise.race([a.publishAsync(topic, '{"status":"offline"}', { qos: 1, retain: true }).catch(() => undefined), new Promise((r) => setTimeout(r, 300))]);
    }
    const later = await mqtt.connectAsync(broker.serverUrl, { reconnectPeriod: 0 });
    clients.push(later);
    const replayed = nextMessage(later, 500);
    await later.subscribeAsync(['server/request/v0/+', 'device/status/v0/+'], { qos: 1 });
    expect(await replayed).toBeUndefined();
  });

  it('closes a connection whose CONNECT announces 200 MB before any sign-in', async () => {
    const raw = await rawMqtt(broker.port);
    raw.write(fixedHeader(0x10, 209_715_200));
    for (let i = 0; i < 16; i++) raw.write(Buffer.alloc(64 * 1024, 0x41));
    expect(await raw.closed(500)).toBe(true);
    // An ordinary sign-in still works.
    const ok = await rawMqtt(broker.port);
    ok.write(connectPacket('SN-A', 'password-a'));
    expect(await ok.closed(300)).toBe(false);
    ok.socket.destroy();
  });
});
