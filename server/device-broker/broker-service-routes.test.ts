/**
 * The device broker and the system's facts on System info, over real HTTP, on both databases: who may see them
 * and restart the broker (a refused restart writes nothing), the embedded broker's status with a virtual device
 * connected, a restart after which devices sign in again through the server's reconnected link, and versions and
 * disk use.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualDevice } from '../../fleet/virtual-device';
import { eventually } from '../test-support/eventually';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';

type Row = Record<string, any>;

const SCRAPER = 'scraper-token';
/** A series' value in the exposition (0 when absent). */
const seriesValue = (text: string, line: string) => Number(text.split('\n').find((l) => l.startsWith(`${line} `))?.split(' ')[1] ?? 0);

describe.each(DIALECTS)('device broker on System info, on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let watcher: string;
  let panel: Row;
  const devices: VirtualDevice[] = [];

  const status = async (token = admin) => server.request('GET', '/system/broker', { token });
  const online = async () => (await server.request('GET', `/devices/${panel.id}`, { token: admin })).body.data.status;
  const connect = async () => {
    const device = new VirtualDevice({ brokerUrl: server.store.devices!.brokerUrl, serial: panel.login, password: `secret-${panel.login}`, answerTimeoutMs: 3000 });
    await device.start();
    devices.push(device);
    expect(await eventually(online, (s) => s === 'online')).toBe('online');
  };

  beforeAll(async () => {
    server = await startServer(dialect, { config: { devices: { embedded: { port: 0, host: '127.0.0.1' }, callTimeoutMs: 1000, taskAttempts: 2, retryBaseMs: 50, pollMs: 25 }, metrics: { enabled: true, token: SCRAPER } } });
    admin = await server.login('admin');
    const role = await server.request('PUT', '/roles', { token: admin, body: { name: 'Broker watcher', permissions: ['system_info.view'] } });
    expect(role.status).toBe(201);
    const user = await server.request('PUT', '/users', { token: admin, body: { login: 'watcher', name: 'Watcher', password: 'watcher-password', role_id: role.body.data.id, domain_ids: [0], send_registration_link: false } });
    expect(user.status).toBe(201);
    watcher = await server.login('watcher', 'watcher-password');
    panel = ((await server.request('GET', '/devices/items', { token: admin, query: { size: 100, sort: 'id' } })).body.data as Row[]).find((d) => d.type === 'panel')!;
    const saved = await server.request('PATCH', `/devices/${panel.id}`, { token: admin, body: { protocol: 'mqtt', device_settings: { mqtt: { password: `secret-${panel.login}` } } } });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    for (const device of devices) device.dropOff();
    await server?.close();
  });

  it('is shown to system_info.view; restart needs project_settings.change and a refusal writes nothing', async () => {
    expect((await server.request('GET', '/system/broker')).status).toBe(401);
    expect((await status(await server.login('resident1'))).status).toBe(403);
    const seen = await status(watcher);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ state: 'running', mode: 'embedded', can_restart: false });
    const before = await storeFingerprint(server.store);
    const startedAt = seen.body.data.started_at;
    const refused = await server.request('POST', '/system/broker/restart', { token: watcher });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('prohibited');
    expect(await storeFingerprint(server.store)).toEqual(before);
    expect((await status()).body.data).toMatchObject({ started_at: startedAt, can_restart: true });
  });

  it('shows the embedded broker with its devices, and restarts it: devices sign in again through the reconnected link', async () => {
    await connect();
    const running = (await status()).body.data;
    expect(running).toMatchObject({ state: 'running', mode: 'embedded', connected_devices: 1, devices_online: 1 });
    expect(running.version).toMatch(/^aedes \d+\.\d+/);
    expect(running.uptime_seconds).toBeGreaterThanOrEqual(0);

    const restarted = await server.request('POST', '/system/broker/restart', { token: admin });
    expect(restarted.status).toBe(200);
    expect(Date.parse(restarted.body.data.started_at)).toBeGreaterThan(Date.parse(running.started_at));
    expect(restarted.body.data).toMatchObject({ connected_devices: 0, devices_online: 0 });
    const audit = await server.store.db.selectFrom('audit_events').select(['entity', 'action']).orderBy('id', 'desc').executeTakeFirst();
    expect(audit).toMatchObject({ entity: 'system/broker', action: 'command:restart' });

    await connect();
    expect((await status()).body.data).toMatchObject({ connected_devices: 1, devices_online: 1 });
    // The server's link is back too: a task reaches the device and is answered.
    const task = (await server.request('POST', `/devices/${panel.id}/settings/apply`, { token: admin })).body.data.id;
    const done = await eventually(async () => (await server.request('GET', `/devices/tasks/${task}`, { token: admin })).body.data, (t) => t.status === 'completed' || t.status === 'error');
    expect(done.status).toBe('completed');

    // The device network's metrics saw it: the device online (the count is read at most every 5 s), the broker's and
    // the link's messages, no task waiting.
    const scrape = async () => (await server.request('GET', '/metrics', { headers: { authorization: `Bearer ${SCRAPER}` } })).body as string;
    const text = await eventually(scrape, (scraped) => seriesValue(scraped, 'devices_online') === 1, 8000);
    expect(seriesValue(text, 'devices_online')).toBe(1);
    expect(seriesValue(text, 'broker_messages_total')).toBeGreaterThan(0);
    expect(seriesValue(text, 'device_link_messages_total{direction="received"}')).toBeGreaterThan(0);
    expect(seriesValue(text, 'device_link_messages_total{direction="sent"}')).toBeGreaterThan(0);
    expect(seriesValue(text, 'device_task_queue{status="queued"}') + seriesValue(text, 'device_task_queue{status="new"}')).toBe(0);
  });

  it('gives versions and disk use to system_info.view', async () => {
    expect((await server.request('GET', '/system/info', { token: await server.login('resident1') })).status).toBe(403);
    const info = await server.request('GET', '/system/info', { token: watcher });
    expect(info.status).toBe(200);
    expect(info.body.data.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(info.body.data.database.dialect).toBe(dialect);
    expect(info.body.data.database.version).toMatch(dialect === 'sqlite' ? /^SQLite 3\./ : /^PostgreSQL \d+/);
    expect(info.body.data.database.size_bytes).toBeGreaterThan(0);
    expect(info.body.data.files.size_bytes).toBeGreaterThanOrEqual(0);
  });
});

describe('without a device network', () => {
  it('says the broker is not configured and has nothing to restart', async () => {
    const server = await startServer('sqlite', { demo: false });
    try {
      const admin = await server.login('admin');
      expect((await server.request('GET', '/system/broker', { token: admin })).body.data).toMatchObject({ state: 'not_configured', can_restart: false });
      expect((await server.request('POST', '/system/broker/restart', { token: admin })).status).toBe(503);
    } finally {
      await server.close();
    }
  });
});
