/**
 * Devices really connected, on SQLite and PostgreSQL: virtual devices (fleet/virtual-device.ts) sign in to
 * the embedded broker, come online and go offline, take their tasks (answered, refused, silent and
 * retried, waiting while offline, superseded), report events and alarms, and ask for access decisions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualDevice } from '../../fleet/virtual-device';
import { encodeMessage } from '../../device-protocol/envelope';
import { TOPICS } from '../../device-protocol/topics';
import { type Mosquitto, startMosquitto } from '../test-support/mosquitto';
import { eventually } from '../test-support/eventually';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

type Row = Record<string, any>;


const BROKERS = ['embedded', 'mosquitto'] as const;
const CASES = DIALECTS.flatMap((dialect) => BROKERS.map((broker) => [dialect, broker] as const));
const TIMING = { callTimeoutMs: 300, taskAttempts: 3, retryBaseMs: 50, pollMs: 25 };

describe.each(CASES)('device network on %s with the %s broker', (dialect, brokerKind) => {
  let server: TestServer;
  let mosquitto: Mosquitto | undefined;
  let admin: string;
  let panel: Row;
  let monitor: Row;
  const started: VirtualDevice[] = [];
  const by = (field: string, value: unknown) => ({ matching: 'match_all', items: [{ field, rule: 'equals', value }] });

  beforeAll(async () => {
    mosquitto = brokerKind === 'mosquitto' ? await startMosquitto() : undefined;
    const broker = mosquitto ? { url: mosquitto.url } : { embedded: { port: 0, host: '127.0.0.1' } };
    server = await startServer(dialect, { config: { devices: { ...broker, ...TIMING } } });
    admin = await server.login('admin');
    const devices = (await server.request('GET', '/devices/items', { token: admin, query: { size: 100, sort: 'id' } })).body.data as Row[];
    panel = devices.find((d) => d.type === 'panel')!;
    monitor = devices.find((d) => d.type === 'monitor')!;
    for (const target of [panel, monitor]) {
      const body = { protocol: 'mqtt', device_settings: { mqtt: { password: `secret-${target.login}` } } };
      const answer = await server.request('PATCH', `/devices/${target.id}`, { token: admin, body });
      expect(answer.status).toBe(200);
    }
  });
  afterAll(async () => {
    for (const device of started) device.dropOff();
    await server?.close();
    await mosquitto?.close();
  });

  const virtual = async (target: Row, password = `secret-${target.login}`) => {
    // An external broker's account follows the device's save a moment after the commit.
    if (mosquitto) await new Promise((resolve) => setTimeout(resolve, 100));
    const device = new VirtualDevice({ brokerUrl: server.store.devices!.brokerUrl, serial: target.login, password, answerTimeoutMs: 3000 });
    await device.start();
    started.push(device);
    return device;
  };
  const deviceStatus = async (id: number) => (await server.request('GET', `/devices/${id}`, { token: admin })).body.data.status;
  const settingsSync = async (id: number) => (await server.request('GET', `/devices/${id}/sync/errors`, { token: admin })).body.data.sync.kinds.settings;
  const task = async (id: number) => (await server.request('GET', `/devices/tasks/${id}`, { token: admin })).body.data;
  const settle = (id: number, statuses = ['completed', 'error']) => eventually(() => task(id), (t) => statuses.includes(t.status));
  const apply = async (id: number) => (await server.request('POST', `/devices/${id}/settings/apply`, { token: admin })).body.data.id as number;

  it('a device with a wrong password is not let in, and stays offline', async () => {
    await expect(virtual(panel, 'wrong-password')).rejects.toThrow();
    expect(await deviceStatus(panel.id)).toBe('offline');
  });

  it('a device that signs in comes online, with a device event', async () => {
    await virtual(panel);
    expect(await eventually(() => deviceStatus(panel.id), (s) => s === 'online')).toBe('online');
    const events = await server.request('GET', '/devices/events/items', { token: admin, query: { filters: by('device_id', panel.id), sort: '-id' } });
    expect(events.body.data[0]).toMatchObject({ type: 'came_online', device_id: panel.id });
  });

  it('apply settings reaches the device, which acknowledges the version', async () => {
    const device = started.at(-1)!;
    const id = await apply(panel.id);
    expect(await settle(id)).toMatchObject({ status: 'completed', attempts: 1 });
    expect(device.held.versions.settings).toBe(id);
    expect(await eventually(() => settingsSync(panel.id), (sync) => sync.state === 'in_sync')).toEqual({ wanted: id, acknowledged: id, state: 'in_sync' });
    expect(device.held.settings).toMatchObject({ mqtt: { password: `secret-${panel.login}` }, sip: { talk_timeout: 120 } });
  });

  it('a silent device gets the task again, with backoff, until it answers', async () => {
    const device = started.at(-1)!;
    device.misbehave('/api/v1/settings', 'silent', 1);
    const id = await apply(panel.id);
    expect(await settle(id)).toMatchObject({ status: 'completed', attempts: 2 });
  });

  it('a task fails when the device refuses it or never answers', async () => {
    const device = started.at(-1)!;
    device.misbehave('/api/v1/reboot', 500, 1);
    const refused = (await server.request('POST', `/devices/init/${panel.id}`, { token: admin })).body.data.id as number;
    device.misbehave('/api/v1/init', 503, 1);
    expect(await settle(refused)).toMatchObject({ status: 'error', error: '503 refused by the device' });
    device.misbehave('/api/v1/settings', 'silent', 3);
    const silent = await apply(panel.id);
    expect(await settle(silent)).toMatchObject({ status: 'error', error: 'timeout', attempts: 3 });
    expect(await settingsSync(panel.id)).toMatchObject({ wanted: silent, state: 'failed' });
  });

  it('tasks of an offline device wait; the newest is sent when it comes back and older ones stop', async () => {
    started.at(-1)!.dropOff();
    expect(await eventually(() => deviceStatus(panel.id), (s) => s === 'offline')).toBe('offline');
    const first = await apply(panel.id);
    const second = await apply(panel.id);
    expect((await eventually(() => task(second), (t) => t.status === 'waiting')).status).toBe('waiting');
    expect(await settingsSync(panel.id)).toMatchObject({ wanted: second, state: 'pending' });
    const device = await virtual(panel);
    expect(await settle(second)).toMatchObject({ status: 'completed' });
    expect((await task(first)).status).toBe('stopped');
    expect(device.held.versions.settings).toBe(second);
    expect(await eventually(() => settingsSync(panel.id), (sync) => sync.state === 'in_sync')).toEqual({ wanted: second, acknowledged: second, state: 'in_sync' });
    const events = await server.request('GET', '/devices/events/items', { token: admin, query: { filters: by('device_id', panel.id), sort: '-id', size: 3 } });
    expect(events.body.data.map((e: Row) => e.type)).toEqual(['came_online', 'went_offline', 'came_online']);
  });

  it("a device's events become device events; a bad body is refused and writes nothing", async () => {
    const device = started.at(-1)!;
    const at = new Date().toISOString();
    const answer = await device.ask('events', { events: [{ type: 'door_opened', at, message: 'Front door', data: { lock: 1 } }] });
    expect(answer).toMatchObject({ status: 200, body: { accepted: 1 } });
    const events = await server.request('GET', '/devices/events/items', { token: admin, query: { filters: by('device_id', panel.id), sort: '-id', size: 1 } });
    expect(events.body.data[0]).toMatchObject({ type: 'door_opened', message: 'Front door', data: { lock: 1 } });
    const bad = await device.ask('events', { events: [{ type: 'door_opened', at: 'yesterday' }], extra: true });
    expect(bad.status).toBe(400);
    const after = await server.request('GET', '/devices/events/items', { token: admin, query: { filters: by('device_id', panel.id), sort: '-id', size: 1 } });
    expect(after.body.data[0].id).toBe(events.body.data[0].id);
  });

  it('malformed messages are dropped and the server keeps serving', async () => {
    const device = started.at(-1)!;
    const before = server.store.devices!.link.dropped();
    await device.publishRaw(TOPICS.serverRequest(panel.login), 'not json');
    await device.publishRaw(TOPICS.serverRequest(panel.login), encodeMessage({ id: 'x', method: 'POST', uri: '/api/v0/device/events', headers: {} }));
    await device.publishRaw(TOPICS.deviceResponse(panel.login), encodeMessage({ id: 'nobody-asked', status: 200 }));
    await device.publishRaw(TOPICS.deviceStatus(panel.login), encodeMessage({ status: 'asleep' }));
    expect(await eventually(async () => server.store.devices!.link.dropped() - before, (n) => n === 4)).toBe(4);
    expect(await deviceStatus(panel.id)).toBe('online');
    expect((await device.ask('events', { events: [{ type: 'door_closed', at: new Date().toISOString() }] })).status).toBe(200);
  });

  it('remote identifier validation answers with the access decision and records it', async () => {
    const device = started.at(-1)!;
    const allowed = await device.ask('validate', { identifier_number: String(0x00a1b2c3), identifier_type: 'card' });
    expect(allowed).toMatchObject({ status: 200, body: { handled: true, access: { granted: true, lock_number: 1 } } });
    const unknown = await device.ask('validate', { identifier_number: '999999999', identifier_type: 'card' });
    expect(unknown.body).toEqual({ handled: false });
    const events = await server.request('GET', '/access-control/events/items', { token: admin, query: { filters: by('device_id', panel.id), sort: '-id', size: 2 } });
    expect(events.body.data).toMatchObject([{ decision: 'denied', reason: 'unknown_identifier', identifier_id: null }, { decision: 'allowed', reason: 'allowed_by_rule' }]);
  });

  it('a card the panel decided itself appears in access-control events with its reason', async () => {
    const device = started.at(-1)!;
    expect(await device.present('999999999')).toEqual({ granted: false, by: 'device' });
    const events = await eventually(
      () => server.request('GET', '/access-control/events/items', { token: admin, query: { filters: by('device_id', panel.id), sort: '-id', size: 1 } }),
      (answer) => answer.body.data[0]?.reason === 'no_rule',
    );
    expect(events.body.data[0]).toMatchObject({ decision: 'denied', reason: 'no_rule', identifier_id: null });
  });

  it("a monitor's smoke alarm becomes a device alarm", async () => {
    const device = await virtual(monitor);
    const answer = await device.alarm(3, 'smoke');
    expect(answer.status).toBe(200);
    const alarm = await server.request('GET', `/devices/alarms/${(answer.body as Row).alarm_id}`, { token: admin });
    expect(alarm.body.data).toMatchObject({ device_id: monitor.id, zone: 3, sensor: 'smoke', state: 'enabled', processed: false });
    expect((await device.alarm(17, 'smoke')).status).toBe(400);
  });

  it('a new MQTT password replaces the old one, and a deleted device cannot sign in', async () => {
    const body = { name: 'Gate', type: 'panel', login: `SN-NEW-${dialect}`, domain_id: panel.domain_id, protocol: 'mqtt', device_settings: { mqtt: { password: 'first-password' } } };
    const created = await server.request('PUT', '/devices', { token: admin, body });
    expect(created.status).toBe(201);
    const gate = created.body.data as Row;
    (await virtual(gate, 'first-password')).dropOff();
    await server.request('PATCH', `/devices/${gate.id}`, { token: admin, body: { device_settings: { mqtt: { password: 'second-password' } } } });
    await expect(virtual(gate, 'first-password')).rejects.toThrow();
    (await virtual(gate, 'second-password')).dropOff();
    expect((await server.request('DELETE', `/devices/${gate.id}`, { token: admin })).status).toBe(200);
    // On mosquitto the account goes once the delete is surely committed (account-sync.ts).
    if (mosquitto) await new Promise((resolve) => setTimeout(resolve, 1300));
    await expect(virtual(gate, 'second-password')).rejects.toThrow();
  });

  it("a device's sync state follows its sync tasks: pending while sent, in sync when acknowledged, failed when refused", async () => {
    const body = { name: 'Door', type: 'panel', login: `SN-SYNC-${dialect}`, domain_id: panel.domain_id, protocol: 'mqtt', device_settings: { mqtt: { password: 'door-password' } } };
    const door = (await server.request('PUT', '/devices', { token: admin, body })).body.data as Row;
    expect(door.sync_state).toBe('in_sync');
    const device = await virtual(door, 'door-password');
    await eventually(() => deviceStatus(door.id), (status) => status === 'online');
    const state = async () => (await server.request('GET', `/devices/${door.id}`, { token: admin })).body.data.sync_state;
    device.misbehave('/api/v1/settings', 'silent', 1);
    const first = await apply(door.id);
    expect(await eventually(state, (s) => s === 'pending', 1000)).toBe('pending');
    await settle(first);
    expect(await eventually(state, (s) => s === 'in_sync')).toBe('in_sync');
    device.misbehave('/api/v1/settings', 500, 1);
    await settle(await apply(door.id));
    expect(await eventually(state, (s) => s === 'failed')).toBe('failed');
  });

  it('warns only where a setting asks: a group\'s user of a device gone offline, every viewer of a failed task', async () => {
    const manager = await server.login('manager.a');
    const auditor = await server.login('auditor');
    const managerId = (await server.request('GET', '/profile', { token: manager })).body.data.id;
    const kinds = async (token: string) => ((await server.request('GET', '/notifications/items', { token, query: { size: 100 } })).body.data as Row[]).map((n) => `${n.type}:${n.data.device_id}`);
    const body = { name: 'Warned door', type: 'panel', login: `SN-WARN-${dialect}`, domain_id: panel.domain_id, protocol: 'mqtt', device_settings: { mqtt: { password: 'warn-password' } } };
    const door = (await server.request('PUT', '/devices', { token: admin, body })).body.data as Row;

    // Nothing asked yet: going offline tells nobody.
    (await virtual(door, 'warn-password')).dropOff();
    await eventually(() => deviceStatus(door.id), (status) => status === 'offline');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await kinds(manager)).not.toContain(`device_went_offline:${door.id}`);

    const notify = { user: managerId, notify_about_offline_device: true, notify_about_device_task_failed: false };
    expect((await server.request('PATCH', `/groups/${panel.domain_id}`, { token: admin, body: { device_status_notify: notify } })).status).toBe(200);
    const device = await virtual(door, 'warn-password');
    await eventually(() => deviceStatus(door.id), (status) => status === 'online');
    device.dropOff();
    expect(await eventually(() => kinds(manager), (list) => list.includes(`device_went_offline:${door.id}`))).toContain(`device_went_offline:${door.id}`);
    expect(await kinds(auditor)).not.toContain(`device_went_offline:${door.id}`);

    const general = (await server.request('GET', '/project-settings/general', { token: admin })).body.data;
    expect((await server.request('PATCH', '/project-settings/general', { token: admin, body: { ...general, notify_about_device_task_failed: true } })).status).toBe(200);
    const again = await virtual(door, 'warn-password');
    await eventually(() => deviceStatus(door.id), (status) => status === 'online');
    again.misbehave('/api/v1/reboot', 500, 1);
    again.misbehave('/api/v1/init', 500, 1);
    await settle((await server.request('POST', `/devices/init/${door.id}`, { token: admin })).body.data.id);
    for (const token of [admin, manager, auditor]) {
      expect(await eventually(() => kinds(token), (list) => list.includes(`device_task_failed:${door.id}`))).toContain(`device_task_failed:${door.id}`);
    }
  });

  it('tells who may see the event that an identifier was used: a revoked one always, any one to those who asked', async () => {
    const device = started.find((d) => d.serial === panel.login && d.online) ?? (await virtual(panel));
    const auditor = await server.login('auditor');
    const uses = async (token: string, type: string) => ((await server.request('GET', '/notifications/items', { token, query: { size: 100 } })).body.data as Row[]).filter((n) => n.type === type);
    const guestCard = (await server.request('GET', '/identifiers/items', { token: admin, query: { filters: by('value', '3000001') } })).body.data[0];
    const residentCard = String(0x00a1b2c3);

    // Off by default: a used card tells nobody until someone turns it on.
    await device.ask('validate', { identifier_number: residentCard, identifier_type: 'card' });
    expect(await uses(admin, 'user_used_identifier')).toEqual([]);
    expect((await server.request('PATCH', '/notifications/settings', { token: admin, body: { user_used_identifier: { is_enabled: true } } })).status).toBe(200);
    await device.ask('validate', { identifier_number: residentCard, identifier_type: 'card' });
    expect((await eventually(() => uses(admin, 'user_used_identifier'), (list) => list.length > 0))[0].data).toMatchObject({ device_id: panel.id, decision: 'allowed' });
    expect(await uses(auditor, 'user_used_identifier')).toEqual([]);

    expect((await server.request('POST', `/identifiers/${guestCard.id}/revoke`, { token: admin })).status).toBe(200);
    const refused = await device.ask('validate', { identifier_number: '3000001', identifier_type: 'card' });
    expect(refused.body).toEqual({ handled: true, access: { granted: false } });
    for (const token of [admin, auditor]) {
      const told = await eventually(() => uses(token, 'user_used_revoked_identifier'), (list) => list.length > 0);
      expect(told[0].data).toMatchObject({ identifier_id: guestCard.id, device_id: panel.id, decision: 'denied' });
    }
  });

  it('a device is sent what it should hold, and a changed rule, identifier or revocation sends it again', async () => {
    const device = started.find((d) => d.serial === panel.login && d.online) ?? (await virtual(panel));
    const rule = (await server.request('GET', '/access-rules/items', { token: admin, query: { filters: by('name', 'Block A residents') } })).body.data[0];
    expect(rule.device_ids).toContain(panel.id);
    await server.request('PATCH', `/access-rules/${rule.id}`, { token: admin, body: { description: 'touched' } });
    const held = () => device.held;
    await eventually(held, (h) => (h.accessRules as Row[]).some((r) => r.id === rule.id) && h.identifiers.length > 0 && h.schedules.length > 0);
    expect((device.held.schedules as Row[]).map((s) => s.id)).toEqual(expect.arrayContaining(rule.time_rules));
    const residentCard = (device.held.identifiers as Row[]).find((i) => i.number === String(0x00a1b2c3));
    expect(residentCard).toMatchObject({ type: 'card', is_active: true, revoked: false });

    const resident1 = (await server.request('GET', '/users/items', { token: admin, query: { filters: by('login', 'resident1') } })).body.data[0];
    const created = await server.request('PUT', '/identifiers', { token: admin, body: { name: `New card ${dialect}`, type: 'card', value: `77${dialect.length}001`, owner: resident1.id } });
    expect(created.status).toBe(201);
    await eventually(held, (h) => (h.identifiers as Row[]).some((i) => i.id === created.body.data.id));

    await server.request('POST', `/identifiers/${created.body.data.id}/revoke`, { token: admin });
    const revoked = await eventually(held, (h) => (h.identifiers as Row[]).some((i) => i.id === created.body.data.id && i.revoked));
    expect((revoked.identifiers as Row[]).find((i) => i.id === created.body.data.id)).toMatchObject({ revoked: true, is_active: false });
  });
});
