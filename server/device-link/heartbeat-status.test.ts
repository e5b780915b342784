/**
 * Device heartbeat status (schemas/device-heartbeat.ts), on SQLite and PostgreSQL: the devices with their link
 * and last-seen time, for holders of `devices.heartbeat` only, refreshed live when a device changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { type LiveClient, liveClient } from '../live/test-client';
import { followedChanges } from '../live/followed-changes';
import type { Entity } from '../../schemas/define-entity';

describe('changes of followed entities', () => {
  it('are told again for each read model that follows them, and only for those', () => {
    const told = followedChanges([{ path: 'devices/heartbeat', follows: ['devices'] }, { path: 'devices' }] as unknown as Entity[]);
    const change = { entity: 'devices', id: 7, action: 'updated' as const, by: null, fields: ['status'] };
    expect(told(change).map((c) => [c.entity, c.id])).toEqual([['devices', 7], ['devices/heartbeat', 7]]);
    expect(told({ ...change, entity: 'users' })).toHaveLength(1);
  });
});

describe.each(DIALECTS)('device heartbeat status on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let live: LiveClient | undefined;

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
  });
  afterAll(async () => {
    live?.close();
    await server?.close();
  });

  it('lists every device with its link, the longest silent first', async () => {
    const devices = (await server.request('GET', '/devices/items', { token: admin, query: { size: 100 } })).body.data as Record<string, unknown>[];
    const seen = devices[0];
    await server.store.db.updateTable('devices').set({ last_seen_at: '2026-01-01T00:00:00.000Z' }).where('id', '=', seen.id as number).execute();
    const { status, body } = await server.request('GET', '/devices/heartbeat/items', { token: admin, query: { size: 100, sort: '-last_seen_at' } });
    expect(status).toBe(200);
    expect(body.pagination.total).toBe(devices.length);
    expect(body.data[0]).toMatchObject({ id: seen.id, device_id: seen.id, login: seen.login, protocol: seen.protocol, status: seen.status, last_seen_at: '2026-01-01T00:00:00.000Z' });
    const offline = await server.request('GET', '/devices/heartbeat/items', { token: admin, query: { filters: { matching: 'match_all', items: [{ field: 'status', rule: 'equals', value: 'online' }] } } });
    expect(offline.body.data).toEqual([]);
  });

  it('shows a group manager without the heartbeat right nothing, list and live topic alike', async () => {
    const manager = await server.login('manager.a');
    expect((await server.request('GET', '/devices/heartbeat/items', { token: manager })).body).toMatchObject({ data: [], pagination: { total: 0 } });
    const client = await liveClient(server.url, manager);
    await expect(client.subscribe('entity.devices/heartbeat')).rejects.toMatchObject({ answer: { data: { type: 'error', code: 'prohibited' } } });
    client.close();
  });

  it("changes live when a device does", async () => {
    live = await liveClient(server.url, admin);
    await live.subscribe('entity.devices/heartbeat');
    const device = (await server.request('GET', '/devices/items', { token: admin, query: { size: 1 } })).body.data[0];
    expect((await server.request('PATCH', `/devices/${device.id}`, { token: admin, body: { name: `${device.name} (${dialect})` } })).status).toBe(200);
    expect((await live.next((m) => m.topic === 'entity.devices/heartbeat' && m.data.type === 'updated')).data).toMatchObject({ id: device.id });
  });
});
