/**
 * Devices in HTTP mode, on SQLite and PostgreSQL: a virtual panel serves its REST API on a loopback address
 * and beats to the server over HTTP; the server calls it with a bearer token it signs in for (once, again
 * when the token runs out or the panel forgets it), hears its events, alarms and validation requests signed
 * with HTTP Basic, marks it offline when it falls silent and delivers its waiting tasks when it is back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualDevice } from '../../fleet/virtual-device';
import { eventually } from '../test-support/eventually';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { basicCredentials } from './http-device-routes';

type Row = Record<string, any>;

const TIMING = { callTimeoutMs: 400, taskAttempts: 2, retryBaseMs: 50, pollMs: 25, heartbeatTimeoutMs: 600 };
const WEB = { login: 'admin', password: 'web-secret' };

describe('HTTP Basic credentials of a device', () => {
  it('reads the serial and password, and nothing from a malformed header', () => {
    const header = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;
    expect(basicCredentials(header('SN-1:pa:ss'))).toEqual({ serial: 'SN-1', password: 'pa:ss' });
    expect(basicCredentials(header(':password'))).toBeUndefined();
    expect(basicCredentials('Bearer abc')).toBeUndefined();
    expect(basicCredentials(undefined)).toBeUndefined();
  });
});

describe.each(DIALECTS)('devices in HTTP mode on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let panel: Row;
  let device: VirtualDevice;
  const by = (field: string, value: unknown) => ({ matching: 'match_all', items: [{ field, rule: 'equals', value }] });
  const record = async () => (await server.request('GET', `/devices/${panel.id}`, { token: admin })).body.data as Row;
  const task = async (id: number) => (await server.request('GET', `/devices/tasks/${id}`, { token: admin })).body.data;
  const settle = (id: number, statuses = ['completed', 'error']) => eventually(() => task(id), (t) => statuses.includes(t.status));
  const apply = async () => (await server.request('POST', `/devices/${panel.id}/settings/apply`, { token: admin })).body.data.id as number;
  const newestEvent = async (path: string) => (await server.request('GET', `/${path}/items`, { token: admin, query: { filters: by('device_id', panel.id), sort: '-id', size: 1 } })).body.data[0] as Row;
  const signed = (serial: string, password: string) => ({ 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${serial}:${password}`).toString('base64')}` });
  const post = (uri: string, headers: Record<string, string>, body: string) => fetch(new URL(uri, server.url), { method: 'POST', headers, body });

  beforeAll(async () => {
    server = await startServer(dialect, { config: { devices: { embedded: { port: 0, host: '127.0.0.1' }, ...TIMING }, deviceSearch: { ranges: ['127.0.0.0/8'] } } });
    admin = await server.login('admin');
    panel = (await server.request('GET', '/devices/items', { token: admin, query: { size: 100, sort: 'id' } })).body.data.find((d: Row) => d.type === 'panel');
    device = new VirtualDevice({ protocol: 'http', serverUrl: server.url, serial: panel.login, password: 'secret', web: WEB, heartbeatMs: 100, answerTimeoutMs: 3000 });
    const port = await device.listen('127.0.20.1', 0);
    const body = { protocol: 'http', ip_address: '127.0.20.1', port, device_login: WEB.login, device_password: WEB.password, device_settings: { mqtt: { password: 'secret' } } };
    expect((await server.request('PATCH', `/devices/${panel.id}`, { token: admin, body })).status).toBe(200);
  });
  afterAll(async () => {
    device?.dropOff();
    await device?.closeHttp();
    await server?.close();
  });

  it('a panel that beats comes online, with a device event and its last-seen time', async () => {
    await device.start();
    expect((await eventually(record, (r) => r.status === 'online')).status).toBe('online');
    expect(await newestEvent('devices/events')).toMatchObject({ type: 'came_online' });
    expect(Date.now() - Date.parse((await record()).last_seen_at)).toBeLessThan(5000);
  });

  it('a request with a wrong password, or of an unknown serial, is 401 and writes nothing', async () => {
    const before = await newestEvent('devices/events');
    const event = JSON.stringify({ events: [{ type: 'door_opened', at: new Date().toISOString() }] });
    expect((await post('/api/v0/device/events', signed(panel.login, 'wrong'), event)).status).toBe(401);
    expect((await post('/api/v0/device/events', signed('NO-SUCH-SERIAL', 'secret'), event)).status).toBe(401);
    expect((await post('/api/v0/device/events', { 'content-type': 'application/json' }, event)).status).toBe(401);
    expect((await newestEvent('devices/events')).id).toBe(before.id);
  });

  it('guesses sent at once get five checks; the rest wait (429) and write nothing', async () => {
    const event = JSON.stringify({ events: [{ type: 'door_opened', at: new Date().toISOString() }] });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => post('/api/v0/device/events', signed('SN-GUESSED', `guess-${i}`), event)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    expect(answers.find((answer) => answer.status === 429)!.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('tasks reach the panel over HTTP with one bearer token, and a forgotten token is replaced', async () => {
    const first = await apply();
    expect(await settle(first)).toMatchObject({ status: 'completed', attempts: 1 });
    expect(device.held.versions.settings).toBe(first);
    expect(device.held.settings).toMatchObject({ mqtt: { password: 'secret' } });
    const second = await apply();
    expect(await settle(second)).toMatchObject({ status: 'completed' });
    expect(device.tokensIssued()).toBe(1);
    device.forgetTokens();
    const third = await apply();
    expect(await settle(third)).toMatchObject({ status: 'completed', attempts: 1 });
    expect(device.tokensIssued()).toBe(2);
    expect(server.store.devices!.http.signIns()).toBe(2);
  });

  it("the panel's REST API takes no call without the server's token", async () => {
    const { port } = await record();
    const response = await fetch(`http://127.0.20.1:${port}/api/v1/settings`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"version":1}' });
    expect(response.status).toBe(401);
  });

  it('a refused or silent call fails the task as over MQTT', async () => {
    device.misbehave('/api/v1/init', 503, 1);
    const refused = (await server.request('POST', `/devices/init/${panel.id}`, { token: admin })).body.data.id as number;
    expect(await settle(refused)).toMatchObject({ status: 'error', error: '503 refused by the device' });
    device.misbehave('/api/v1/settings', 'silent', 2);
    expect(await settle(await apply())).toMatchObject({ status: 'error', error: 'timeout', attempts: 2 });
  });

  it('events, validation and alarms come in over HTTP; a bad body is 400 and writes nothing', async () => {
    const at = new Date().toISOString();
    expect(await device.ask('events', { events: [{ type: 'door_opened', at, message: 'Front door' }] })).toMatchObject({ status: 200, body: { accepted: 1 } });
    expect(await newestEvent('devices/events')).toMatchObject({ type: 'door_opened', message: 'Front door' });
    expect(await device.present(String(0x00a1b2c3))).toEqual({ granted: true, by: 'server' });
    expect(await newestEvent('access-control/events')).toMatchObject({ decision: 'allowed', reason: 'allowed_by_rule' });
    // A door opened during an intercom call: the resident behind the number that pressed '#'.
    const opened = { identifier_number: '1001', identifier_type: 'intercom', granted: true, reason: 'opened_by_call', lock_number: 1, at };
    expect((await device.ask('access_events', { events: [opened] })).status).toBe(200);
    const resident1 = (await server.store.db.selectFrom('users').select('id').where('login', '=', 'resident1').executeTakeFirstOrThrow()).id;
    expect(await newestEvent('access-control/events')).toMatchObject({ decision: 'allowed', reason: 'opened_by_call', identifier_id: null, user_id: resident1 });
    expect((await device.ask('access_events', { events: [{ ...opened, reason: 'opened_by_magic' }] })).status).toBe(400);
    const before = await newestEvent('devices/events');
    expect((await device.ask('events', { events: [{ type: 'door_opened', at: 'yesterday' }] })).status).toBe(400);
    expect((await post('/api/v0/device/events', signed(panel.login, 'secret'), '{"events": [')).status).toBe(400);
    const huge = JSON.stringify({ events: [{ type: 'x', at, message: 'a'.repeat(300 * 1024) }] });
    expect((await post('/api/v0/device/events', signed(panel.login, 'secret'), huge)).status).toBe(413);
    expect((await newestEvent('devices/events')).id).toBe(before.id);
  });

  it('a silent panel goes offline; its tasks wait and reach it when it beats again', async () => {
    device.dropOff();
    expect((await eventually(record, (r) => r.status === 'offline', 4000)).status).toBe('offline');
    expect(await newestEvent('devices/events')).toMatchObject({ type: 'went_offline' });
    const waiting = await apply();
    expect((await eventually(() => task(waiting), (t) => t.status === 'waiting')).status).toBe('waiting');
    await device.start();
    expect(await settle(waiting)).toMatchObject({ status: 'completed' });
    expect(device.held.versions.settings).toBe(waiting);
  });

  it('a panel leaving says so and is offline at once', async () => {
    await device.stop();
    expect((await record()).status).toBe('offline');
    await device.start();
    expect((await eventually(record, (r) => r.status === 'online')).status).toBe('online');
  });

  it('the server calls no device outside the allowed ranges', async () => {
    const body = { name: 'Far gate', type: 'panel', login: `SN-FAR-${dialect}`, domain_id: panel.domain_id, protocol: 'http', ip_address: '10.1.2.3', device_settings: { mqtt: { password: 'far-secret' } } };
    const far = (await server.request('PUT', '/devices', { token: admin, body })).body.data as Row;
    const beat = await fetch(new URL('/api/v0/device/status', server.url), { method: 'PUT', headers: signed(far.login, 'far-secret'), body: '{"status":"online"}' });
    expect(beat.status).toBe(200);
    const id = (await server.request('POST', `/devices/${far.id}/settings/apply`, { token: admin })).body.data.id as number;
    expect(await settle(id)).toMatchObject({ status: 'error', error: 'address_not_allowed' });
  });
});
