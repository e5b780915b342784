/**
 * The demo fleet: every MQTT device the demo seeded comes online through the real broker, a resident's card
 * presented at a panel is decided by the server and recorded, and a monitor's smoke alarm is raised. A
 * device the demo did not seed is never played. With telephony configured, the panels register their
 * numbers on a real SIP proxy (Kamailio, as sip-proxy.test.ts runs it): a resident calls one, and one calls
 * an apartment through the fleet's `call` command.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fleet } from '../../fleet/fleet';
import { SipPhone, sessionEvent } from '../../fleet/sip-phone';
import { freePort } from '../free-port';
import { type SipProxy, startSipProxy } from '../telephony/sip-proxy-process';
import { eventually } from '../test-support/eventually';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { demoSipProxyOf, startDemoFleet } from './demo-fleet';

type Row = Record<string, any>;

const DEVICES = { embedded: { port: 0, host: '127.0.0.1' }, callTimeoutMs: 1000, taskAttempts: 2, retryBaseMs: 100, pollMs: 50 };

describe.each(DIALECTS)('demo fleet on %s', (dialect) => {
  let server: TestServer;
  let fleet: Fleet | undefined;
  let admin: string;
  let outsider: Row;

  beforeAll(async () => {
    server = await startServer(dialect, { config: { devices: DEVICES } });
    admin = await server.login('admin');
    const blockA = (await server.request('GET', '/devices/items', { token: admin, query: { size: 1 } })).body.data[0].domain_id;
    outsider = (await server.request('PUT', '/devices', { token: admin, body: { name: 'Real door', login: 'REAL-1', domain_id: blockA, protocol: 'mqtt', device_settings: { mqtt: { password: 'real-password' } } } })).body.data;
    fleet = await startDemoFleet(server.store, { scenarioDelayMs: 100 });
  });
  afterAll(async () => {
    await fleet?.stop();
    await server?.close();
  });

  const devices = async () => (await server.request('GET', '/devices/items', { token: admin, query: { size: 100 } })).body.data as Row[];

  it("brings every demo MQTT device online, and no one else's", async () => {
    const list = await eventually(devices, (rows) => rows.filter((d) => d.protocol === 'mqtt' && d.id !== outsider.id).every((d) => d.status === 'online'));
    const demoMqtt = list.filter((d) => d.protocol === 'mqtt' && d.id !== outsider.id);
    expect(demoMqtt.length).toBeGreaterThan(0);
    expect(demoMqtt.every((d) => d.status === 'online')).toBe(true);
    expect(list.find((d) => d.id === outsider.id)!.status).toBe('offline');
    expect(list.filter((d) => d.protocol === 'http').every((d) => d.status === 'offline')).toBe(true);
  });

  it('gives no panel an intercom without telephony', async () => {
    expect(await demoSipProxyOf(server.store, server.config)).toBeUndefined();
    expect([...fleet!.devices.values()].some((device) => device.phone)).toBe(false);
    expect(await fleet!.run(`call ${[...fleet!.devices.keys()][0]} 111`)).toMatch(/no intercom number/);
  });

  it("plays the scenario: a resident's card let in at a panel, smoke on a monitor", async () => {
    const by = (field: string, value: unknown) => ({ matching: 'match_all', items: [{ field, rule: 'equals', value }] });
    const granted = await eventually(
      () => server.request('GET', '/access-control/events/items', { token: admin, query: { sort: '-id', size: 1, filters: by('reason', 'allowed_by_rule') } }),
      (answer) => answer.body.data.length > 0 && Date.parse(answer.body.data[0].at) > Date.now() - 60_000,
    );
    expect(granted.body.data[0]).toMatchObject({ decision: 'allowed', reason: 'allowed_by_rule' });
    const alarms = await eventually(
      () => server.request('GET', '/devices/alarms/items', { token: admin, query: { sort: '-id', size: 1, filters: by('zone', 2) } }),
      (answer) => answer.body.data.length > 0,
    );
    expect(alarms.body.data[0]).toMatchObject({ zone: 2, sensor: 'smoke', state: 'enabled' });
  });
});

describe.each(DIALECTS)('demo panels on the SIP proxy on %s', (dialect) => {
  const SECRET = 'demo-fleet-secret';
  let server: TestServer;
  let proxy: SipProxy;
  let fleet: Fleet | undefined;
  let resident: SipPhone;

  const numberRow = async (number: string) =>
    server.store.db.selectFrom('virtual_numbers as n').innerJoin('devices as d', 'd.id', 'n.device_id').select(['n.password', 'd.login']).where('n.number', '=', number).executeTakeFirstOrThrow();

  beforeAll(async () => {
    server = await startServer(dialect, { config: { devices: DEVICES, telephony: { proxySecret: SECRET } } });
    const [sip, ws] = [await freePort(), await freePort()];
    proxy = await startSipProxy({ sip: { host: '127.0.0.1', port: sip }, ws: { host: '127.0.0.1', port: ws }, consoleUrl: `${server.url}/api/v0`, secret: SECRET, aliases: [] });
    fleet = await startDemoFleet(server.store, { scenarioDelayMs: 600_000, sip: { wsUrl: proxy.wsUrl, domain: '127.0.0.1' } });
    const password = String((await server.store.db.selectFrom('virtual_numbers').select('password').where('number', '=', '1001').executeTakeFirstOrThrow()).password);
    resident = new SipPhone({ number: '1001', password, wsUrl: proxy.wsUrl, domain: '127.0.0.1' });
    await resident.register();
  });
  afterAll(async () => {
    await resident?.stop().catch(() => undefined);
    await fleet?.stop();
    await proxy?.stop();
    await server?.close();
  });

  it("registers the panels' numbers with the web phone's proxy and domain", async () => {
    expect(await demoSipProxyOf(server.store, { ...server.config, telephony: { proxySecret: SECRET, wsUrl: 'ws://127.0.0.1:8088' } })).toEqual({ wsUrl: 'ws://127.0.0.1:8088', domain: expect.any(String) });
    const panels = [...fleet!.devices.values()].filter((device) => device.phone);
    expect(panels.map((device) => device.phone!.options.number).sort()).toEqual(['2001', '2002']);
    expect(panels.every((device) => device.phone!.ua.isRegistered())).toBe(true);
  });

  it('lets a resident call a panel, and a panel call an apartment through the `call` command', async () => {
    const { login } = await numberRow('2001');
    const panel = fleet!.devices.get(String(login))!;
    const outgoing = resident.call('2001');
    const ringing = await panel.phone!.nextCall();
    expect(ringing.remote_identity.uri.user).toBe('1001');
    const ended = sessionEvent(outgoing, 'failed');
    ringing.terminate({ status_code: 486, reason_phrase: 'Busy Here' });
    await ended;

    expect(await fleet!.run(`call ${login} 111`)).toBe(`${login}: calling 111`);
    const visitor = await resident.nextCall();
    expect(visitor.remote_identity.uri.user).toBe('2001');
    const over = sessionEvent(visitor, 'failed');
    expect(await fleet!.run(`hangup ${login}`)).toBe(`${login}: call ended`);
    await over;
    expect(await fleet!.run(`hangup ${login}`)).toBe(`${login}: no call in progress`);
  });
});
