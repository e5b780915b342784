/**
 * The SIP supervisor (`npm run sip`) with Debian's Kamailio and a real console (both databases): Kamailio
 * listens on the port of the project's SIP settings, System info shows it running, a restart asked there
 * applies changed settings, a restart that cannot start Kamailio says so, and the asker is notified each time.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { type Server, connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../free-port';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { sipSettings } from '../settings/sip-section';
import { type Supervisor, kamailioOptionsFrom, superviseSipProxy } from './sip-supervisor';

const SECRET = 'test-supervisor-secret';
const REST = { ws: { host: '127.0.0.1', port: 8088 }, consoleUrl: 'http://127.0.0.1:8080/api/v0', secret: 's', aliases: [] };

describe('Kamailio options from the SIP settings and the environment', () => {
  const settings = (value: object) => sipSettings.parse(value);

  it('takes the port, addresses and local networks from the settings', () => {
    const options = kamailioOptionsFrom(settings({ port: 5070, server: { internal_ip: '10.0.0.5', external_ip: '203.0.113.7' }, local_networks: ['10.0.0.0/8'] }), {}, REST);
    expect(options.sip).toEqual({ host: '10.0.0.5', port: 5070, advertise: '203.0.113.7' });
    expect(options.localNetworks).toEqual(['10.0.0.0/8']);
    expect(options.sipListeners).toBeUndefined();
  });

  it('listens on the interfaces, the external ones advertising the external address', () => {
    const options = kamailioOptionsFrom(settings({ server: { external_ip: '203.0.113.7' }, internal_interfaces: ['eth0'], external_interfaces: ['eth1'] }), {}, REST);
    expect(options.sip).toEqual({ host: 'eth0', port: 5060 });
    expect(options.sipListeners).toEqual([{ host: 'eth1', advertise: '203.0.113.7' }]);
  });

  it('lets the environment win, and keeps the defaults working as before', () => {
    const options = kamailioOptionsFrom(settings({ port: 5070, internal_interfaces: ['eth0'] }), { SIP_HOST: '127.0.0.1', SIP_PORT: '5099', SIP_ADVERTISE: '198.51.100.1' }, REST);
    expect(options.sip).toEqual({ host: '127.0.0.1', port: 5099, advertise: '198.51.100.1' });
    expect(kamailioOptionsFrom(settings({}), {}, REST)).toEqual({ ...REST, sip: { host: '0.0.0.0', port: 5060 } });
  });

  it('adds the media relay on the RTP range where rtpengine is installed, advertising the external address', () => {
    const behindNat = settings({ server: { internal_ip: '10.0.0.5', external_ip: '203.0.113.7' }, rtp: { min: 30000, max: 30999 } });
    expect(kamailioOptionsFrom(behindNat, {}, REST, true).mediaRelay).toEqual({ address: '10.0.0.5!203.0.113.7', controlPort: 2224, ports: { min: 30000, max: 30999 } });
    expect(kamailioOptionsFrom(behindNat, { SIP_MEDIA_ADDRESS: '10.0.0.6', SIP_MEDIA_CONTROL_PORT: '3000' }, REST, true).mediaRelay).toMatchObject({ address: '10.0.0.6!203.0.113.7', controlPort: 3000 });
    expect(kamailioOptionsFrom(settings({}), { SIP_HOST: '127.0.0.1' }, REST, true).mediaRelay).toMatchObject({ address: '127.0.0.1', ports: { min: 10000, max: 20000 } });
    // Not installed, turned off, or no address to bind: calls carry their own media.
    expect(kamailioOptionsFrom(behindNat, {}, REST, false).mediaRelay).toBeUndefined();
    expect(kamailioOptionsFrom(behindNat, { SIP_MEDIA_RELAY: 'off' }, REST, true).mediaRelay).toBeUndefined();
    expect(kamailioOptionsFrom(settings({}), {}, REST, true).mediaRelay).toBeUndefined();
  });
});

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe.each(DIALECTS)('the SIP supervisor with Kamailio on %s', (dialect) => {
  let server: TestServer;
  let supervisor: Supervisor;
  let admin: string;
  const logged: string[] = [];

  const status = async () => (await server.request('GET', '/system/sip', { token: admin })).body.data;
  const rebootNotifications = async () =>
    ((await server.request('GET', '/notifications/items', { token: admin, query: { size: 50 } })).body.data as { type: string; data: Record<string, unknown> }[]).filter((n) => n.type.startsWith('sip_reboot'));
  const restart = async () => {
    const answer = await server.request('POST', '/system/sip/restart', { token: admin });
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  };

  beforeAll(async () => {
    server = await startServer(dialect, { config: { telephony: { proxySecret: SECRET } } });
    admin = await server.login('admin');
    const port = await freePort();
    expect((await server.request('PATCH', '/project-settings/sip', { token: admin, body: { port, local_networks: ['127.0.0.0/8'] } })).status).toBe(200);
    const consoleUrl = `${server.url}/api/v0`;
    const ws = await freePort();
    supervisor = await superviseSipProxy({
      consoleUrl,
      secret: SECRET,
      dir: mkdtempSync(join(tmpdir(), 'sip-supervisor-')),
      reportEveryMs: 200,
      log: (line) => logged.push(line),
      kamailioOptions: (settings) => kamailioOptionsFrom(settings, { SIP_HOST: '127.0.0.1', SIP_MEDIA_RELAY: 'off' }, { ws: { host: '127.0.0.1', port: ws }, consoleUrl, secret: SECRET, aliases: [], children: 1 }),
    });
  });
  afterAll(async () => {
    await supervisor?.stop();
    await server?.close();
  });

  it("runs Kamailio on the settings' port, with their local networks, and System info shows it running", async () => {
    const { port } = (await server.request('GET', '/project-settings/sip', { token: admin })).body.data;
    const proxy = supervisor.proxy()!;
    expect(proxy.config.sip.port).toBe(port);
    expect(await listening(port)).toBe(true);
    const config = readFileSync(join(proxy.dir, 'kamailio.cfg'), 'utf8');
    expect(config).toContain(`listen=udp:127.0.0.1:${port}`);
    expect(config).toContain('is_in_subnet("$si", "127.0.0.0/8")');
    await expect.poll(status, { timeout: 5000 }).toMatchObject({ state: 'running', pid: proxy.pid, settings_applied: true, version: expect.stringMatching(/^kamailio \d/) });
    expect((await status()).uptime_seconds).toBeGreaterThanOrEqual(0);
  });

  it('applies changed settings when a user restarts it, and tells that user', async () => {
    const before = supervisor.proxy()!;
    const port = await freePort();
    expect((await server.request('PATCH', '/project-settings/sip', { token: admin, body: { port } })).status).toBe(200);
    await expect.poll(async () => (await status()).settings_applied, { timeout: 5000 }).toBe(false);
    await restart();
    await expect.poll(async () => (await rebootNotifications()).map((n) => n.type), { timeout: 20_000 }).toEqual(['sip_reboot_completed', 'sip_reboot_started']);
    await expect.poll(status, { timeout: 5000 }).toMatchObject({ state: 'running', settings_applied: true, restart: null, last_restart: { error: null } });
    const after = supervisor.proxy()!;
    expect(after.pid).not.toBe(before.pid);
    expect(after.config.sip.port).toBe(port);
    expect(await listening(port)).toBe(true);
    expect(await listening(before.config.sip.port)).toBe(false);
  });

  it('says so when Kamailio cannot start again, and comes back with the next restart', async () => {
    const taken: Server = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    try {
      expect((await server.request('PATCH', '/project-settings/sip', { token: admin, body: { port } })).status).toBe(200);
      await restart();
      await expect.poll(async () => (await rebootNotifications())[0]?.type, { timeout: 20_000 }).toBe('sip_reboot_completed_with_error');
      expect((await rebootNotifications())[0].data.error).toMatch(/^SIP service start error/);
      await expect.poll(status, { timeout: 5000 }).toMatchObject({ state: 'stopped', error: expect.stringMatching(/^SIP service start error/), uptime_seconds: null });
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
    await restart();
    await expect.poll(async () => (await rebootNotifications())[0]?.type, { timeout: 20_000 }).toBe('sip_reboot_completed');
    await expect.poll(status, { timeout: 5000 }).toMatchObject({ state: 'running', error: null });
    expect(await listening(port)).toBe(true);
  });
});
