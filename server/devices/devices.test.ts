/**
 * Device actions, device tasks, device events and access-control events over real HTTP on SQLite and
 * PostgreSQL: each call, permissions and group scope, and bad input that writes nothing (downloads:
 * server/export/export.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceTask } from '../../schemas/device-task';
import { SYSTEM_ACTOR } from '../access/actor';
import * as repository from '../crud/repository';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';

type Row = Record<string, any>;

describe.each(DIALECTS)('devices beyond CRUD on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let managerA: string;
  let auditor: string;
  let resident: string;
  let devices: Row[];
  let blockA: number;
  const by = (field: string, rule: string, value: unknown) => ({ matching: 'match_all', items: [{ field, rule, value }] });

  beforeAll(async () => {
    server = await startServer(dialect);
    [admin, managerA, auditor, resident] = await Promise.all(['admin', 'manager.a', 'auditor', 'resident1'].map((login) => server.login(login)));
    devices = (await server.request('GET', '/devices/items', { token: admin, query: { size: 100, sort: 'id' } })).body.data;
    blockA = (await server.request('GET', '/groups/items', { token: admin, query: { filters: by('name', 'equals', 'Block A') } })).body.data[0].id;
  });
  afterAll(async () => server?.close());

  const inBlockA = () => devices.find((d) => d.domain_id === blockA)!;
  const inBlockB = () => devices.find((d) => d.domain_id !== blockA)!;

  it('initialise queues an init task that the tasks list shows', async () => {
    const target = inBlockA();
    const { status, body } = await server.request('POST', `/devices/init/${target.id}`, { token: admin });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ device_id: target.id, domain_id: blockA, type: 'init', status: 'new' });
    const tasks = await server.request('GET', '/devices/tasks/items', { token: admin, query: { filters: by('device_id', 'equals', target.id), sort: '-id' } });
    expect(tasks.body.data[0]).toMatchObject({ id: body.data.id, type: 'init', status: 'new' });
  });

  it('apply settings queues an apply_settings task', async () => {
    const { status, body } = await server.request('POST', `/devices/${inBlockA().id}/settings/apply`, { token: admin });
    expect(status).toBe(201);
    expect(body.data.type).toBe('apply_settings');
  });

  it('a device without a protocol cannot be initialised, and nothing is queued', async () => {
    const target = inBlockB();
    await server.store.db.updateTable('devices').set({ protocol: null }).where('id', '=', target.id).execute();
    const before = await storeFingerprint(server.store);
    const { status, body } = await server.request('POST', `/devices/init/${target.id}`, { token: admin });
    expect(status).toBe(422);
    expect(body.error.fields).toEqual({ protocol: 'protocol_not_defined' });
    expect(await storeFingerprint(server.store)).toEqual(before);
    await server.store.db.updateTable('devices').set({ protocol: target.protocol }).where('id', '=', target.id).execute();
  });

  it('set protocol changes the selected devices and queues a task each', async () => {
    const ids = devices.filter((d) => d.domain_id === blockA).slice(0, 2).map((d) => d.id);
    const { status, body } = await server.request('POST', '/devices/set-protocol', { token: admin, body: { protocol: 'http', items: ids } });
    expect(status).toBe(200);
    expect(body.data.updated).toEqual(ids);
    for (const id of ids) expect((await server.request('GET', `/devices/${id}`, { token: admin })).body.data.protocol).toBe('http');
    const tasks = await server.request('GET', '/devices/tasks/items', { token: admin, query: { filters: by('type', 'equals', 'set_protocol') } });
    expect(tasks.body.data.map((t: Row) => t.device_id).sort()).toEqual([...ids].sort());
    await server.request('POST', '/devices/set-protocol', { token: admin, body: { protocol: 'mqtt', items: ids } });
  });

  it('set protocol refuses bad input and devices out of scope, writing nothing', async () => {
    const before = await storeFingerprint(server.store);
    const bad = await server.request('POST', '/devices/set-protocol', { token: admin, body: { protocol: 'none', items: [inBlockA().id] } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields)).toEqual(['protocol']);
    expect((await server.request('POST', '/devices/set-protocol', { token: admin, body: { protocol: 'mqtt', items: [] } })).status).toBe(422);
    const mixed = await server.request('POST', '/devices/set-protocol', { token: managerA, body: { protocol: 'http', items: [inBlockA().id, inBlockB().id] } });
    expect(mixed.status).toBe(404);
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it('actions need the right to change the device: view alone is prohibited, outside the scope is not found', async () => {
    expect((await server.request('POST', `/devices/init/${inBlockA().id}`, { token: auditor })).status).toBe(403);
    expect((await server.request('POST', `/devices/init/${inBlockB().id}`, { token: managerA })).status).toBe(404);
    expect((await server.request('POST', `/devices/init/${inBlockA().id}`, { token: managerA })).status).toBe(201);
    expect((await server.request('POST', '/devices/init/abc', { token: admin })).status).toBe(404);
    expect((await server.request('POST', `/devices/init/${inBlockA().id}`)).status).toBe(401);
  });

  it('sync errors list the identifiers a failed sync task carried, until a later sync of the kind completes', async () => {
    const [target, other] = devices;
    const identifier = (await server.request('GET', '/identifiers/items', { token: admin, query: { size: 1 } })).body.data[0];
    const task = (fields: Row) => repository.create(server.store, deviceTask, SYSTEM_ACTOR, { device_id: target.id, domain_id: target.domain_id, type: 'sync_identifiers', ...fields });
    await task({ status: 'error', error: 'Device memory full', payload: { identifier_id: identifier.id, name: identifier.name } });
    const { status, body } = await server.request('GET', `/devices/${target.id}/sync/errors`, { token: admin });
    expect(status).toBe(200);
    expect(body.data.identifiers).toEqual([expect.objectContaining({ id: identifier.id, name: identifier.name, error: 'Device memory full' })]);
    expect(body.data.schedules).toEqual([]);
    expect((await server.request('GET', `/devices/${other.id}/sync/errors`, { token: admin })).body.data).toMatchObject({ identifiers: [], schedules: [] });
    await task({ status: 'completed' });
    expect((await server.request('GET', `/devices/${target.id}/sync/errors`, { token: admin })).body.data.identifiers).toEqual([]);
  });

  it("a group manager sees only their devices' tasks and events; without the permission nothing", async () => {
    for (const path of ['/devices/tasks/items', '/devices/events/items', '/access-control/events/items']) {
      const all = (await server.request('GET', path, { token: admin, query: { size: 200 } })).body;
      const mine = (await server.request('GET', path, { token: managerA, query: { size: 200 } })).body;
      expect(mine.pagination.total).toBeGreaterThan(0);
      expect(mine.pagination.total).toBeLessThan(all.pagination.total);
      expect(mine.data.every((row: Row) => row.domain_id === blockA)).toBe(true);
      expect((await server.request('GET', path, { token: resident })).body.data).toEqual([]);
    }
  });

  it('events are list-only: no create or update, and a group manager cannot delete a task outside the scope', async () => {
    const event = (await server.request('GET', '/devices/events/items', { token: admin })).body.data[0];
    expect((await server.request('PUT', '/devices/events', { token: admin, body: { ...event, id: undefined } })).status).toBe(403);
    expect((await server.request('PATCH', `/devices/events/${event.id}`, { token: admin, body: { message: 'x' } })).status).toBe(403);
    const taskB = (await server.request('GET', '/devices/tasks/items', { token: admin, query: { filters: by('device_id', 'equals', inBlockB().id) } })).body.data[0];
    expect((await server.request('DELETE', `/devices/tasks/${taskB.id}`, { token: managerA })).status).toBe(404);
    expect((await server.request('POST', '/devices/tasks/delete', { token: admin, body: { items: [taskB.id] } })).body.data.deleted).toEqual([taskB.id]);
  });

  it('lists events with filters, sort and pagination', async () => {
    const target = inBlockA();
    const { body } = await server.request('GET', '/devices/events/items', { token: admin, query: { filters: by('device_id', 'equals', target.id), sort: 'at', size: 2, page: 2 } });
    expect(body.pagination).toMatchObject({ total: 5, size: 2, page: 2 });
    expect(body.data.every((e: Row) => e.device_id === target.id)).toBe(true);
    expect(body.data[0].at < body.data[1].at).toBe(true);
  });
});
