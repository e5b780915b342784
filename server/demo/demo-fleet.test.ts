/**
 * The demo fleet: every MQTT device the demo seeded comes online through the real broker, a resident's card
 * presented at a panel is decided by the server and recorded, and a monitor's smoke alarm is raised. A
 * device the demo did not seed is never played.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fleet } from '../../fleet/fleet';
import { eventually } from '../test-support/eventually';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { startDemoFleet } from './demo-fleet';

type Row = Record<string, any>;


describe.each(DIALECTS)('demo fleet on %s', (dialect) => {
  let server: TestServer;
  let fleet: Fleet | undefined;
  let admin: string;
  let outsider: Row;

  beforeAll(async () => {
    server = await startServer(dialect, { config: { devices: { embedded: { port: 0, host: '127.0.0.1' }, callTimeoutMs: 1000, taskAttempts: 2, retryBaseMs: 100, pollMs: 50 } } });
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
