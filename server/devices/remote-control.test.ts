/**
 * Remote control over real sockets on SQLite and PostgreSQL: a session with an online MQTT virtual device's
 * web interface, tunnelled over MQTT and served sandboxed; refused for offline and HTTP devices, for users
 * without the remote control permission or who cannot see the device; closed sessions and unknown ids answer
 * 404; a device that does not answer makes the session 503.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VirtualDevice } from '../../fleet/virtual-device';
import { connectVirtualDevice } from '../test-support/virtual-panel';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

type Row = Record<string, any>;

describe.each(DIALECTS)('remote control on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let panel: Row;
  let device: VirtualDevice;

  beforeAll(async () => {
    server = await startServer(dialect, { config: { devices: { embedded: { port: 0, host: '127.0.0.1' }, callTimeoutMs: 400, taskAttempts: 2, retryBaseMs: 50, pollMs: 25 } } });
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
});
