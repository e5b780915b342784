/**
 * After a restore everyone signs in again against the restored data, on both databases and both brokers: live
 * sockets open before the apply are closed (4205) and reconnect; a sign-in made after the backup no longer
 * opens anything; devices are signed out of the broker, a kept device signs in again and a device the
 * restore removed cannot.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VirtualDevice } from '../../fleet/virtual-device';
import { eventually } from '../test-support/eventually';
import { type Mosquitto, startMosquitto } from '../test-support/mosquitto';
import { DEMO_PASSWORD, DIALECTS, type TestServer, startServer } from '../test-support/server';
import { CLOSE_RESET } from '../live/connections';
import { liveClient } from '../live/test-client';

const CASES = DIALECTS.flatMap((dialect) => (['embedded', 'mosquitto'] as const).map((broker) => [dialect, broker] as const));
const TIMING = { callTimeoutMs: 300, taskAttempts: 3, retryBaseMs: 50, pollMs: 25 };

describe.each(CASES)('a restore on %s with the %s broker', (dialect, brokerKind) => {
  let server: TestServer;
  let mosquitto: Mosquitto | undefined;
  let admin: string;
  const devices: VirtualDevice[] = [];
  const serial = (name: string) => `${name}-${dialect}-${brokerKind}`;

  beforeAll(async () => {
    mosquitto = brokerKind === 'mosquitto' ? await startMosquitto() : undefined;
    const broker = mosquitto ? { url: mosquitto.url } : { embedded: { port: 0, host: '127.0.0.1' } };
    const dir = mkdtempSync(join(tmpdir(), 'restore-reconnects-'));
    server = await startServer(dialect, { config: { devices: { ...broker, ...TIMING }, backups: { dir, key: 'reconnect test key' } } });
    admin = await server.login('admin');
  });
  afterAll(async () => {
    for (const device of devices) device.dropOff();
    await server?.close();
    await mosquitto?.close();
  });

  const addDevice = async (login: string) => {
    const groups = (await server.request('GET', '/groups/items', { token: admin, query: { size: 100 } })).body.data;
    const body = { name: login, login, domain_id: groups[0].id, protocol: 'mqtt', device_settings: { mqtt: { password: `secret-${login}` } } };
    const created = await server.request('PUT', '/devices', { token: admin, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.data.id as number;
  };
  const connect = async (login: string) => {
    const device = new VirtualDevice({ brokerUrl: server.store.devices!.brokerUrl, serial: login, password: `secret-${login}`, answerTimeoutMs: 3000 });
    devices.push(device);
    // An external broker's account follows the device's save a moment after the commit.
    await eventually(() => device.start().then(() => true, () => false), (started) => started);
    return device;
  };

  it('signs every live client and device out, and lets back in only what the restored data knows', async () => {
    await addDevice(serial('KEPT'));
    const made = await server.request('POST', '/backups', { token: admin });
    expect(made.status).toBe(201);
    await addDevice(serial('GONE'));
    const kept = await connect(serial('KEPT'));
    const gone = await connect(serial('GONE'));
    const signedIn = await server.request('POST', '/login', { body: { login: 'manager.a', password: DEMO_PASSWORD } });
    const manager = signedIn.body.sessions[0] as { token: string; refresh: string };
    const adminSocket = await liveClient(server.url, admin);
    const managerSocket = await liveClient(server.url, manager.token);

    const applied = await server.request('POST', `/backups/${made.body.data.id}/apply`, { token: admin });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);

    expect(await adminSocket.closed).toMatchObject({ code: CLOSE_RESET.code });
    expect(await managerSocket.closed).toMatchObject({ code: CLOSE_RESET.code });
    await eventually(async () => [kept.online, gone.online], (online) => !online[0] && !online[1]);
    // The administrator's sign-in is in the backup: the console reconnects; the manager's was made after it.
    const again = await liveClient(server.url, admin);
    expect((await again.subscribe('entity.devices')).data.type).toBe('subscribed');
    again.close();
    expect((await liveClient(server.url, manager.token).then((socket) => socket.closed)).code).toBe(4401);
    expect((await server.request('GET', '/profile', { token: manager.token })).status).toBe(401);
    expect((await server.request('POST', '/refresh', { body: { token: manager.refresh } })).status).toBe(401);
    kept.dropOff();
    await kept.start();
    expect(kept.online).toBe(true);
    gone.dropOff();
    await expect(gone.start()).rejects.toThrow();
  });
});
