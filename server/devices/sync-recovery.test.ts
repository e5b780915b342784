/**
 * A device's sync state over MQTT with the demo's virtual fleet: the demo starts with every played device in
 * sync (no failure it did not have), a sync the device refuses is `failed` and says why, and a later Apply
 * settings or Initialise re-sends what failed, so its success clears the failed state and its errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fleet } from '../../fleet/fleet';
import { startDemoFleet } from '../demo/demo-fleet';
import { eventually } from '../test-support/eventually';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

type Row = Record<string, any>;

const DEVICES = { embedded: { port: 0, host: '127.0.0.1' }, callTimeoutMs: 1000, taskAttempts: 2, retryBaseMs: 100, pollMs: 50 };

describe.each(DIALECTS)('sync state with the demo fleet on %s', (dialect) => {
  let server: TestServer;
  let fleet: Fleet | undefined;
  let admin: string;
  let panel: Row;
  let rule: Row;
  let edits = 0;

  beforeAll(async () => {
    server = await startServer(dialect, { config: { devices: DEVICES } });
    admin = await server.login('admin');
    fleet = await startDemoFleet(server.store, { scenarioDelayMs: 600_000 });
    const devices = (await server.request('GET', '/devices/items', { token: admin, query: { size: 100, sort: 'id' } })).body.data as Row[];
    panel = devices.find((d) => d.type === 'panel' && d.protocol === 'mqtt')!;
    const rules = (await server.request('GET', '/access-rules/items', { token: admin, query: { size: 100 } })).body.data as Row[];
    rule = rules.find((r) => r.device_ids.includes(panel.id))!;
  });
  afterAll(async () => {
    await fleet?.stop();
    await server?.close();
  });

  const devices = async () => (await server.request('GET', '/devices/items', { token: admin, query: { size: 100, sort: 'id' } })).body.data as Row[];
  const syncOf = async (id: number) => (await server.request('GET', `/devices/${id}/sync/errors`, { token: admin })).body.data;
  const stateOf = async (id: number) => (await syncOf(id)).sync.state as string;
  /** A saved access rule re-sends its devices' identifiers, which the panel refuses once. */
  const refuseIdentifiers = async () => {
    fleet!.devices.get(panel.login)!.misbehave('/api/v1/identifiers', 500, 1);
    expect((await server.request('PATCH', `/access-rules/${rule.id}`, { token: admin, body: { name: `${rule.name} (${++edits})` } })).status).toBe(200);
    expect(await eventually(() => stateOf(panel.id), (state) => state === 'failed')).toBe('failed');
  };

  it('starts with every device the fleet plays online and in sync, none failed', async () => {
    const played = (rows: Row[]) => rows.filter((d) => fleet!.devices.has(d.login));
    const rows = await eventually(devices, (list) => played(list).every((d) => d.status === 'online' && d.sync_state === 'in_sync'));
    expect(played(rows).length).toBeGreaterThan(0);
    expect(played(rows).map((d) => [d.name, d.sync_state])).toEqual(played(rows).map((d) => [d.name, 'in_sync']));
    expect(rows.some((d) => d.sync_state === 'failed')).toBe(false);
  });

  it("a refused sync is failed with the device's reason", async () => {
    await refuseIdentifiers();
    const { sync } = await syncOf(panel.id);
    expect(sync.kinds.identifiers).toMatchObject({ state: 'failed', error: '500 refused by the device' });
    expect(sync.kinds.settings.error).toBeUndefined();
  });

  it('Apply settings re-sends the failed sync: its success clears the failed state and its errors', async () => {
    expect((await server.request('POST', `/devices/${panel.id}/settings/apply`, { token: admin })).status).toBe(201);
    expect(await eventually(() => stateOf(panel.id), (state) => state === 'in_sync')).toBe('in_sync');
    const after = await syncOf(panel.id);
    expect(after.sync.kinds.identifiers.state).toBe('in_sync');
    expect(after.identifiers).toEqual([]);
    expect((await devices()).find((d) => d.id === panel.id)!.sync_state).toBe('in_sync');
  });

  it('Initialise re-sends the failed sync too: its success clears the failed state', async () => {
    await refuseIdentifiers();
    expect((await server.request('POST', `/devices/init/${panel.id}`, { token: admin })).status).toBe(201);
    expect(await eventually(() => stateOf(panel.id), (state) => state === 'in_sync')).toBe('in_sync');
    const kinds = (await syncOf(panel.id)).sync.kinds;
    expect(Object.values(kinds).map((kind: any) => kind.state)).toEqual(['in_sync', 'in_sync', 'in_sync', 'in_sync']);
    expect(fleet!.devices.get(panel.login)!.held.versions.identifiers).toBe(kinds.identifiers.acknowledged);
  });
});
