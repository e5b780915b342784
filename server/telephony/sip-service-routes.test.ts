/**
 * The SIP service on System info over real HTTP, on both databases: who may see and restart it, the
 * supervisor's signed routes, a restart queued, picked up by a report and finished, and the asker notified.
 * The supervisor itself (with a real Kamailio) is tested in sip-supervisor.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

const SECRET = 'test-supervisor-secret';
const signed = { 'x-sip-proxy-secret': SECRET };
const running = (settings_version: string) => ({
  state: 'running',
  pid: 4242,
  started_at: new Date(Date.now() - 90_000).toISOString(),
  version: 'kamailio 5.6.3',
  config_version: 'abc123',
  settings_version,
  error: null,
});

describe.each(DIALECTS)('SIP service status and restart on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let watcher: string;
  let resident: string;

  const status = (token = admin) => server.request('GET', '/system/sip', { token });
  const report = (body: unknown, headers: Record<string, string> = signed) => server.request('POST', '/sip-proxy/status', { body, headers });
  const settingsVersion = async () => (await server.request('GET', '/sip-proxy/settings', { headers: signed })).body.version as string;
  const notificationsOf = async (token: string) =>
    ((await server.request('GET', '/notifications/items', { token, query: { size: 50 } })).body.data as { type: string; data: Record<string, unknown> }[]).filter((n) => n.type.startsWith('sip_reboot'));

  beforeAll(async () => {
    server = await startServer(dialect, { config: { telephony: { proxySecret: SECRET } } });
    admin = await server.login('admin');
    resident = await server.login('resident1');
    const role = await server.request('PUT', '/roles', { token: admin, body: { name: 'System watcher', permissions: ['system_info.view', 'project_settings.view'] } });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const user = await server.request('PUT', '/users', { token: admin, body: { login: 'watcher', name: 'Watcher', password: 'watcher-password', role_id: role.body.data.id, domain_ids: [0], send_registration_link: false } });
    expect(user.status, JSON.stringify(user.body)).toBe(201);
    watcher = await server.login('watcher', 'watcher-password');
  });
  afterAll(async () => server?.close());

  it('is denied to visitors and to users without system_info.view; restart needs project_settings.change', async () => {
    expect((await server.request('GET', '/system/sip')).status).toBe(401);
    expect((await status(resident)).status).toBe(403);
    expect((await server.request('POST', '/system/sip/restart', { token: resident })).status).toBe(403);
    const seen = await status(watcher);
    expect(seen.status).toBe(200);
    expect(seen.body.data.can_restart).toBe(false);
    expect((await server.request('POST', '/system/sip/restart', { token: watcher })).status).toBe(403);
    expect((await status()).body.data.can_restart).toBe(true);
  });

  it("refuses the supervisor's routes without the secret", async () => {
    for (const headers of [{}, { 'x-sip-proxy-secret': 'wrong' }, { 'x-sip-proxy-secret': `${SECRET}x` }] as Record<string, string>[]) {
      expect((await report(running('x'), headers)).status).toBe(401);
      expect((await server.request('GET', '/sip-proxy/settings', { headers })).status).toBe(401);
      expect((await server.request('POST', '/sip-proxy/commands/x/done', { headers, body: { error: null } })).status).toBe(401);
    }
    // A user's token is no secret either.
    expect((await server.request('GET', '/sip-proxy/settings', { token: admin })).status).toBe(401);
  });

  it('is unreachable before the supervisor reports, and a restart is refused then', async () => {
    expect((await status()).body.data).toMatchObject({ state: 'unreachable', uptime_seconds: null, restart: null });
    const refused = await server.request('POST', '/system/sip/restart', { token: admin });
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('service_unavailable');
  });

  it('answers the SIP settings to the supervisor and shows its report with uptime', async () => {
    const settings = await server.request('GET', '/sip-proxy/settings', { headers: signed });
    expect(settings.status).toBe(200);
    expect(settings.body.data).toMatchObject({ port: 5060, rtp: { min: 10000, max: 20000 } });
    expect((await report(running(settings.body.version))).body).toEqual({ commands: [] });
    const { body } = await status(watcher);
    expect(body.data).toMatchObject({ state: 'running', pid: 4242, version: 'kamailio 5.6.3', settings_applied: true, restart: null, last_restart: null });
    expect(body.data.uptime_seconds).toBeGreaterThanOrEqual(90);
    expect(body.data.uptime_seconds).toBeLessThan(120);

    expect((await server.request('PATCH', '/project-settings/sip', { token: admin, body: { port: 5070 } })).status).toBe(200);
    expect((await status()).body.data.settings_applied).toBe(false);
    expect(await settingsVersion()).not.toBe(settings.body.version);
  });

  it('refuses a malformed report', async () => {
    for (const body of [{ state: 'exploded' }, { ...running('x'), pid: -1 }, { ...running('x'), extra: 1 }, { ...running('x'), started_at: 'yesterday' }]) {
      expect((await report(body)).status).toBe(422);
    }
  });

  it('queues one restart, which the next report hands the supervisor; the asker is told it started and ended', async () => {
    const version = await settingsVersion();
    await report(running(version));
    const queued = await server.request('POST', '/system/sip/restart', { token: admin });
    expect(queued.status).toBe(202);
    expect(queued.body.data.restart).toMatchObject({ picked_at: null });
    const again = await server.request('POST', '/system/sip/restart', { token: admin });
    expect(again.status).toBe(409);
    expect(await notificationsOf(admin)).toEqual([]);

    const picked = await report(running(version));
    expect(picked.body.commands).toEqual([{ id: expect.any(String), type: 'restart' }]);
    const [command] = picked.body.commands;
    expect((await notificationsOf(admin)).map((n) => n.type)).toEqual(['sip_reboot_started']);
    // Answered again until it is done (a supervisor that lost the answer still runs it); told only once.
    expect((await report({ ...running(version), state: 'restarting', pid: null })).body.commands).toEqual([command]);
    expect((await status()).body.data).toMatchObject({ state: 'restarting', restart: { picked_at: expect.any(String) } });
    expect((await notificationsOf(admin)).length).toBe(1);

    expect((await server.request('POST', `/sip-proxy/commands/${command.id}/done`, { headers: signed, body: { error: null } })).status).toBe(200);
    expect((await notificationsOf(admin)).map((n) => n.type)).toEqual(['sip_reboot_completed', 'sip_reboot_started']);
    expect((await server.request('POST', `/sip-proxy/commands/${command.id}/done`, { headers: signed, body: { error: null } })).status).toBe(404);
    expect((await report(running(version))).body.commands).toEqual([]);
    expect((await status()).body.data).toMatchObject({ state: 'running', restart: null, last_restart: { error: null } });
    const events = (await server.request('GET', '/audit-events/items', { token: admin, query: { entity: 'system/sip' } })).body.data;
    expect(events[0]).toMatchObject({ action: 'command:restart' });
  });

  it('tells the asker when the restart failed, and only the asker', async () => {
    const version = await settingsVersion();
    const other = await server.login('admin');
    expect((await server.request('POST', '/system/sip/restart', { token: other })).status).toBe(202);
    const [command] = (await report(running(version))).body.commands;
    const failed = await server.request('POST', `/sip-proxy/commands/${command.id}/done`, { headers: signed, body: { error: 'SIP service start error: bind failed' } });
    expect(failed.status).toBe(200);
    const [latest] = await notificationsOf(admin);
    expect(latest).toMatchObject({ type: 'sip_reboot_completed_with_error', data: { error: 'SIP service start error: bind failed' } });
    expect(await notificationsOf(watcher)).toEqual([]);
    expect((await status()).body.data.last_restart).toMatchObject({ error: 'SIP service start error: bind failed' });
  });

  it('is unreachable once the supervisor has been quiet too long', async () => {
    await report(running(await settingsVersion()));
    const row = await server.store.db.selectFrom('project_settings').select('value').where('section', '=', 'sip_service').executeTakeFirstOrThrow();
    const stale = JSON.parse(row.value);
    stale.report.reported_at = new Date(Date.now() - 60_000).toISOString();
    await server.store.db.updateTable('project_settings').set({ value: JSON.stringify(stale) }).where('section', '=', 'sip_service').execute();
    expect((await status()).body.data).toMatchObject({ state: 'unreachable', uptime_seconds: null, pid: null });
    expect((await server.request('POST', '/system/sip/restart', { token: admin })).status).toBe(503);
  });
});

describe.each(DIALECTS)('SIP service without a SIP proxy on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(dialect, { demo: false });
  });
  afterAll(async () => server?.close());

  it('says telephony is not configured, and the supervisor routes do not exist', async () => {
    const admin = await server.login('admin');
    expect((await server.request('GET', '/system/sip', { token: admin })).body.data).toMatchObject({ state: 'not_configured', can_restart: true });
    const refused = await server.request('POST', '/system/sip/restart', { token: admin });
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('sip_unavailable');
    expect((await server.request('POST', '/sip-proxy/status', { headers: signed, body: running('x') })).status).toBe(404);
  });
});
