/**
 * The web phone's account (GET /profile/sip-account) carries the STUN server of the SIP settings (001 §7
 * Phone "a STUN server is configured"), over real HTTP on SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

describe.each(DIALECTS)("the web phone's STUN server on %s", (dialect) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startServer(dialect, { config: { telephony: { proxySecret: 'test-proxy-secret', wsUrl: 'wss://phones.example.net:8443' } } });
    admin = await server.login('admin');
  });
  afterAll(async () => server?.close());

  const iceServers = async () => {
    const { body } = await server.request('GET', '/profile/sip-account', { token: await server.login('resident1') });
    expect(body.available).toBe(true);
    return body.ice_servers;
  };
  const setStun = async (body: Record<string, unknown>) => expect((await server.request('PATCH', '/project-settings/sip', { token: admin, body })).status).toBe(200);

  it('gives the configured STUN server, and none when none is set', async () => {
    expect(await iceServers()).toEqual([]);
    await setStun({ stun_address: 'stun.example.net', stun_port: 3479 });
    expect(await iceServers()).toEqual([{ urls: 'stun:stun.example.net:3479' }]);
    await setStun({ stun_address: '2001:db8::7' });
    expect(await iceServers()).toEqual([{ urls: 'stun:[2001:db8::7]:3479' }]);
    await setStun({ stun_address: '' });
    expect(await iceServers()).toEqual([]);
  });

  it('refuses a STUN address that is no host', async () => {
    const answer = await server.request('PATCH', '/project-settings/sip', { token: admin, body: { stun_address: 'stun server' } });
    expect([answer.status, Object.keys(answer.body.error.fields)]).toEqual([422, ['stun_address']]);
  });
});
