/**
 * The push server section over real HTTP (GET and PATCH /project-settings/push-server, its token write-only,
 * audited) and its test-send to a real HTTP server on loopback: what the push server received, a refusal and
 * no server at all answered with a clear error; only those who may change the settings test or change them.
 */
import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_PLACEHOLDER } from '../../schemas/define-entity';
import { freePort } from '../free-port';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

interface Received {
  method?: string;
  url?: string;
  authorization?: string;
  body: Record<string, unknown>;
}

/** A push server on loopback: answers `status` and keeps what it was sent. */
async function startPushServer() {
  const received: Received[] = [];
  const state = { status: 202 };
  const server: Server = createServer((request: IncomingMessage, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, authorization: request.headers.authorization, body: JSON.parse(text || '{}') });
      response.writeHead(state.status, { 'content-type': 'text/plain' }).end(state.status < 300 ? 'queued' : 'bad token');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/push`;
  return { url, received, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(DIALECTS)('push server settings on %s', (dialect) => {
  let server: TestServer;
  let push: Awaited<ReturnType<typeof startPushServer>>;
  let admin: string;
  let auditor: string;
  const rows = () => server.store.db.selectFrom('project_settings').selectAll().orderBy('section').execute();
  const test = (body: unknown, token = admin) => server.request('POST', '/project-settings/push-server/test', { token, body });

  beforeAll(async () => {
    push = await startPushServer();
    server = await startServer(dialect);
    [admin, auditor] = await Promise.all([server.login('admin'), server.login('auditor')]);
  });
  afterAll(async () => {
    await server?.close();
    await push?.close();
  });

  it('is off by default; a change is stored, audited with the token masked, and the token never answered', async () => {
    const empty = await server.request('GET', '/project-settings/push-server', { token: admin });
    expect(empty.body.data).toEqual({ is_enabled: false, url: '', token: '', token_filled: false });
    const changed = await server.request('PATCH', '/project-settings/push-server', { token: admin, body: { is_enabled: true, url: push.url, token: 'push-secret' } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual({ is_enabled: true, url: push.url, token: PASSWORD_PLACEHOLDER, token_filled: true });
    expect((await server.request('GET', '/project-settings/push-server', { token: auditor })).body.data.token).toBe(PASSWORD_PLACEHOLDER);
    const events = await server.request('GET', '/audit-events/items', { token: admin, query: { entity: 'project-settings/push-server' } });
    expect(events.body.data[0].changes.token).toEqual({ before: '', after: PASSWORD_PLACEHOLDER });
    expect(JSON.stringify(events.body.data)).not.toContain('push-secret');
  });

  it('tells the signed-in apps the push server of the settings while it is on', async () => {
    expect((await server.request('GET', '/server/settings', { token: admin })).body.data.push_server).toBe(push.url);
    expect((await server.request('GET', '/server/settings')).body.data.push_server).toBeUndefined();
  });

  it('refuses an enabled push server without a URL, and a URL that is not http(s), writing nothing', async () => {
    const before = await rows();
    for (const body of [{ url: '' }, { url: 'ftp://127.0.0.1/push' }]) {
      const refused = await server.request('PATCH', '/project-settings/push-server', { token: admin, body });
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.error.fields)).toEqual(['url']);
    }
    expect(await rows()).toEqual(before);
  });

  it('test-sends with the stored token, or the form’s unsaved one, and stores nothing', async () => {
    const before = await rows();
    const sent = await test({});
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ status: 202 });
    expect(push.received.at(-1)).toMatchObject({ method: 'POST', url: '/push', authorization: 'Bearer push-secret', body: { type: 'test' } });
    expect((await test({ settings: { token: 'unsaved-token' } })).status).toBe(200);
    expect(push.received.at(-1)?.authorization).toBe('Bearer unsaved-token');
    expect(await rows()).toEqual(before);
  });

  it('says the push server refused, with its status and words; that none answered; that it is off', async () => {
    push.state.status = 401;
    const refused = await test({});
    push.state.status = 202;
    expect(refused.status).toBe(503);
    expect(refused.body.error).toMatchObject({ code: 'service_unavailable', failure: 'refused', reason: 'HTTP 401 bad token' });
    const nobody = await test({ settings: { url: `http://127.0.0.1:${await freePort()}/push` } });
    expect(nobody.body.error).toMatchObject({ code: 'service_unavailable', failure: 'unreachable', reason: 'ECONNREFUSED' });
    expect((await test({ settings: { is_enabled: false } })).body.error).toMatchObject({ code: 'service_unavailable', failure: 'not_configured' });
  });

  it('is denied to roles without the permission; the auditor reads but neither changes nor tests', async () => {
    const sentBefore = push.received.length;
    for (const login of ['manager.a', 'resident1']) {
      const token = await server.login(login);
      expect((await server.request('GET', '/project-settings/push-server', { token })).status).toBe(403);
      expect((await server.request('PATCH', '/project-settings/push-server', { token, body: {} })).status).toBe(403);
      expect((await test({}, token)).status).toBe(403);
    }
    expect((await server.request('PATCH', '/project-settings/push-server', { token: auditor, body: { is_enabled: false } })).status).toBe(403);
    expect((await test({}, auditor)).status).toBe(403);
    expect(push.received.length).toBe(sentBefore);
  });
});
