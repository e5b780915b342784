/**
 * Elevators and elevator access rules over real HTTP on SQLite and PostgreSQL: the floor-map rules on
 * their paths with nothing written, controllers (lift controllers the actor sees, one elevator each),
 * scoped visibility, the floors and call calls, and the access rules' selections.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';

type Row = Record<string, any>;

describe.each(DIALECTS)('elevators on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let managerA: string;
  let groups: Row[];
  let serial = 0;
  const groupId = (name: string) => groups.find((g) => g.name === name)!.id as number;
  const floor = (n: number, facts: Row = {}) => ({ floor: n, name: '', is_public: false, is_panel_floor: false, apartments: [], ports: [n], ...facts });

  async function newDevice(type = 'liftcontroller', group = 'Harbour Office Park') {
    serial += 1;
    const { status, body } = await server.request('PUT', '/devices', { token: admin, body: { name: `Controller ${serial}`, type, login: `EL-${dialect}-${serial}`, domain_id: groupId(group) } });
    expect(status).toBe(201);
    return body.data.id as number;
  }

  const elevatorBody = async (controllers?: Row[]) => ({
    name: `Lift ${serial}`, domain_id: groupId('Harbour Office Park'), lowest_floor: 1, highest_floor: 6,
    controllers: controllers ?? [{ device_id: await newDevice(), relays: 8, floor_map: [floor(1, { is_panel_floor: true }), floor(3, { apartments: ['31'] })] }],
  });

  async function refused(body: Row, status: number, fields: Row) {
    const before = await storeFingerprint(server.store);
    const answer = await server.request('PUT', '/elevators', { token: admin, body });
    expect(answer.status).toBe(status);
    expect(answer.body.error.fields).toMatchObject(fields);
    expect(await storeFingerprint(server.store)).toEqual(before);
  }

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    managerA = await server.login('manager.a');
    groups = (await server.request('GET', '/groups/items', { token: admin, query: { size: 1000 } })).body.data;
  });
  afterAll(async () => server?.close());

  it('creates an elevator and keeps its controllers’ devices', async () => {
    const body = await elevatorBody();
    const { status, body: answer } = await server.request('PUT', '/elevators', { token: admin, body });
    expect(status).toBe(201);
    expect(answer.data).toMatchObject({ ...body, device_ids: [body.controllers[0].device_id], has_access_mode_controller: true, is_vendor: false });
  });

  it("copies each controller's floor map into its lift_controller settings, and empties it when let go", async () => {
    const settingsOf = async (id: number) => (await server.request('GET', `/devices/${id}`, { token: admin })).body.data.device_settings.lift_controller;
    const body = await elevatorBody();
    const first = body.controllers[0].device_id as number;
    const created = (await server.request('PUT', '/elevators', { token: admin, body })).body.data;
    expect((await settingsOf(first)).floor_map).toEqual(body.controllers[0].floor_map);
    const second = { device_id: await newDevice(), relays: 4, floor_map: [floor(2, { ports: [4] })] };
    const moved = await server.request('PATCH', `/elevators/${created.id}`, { token: admin, body: { controllers: [second] } });
    expect(moved.status).toBe(200);
    expect((await settingsOf(second.device_id)).floor_map).toEqual(second.floor_map);
    expect((await settingsOf(first)).floor_map).toEqual([]);
    const audit = await server.store.db.selectFrom('audit_events').select('changes').where('entity', '=', 'devices').where('record_id', '=', first).execute();
    expect(audit.map((row) => Object.keys(JSON.parse(String(row.changes))))).toContainEqual(['device_settings.lift_controller.floor_map']);
    expect((await server.request('DELETE', `/elevators/${created.id}`, { token: admin })).status).toBe(200);
    expect((await settingsOf(second.device_id)).floor_map).toEqual([]);
  });

  it('refuses broken floor maps on their paths, writing nothing', async () => {
    const device = await newDevice();
    const map = (floor_map: Row[], relays = 8) => elevatorBody([{ device_id: device, relays, floor_map }]);
    await refused(await map([floor(2, { is_public: true, is_panel_floor: true })]), 422, { 'controllers.0.floor_map.0.is_panel_floor': 'A floor cannot be both public and the panel floor' });
    await refused(await map([floor(1, { is_panel_floor: true, apartments: ['11'] })]), 422, { 'controllers.0.floor_map.0.apartments': 'The panel floor has no apartments' });
    await refused(await map([floor(9)]), 422, { 'controllers.0.floor_map.0.floor': 'Floor must be between 1 and 6' });
    await refused(await map([floor(3, { ports: [9] })]), 422, { 'controllers.0.floor_map.0.ports.0': 'Port must be between 1 and 8 (the relays of this controller)' });
    await refused(await map([floor(3), floor(3)]), 422, { 'controllers.0.floor_map.1.floor': 'Each floor once per controller' });
    await refused(await map([floor(1, { is_panel_floor: true }), floor(2, { is_panel_floor: true })]), 422, { 'controllers.0.floor_map.1.is_panel_floor': 'An elevator has one panel floor: floor 1 already is' });
    await refused({ ...(await map([])), controllers: [] }, 422, { controllers: expect.any(String) });
  });

  it('refuses controllers that are not lift controllers, unseen, or driving another elevator', async () => {
    await refused(await elevatorBody([{ device_id: await newDevice('panel'), relays: 8, floor_map: [] }]), 422, { 'controllers.0.device_id': 'Choose a lift controller' });
    await refused(await elevatorBody([{ device_id: 987654, relays: 8, floor_map: [] }]), 422, { 'controllers.0.device_id': 'not found' });
    // A lift controller of another group (Block A is not below Harbour Office Park).
    await refused(await elevatorBody([{ device_id: await newDevice('liftcontroller', 'Block A'), relays: 8, floor_map: [] }]), 422, { 'controllers.0.device_id': 'not found' });
    const taken = (await server.request('GET', '/elevators/items', { token: admin })).body.data[0].device_ids[0];
    await refused(await elevatorBody([{ device_id: taken, relays: 8, floor_map: [] }]), 409, { 'controllers.0.device_id': 'controller already used by another elevator' });
  });

  it('shows a group administrator only the elevators of their groups', async () => {
    const all = (await server.request('GET', '/elevators/items', { token: admin, query: { size: 100 } })).body.data as Row[];
    const mine = (await server.request('GET', '/elevators/items', { token: managerA, query: { size: 100 } })).body.data as Row[];
    expect(all.some((e) => e.domain_id === groupId('Harbour Office Park'))).toBe(true);
    expect(mine.map((e) => e.name)).toEqual(['Lift A']);
    const office = all.find((e) => e.domain_id === groupId('Harbour Office Park'))!;
    expect((await server.request('GET', `/elevators/${office.id}/floors`, { token: managerA })).status).toBe(404);
  });

  it('lists floors (the panel floor left out for access) and calls the car, recording the event and the controller’s task', async () => {
    const lift = (await server.request('GET', '/elevators/items', { token: admin, query: { filters: { items: [{ field: 'name', rule: 'equals', value: 'Lift A' }] } } })).body.data[0];
    const all = (await server.request('GET', `/elevators/${lift.id}/floors`, { token: admin })).body.data as Row[];
    const access = (await server.request('GET', `/elevators/${lift.id}/floors`, { token: admin, query: { mode: 'access' } })).body.data as Row[];
    expect(all.map((f) => f.floor)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(access.map((f) => f.floor)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    const call = await server.request('POST', `/elevators/call/${lift.id}`, { token: managerA, body: { floor: 3, apartment: '301', direction: 'up' } });
    expect(call.status).toBe(201);
    expect(call.body.data).toMatchObject({ elevator_id: lift.id, kind: 'call', floor: 3, apartment: '301', direction: 'up' });
    const tasks = (await server.request('GET', '/devices/tasks/items', { token: admin, query: { filters: { items: [{ field: 'type', rule: 'equals', value: 'elevator_call' }] } } })).body.data as Row[];
    expect(tasks.map((t) => t.device_id)).toContain(lift.device_ids[0]);
    const before = await storeFingerprint(server.store);
    expect((await server.request('POST', `/elevators/call/${lift.id}`, { token: admin, body: { floor: 30, direction: 'up' } })).body.error.fields).toEqual({ floor: 'The elevator has no such floor' });
    expect((await server.request('POST', `/elevators/call/${lift.id}`, { token: admin, body: { floor: 3, apartment: '999', direction: 'up' } })).status).toBe(422);
    expect((await server.request('POST', `/elevators/call/${lift.id}`, { token: admin, body: { floor: 3, direction: 'sideways' } })).status).toBe(422);
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it('elevator access rules drop elevators without floors, need a selection, and grant only mapped floors', async () => {
    const lift = (await server.request('GET', '/elevators/items', { token: admin, query: { filters: { items: [{ field: 'name', rule: 'equals', value: 'Lift A' }] } } })).body.data[0];
    const created = await server.request('PUT', '/elevators/access-rules', { token: admin, body: { name: 'Floors 3-4', elevators: [{ elevator_id: lift.id, floors: [3, 4] }, { elevator_id: lift.id, floors: [] }] } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ elevators: [{ elevator_id: lift.id, floors: [3, 4] }], elevator_ids: [lift.id] });
    const before = await storeFingerprint(server.store);
    const empty = await server.request('PUT', '/elevators/access-rules', { token: admin, body: { name: 'Nothing', elevators: [{ elevator_id: lift.id, floors: [] }] } });
    expect(empty.body.error.fields).toEqual({ user_ids: 'Choose at least one user, group or elevator floor' });
    const unmapped = await server.request('PUT', '/elevators/access-rules', { token: admin, body: { name: 'Roof', elevators: [{ elevator_id: lift.id, floors: [42] }] } });
    expect(unmapped.body.error.fields).toEqual({ 'elevators.0.floors': 'The elevator has no such floor' });
    expect(await storeFingerprint(server.store)).toEqual(before);
  });
});
