/**
 * Remote control over real sockets on SQLite and PostgreSQL: a session with an online MQTT virtual device's
 * web interface, tunnelled over MQTT and served sandboxed; refused for offline and HTTP devices, for users
 * without the remote control permission or who cannot see the device; closed sessions and unknown ids answer
 * 404; a device that does not answer makes the session 503. A session ends with its sign-in and its user,
 * and once the user loses the permission or the device; in constant use it still ends at its lifetime.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import type { VirtualDevice } from '../../fleet/virtual-device';
import { connectVirtualDevice } from '../test-support/virtual-panel';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

type Row = Record<string, any>;

/** Short enough for a test to outlive it while using the session all along. */
const LIFETIME_MS = 4000;

describe.each(DIALECTS)('remote control on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let panel: Row;
  let device: VirtualDevice;

  beforeAll(async () => {
    server = await startServer(dialect, { config: { devices: { embedded: { port: 0, host: '127.0.0.1' }, callTimeoutMs: 400, taskAttempts: 2, retryBaseMs: 50, pollMs: 25, remoteSessionLifetimeMs: LIFETIME_MS } } });
    admin = await server.login('admin');
    ({ device, record: panel } = await connectVirtualDevice(server, admin, { password: 'rc-password' }));
  });
  afterAll(async () => {
    await device?.stop();
    await server?.close();
  });

  const open = (token: string, serial_number: string) => server.request('PUT', '/devices/remote-control/sessions', { token, body: { serial_number, login: 'admin' } });
  const page = (url: string) => fetch(new URL(url, server.url));

  it("opens the device's web interface through the server, sandboxed", async () => {
    const { status, body } = await open(admin, panel.login);
    expect(status).toBe(201);
    expect(body.data.url).toBe(`/api/v0/devices/remote-control/sessions/${body.data.id}/web/`);
    const response = await page(`${body.data.url}status?tab=doors`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toMatch(/^sandbox /);
    const html = await response.text();
    expect(html).toContain(`Virtual panel ${panel.login}`);
    expect(html).toContain('Page /web/status?tab=doors');
    // Sync tasks reach the panel meanwhile (the demo's rules name it): look for the web call among what it got.
    expect(device.received).toContainEqual(expect.objectContaining({ method: 'GET', uri: '/web/status?tab=doors' }));
  });

  it('a closed session, an unknown one, and someone else\'s keep-alive answer 404', async () => {
    const { body } = await open(admin, panel.login);
    const dealer = await server.login('dealer');
    expect((await server.request('PATCH', `/devices/remote-control/sessions/${body.data.id}`, { token: dealer, body: {} })).status).toBe(404);
    const kept = await server.request('PATCH', `/devices/remote-control/sessions/${body.data.id}`, { token: admin, body: {} });
    expect(kept.body.data.closed).toBe(false);
    expect((await server.request('PATCH', `/devices/remote-control/sessions/${body.data.id}`, { token: admin, body: { close: true } })).body.data.closed).toBe(true);
    expect((await page(body.data.url)).status).toBe(404);
    expect((await page('/api/v0/devices/remote-control/sessions/not-a-session/web/')).status).toBe(404);
  });

  it('refuses offline and HTTP devices, users without the permission or the device, and unknown serials', async () => {
    const devices = (await server.request('GET', '/devices/items', { token: admin, query: { size: 100, sort: 'id' } })).body.data as Row[];
    const offline = devices.find((d) => d.protocol === 'mqtt' && d.status === 'offline')!;
    const http = devices.find((d) => d.protocol === 'http')!;
    expect((await open(admin, offline.login)).body.error).toMatchObject({ code: 'service_unavailable', field_codes: { serial_number: { key: 'validation.device_offline' } } });
    expect((await open(admin, http.login)).body.error).toMatchObject({ code: 'service_unavailable', field_codes: { serial_number: { key: 'validation.device_not_mqtt' } } });
    expect((await open(await server.login('manager.a'), panel.login)).status).toBe(403);
    expect((await open(await server.login('auditor'), panel.login)).status).toBe(403);
    expect((await open(admin, 'NO-SUCH-SERIAL')).status).toBe(404);
    expect((await open(await server.login('dealer'), panel.login)).status).toBe(201);
  });

  it('a device that does not answer makes the session 503', async () => {
    device.misbehave('/api/v1/web/session', 'silent', 1);
    expect((await open(admin, panel.login)).status).toBe(503);
    const { body } = await open(admin, panel.login);
    device.misbehave('/web/', 'silent', 1);
    expect((await page(body.data.url)).status).toBe(503);
  });

  let operators = 0;
  /** A user whose own role grants remote control and the devices of their group, which holds the panel. */
  async function operator() {
    const n = `${dialect}.${++operators}`;
    const role = await server.request('PUT', '/roles', { token: admin, body: { name: `Remote operator ${n}`, permissions: ['devices.view', 'devices.remote_control'] } });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const body = { login: `operator.${n}`, name: 'Remote operator', password: 'operator-password', role_id: role.body.data.id, domain_ids: [panel.domain_id] };
    const user = await server.request('PUT', '/users', { token: admin, body });
    expect(user.status, JSON.stringify(user.body)).toBe(201);
    const token = await server.login(body.login, body.password);
    const session = await open(token, panel.login);
    expect(session.status, JSON.stringify(session.body)).toBe(201);
    expect((await page(session.body.data.url)).status).toBe(200);
    return { token, userId: user.body.data.id as number, roleId: role.body.data.id as number, url: session.body.data.url as string, id: session.body.data.id as string };
  }

  it('ends with its sign-in: logout', async () => {
    const { token, url } = await operator();
    expect((await server.request('POST', '/logout', { token })).status).toBe(200);
    expect((await page(url)).status).toBe(404);
  });

  it('ends with its user: deleting the user', async () => {
    const { userId, url } = await operator();
    expect((await server.request('DELETE', `/users/${userId}`, { token: admin })).status).toBe(200);
    expect((await page(url)).status).toBe(404);
  });

  it('ends when the role loses devices.remote_control', async () => {
    const { roleId, url, id, token } = await operator();
    expect((await server.request('PATCH', `/roles/${roleId}`, { token: admin, body: { permissions: ['devices.view'] } })).status).toBe(200);
    expect((await page(url)).status).toBe(404);
    expect((await server.request('PATCH', `/devices/remote-control/sessions/${id}`, { token, body: {} })).status).toBe(404);
  });

  it("ends when the device leaves the user's groups", async () => {
    const { url } = await operator();
    const groups = (await server.request('GET', '/groups/items', { token: admin, query: { size: 100, sort: 'id' } })).body.data as Row[];
    const elsewhere = groups.find((group) => group.id !== panel.domain_id && !String(group.path).startsWith(`${groupPath(groups, panel.domain_id)}`))!;
    expect((await server.request('PATCH', `/devices/${panel.id}`, { token: admin, body: { domain_id: elsewhere.id } })).status).toBe(200);
    try {
      expect((await page(url)).status).toBe(404);
    } finally {
      await server.request('PATCH', `/devices/${panel.id}`, { token: admin, body: { domain_id: panel.domain_id } });
    }
  });

  it('a session in constant use still ends at its absolute lifetime', async () => {
    const { body } = await open(admin, panel.login);
    const started = Date.now();
    const ends = Date.parse(body.data.expires_at);
    expect(ends - started).toBeLessThanOrEqual(LIFETIME_MS);
    const statuses: number[] = [];
    while (Date.now() - started < LIFETIME_MS + 1000) {
      statuses.push((await page(body.data.url)).status);
      await server.request('PATCH', `/devices/remote-control/sessions/${body.data.id}`, { token: admin, body: {} });
      await sleep(250);
    }
    expect(statuses[0]).toBe(200);
    expect(statuses.at(-1)).toBe(404);
  });
});

const groupPath = (groups: Row[], id: number) => String(groups.find((group) => group.id === id)?.path);
