/**
 * Device alarms and the generator's commands (issue 15 §1, §10) over real HTTP on SQLite and PostgreSQL:
 * an alarm a device raises reaches exactly those who may see it; `POST /devices/alarms/{id}/process` checks
 * visibility, grant, input and precondition, stores the processor and comment, audits, and tells the
 * viewers; a refused command writes nothing; only the processor may change the comment afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';
import { raiseDeviceAlarm } from './device-alarms';

type Row = Record<string, any>;

describe.each(DIALECTS)('device alarms on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  const monitors: Record<string, number> = {};

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    const devices = (await server.request('GET', '/devices/items', { token: admin, query: { size: 100, with: 'domain' } })).body.data as Row[];
    const groups = (await server.request('GET', '/groups/items', { token: admin, query: { size: 100 } })).body.data as Row[];
    const blockA = groups.find((g) => g.name === 'Block A')!.id;
    for (const device of devices.filter((d) => d.type === 'monitor')) monitors[device.domain_id === blockA ? 'blockA' : 'blockB'] ??= device.id;
    expect(monitors.blockA && monitors.blockB, JSON.stringify(monitors)).toBeTruthy();
  });
  afterAll(async () => server?.close());

  const unread = async (token: string) => (await server.request('GET', '/notifications/items', { token, query: { size: 100 } })).body.data as Row[];
  const alarmNotices = async (token: string, type: string, alarmId: number) =>
    (await unread(token)).filter((n) => n.type === type && Number(n.data?.alarm_id) === alarmId);

  it('shows a raised alarm to those whose scope reaches the device, and tells them', async () => {
    const id = await raiseDeviceAlarm(server.store, { device_id: monitors.blockA, zone: 3, sensor: 'gas', active: true });
    const [managerA, managerB, auditor] = await Promise.all(['manager.a', 'manager.b', 'auditor'].map((login) => server.login(login)));
    expect((await server.request('GET', `/devices/alarms/${id}`, { token: managerA })).body.data).toMatchObject({ zone: 3, sensor: 'gas', state: 'enabled', processed: false });
    expect((await server.request('GET', `/devices/alarms/${id}`, { token: managerB })).status).toBe(404);
    expect(await alarmNotices(managerA, 'device_alarm_enabled', id)).toHaveLength(1);
    expect(await alarmNotices(auditor, 'device_alarm_enabled', id)).toHaveLength(1);
    expect(await alarmNotices(managerB, 'device_alarm_enabled', id)).toHaveLength(0);
    await raiseDeviceAlarm(server.store, { device_id: monitors.blockA, zone: 3, sensor: 'gas', active: false });
    expect((await server.request('GET', `/devices/alarms/${id}`, { token: managerA })).body.data.state).toBe('disabled');
    expect(await alarmNotices(managerA, 'device_alarm_disabled', id)).toHaveLength(1);
  });

  it('refuses a malformed report from a device and stores nothing', async () => {
    const before = await storeFingerprint(server.store);
    await expect(raiseDeviceAlarm(server.store, { device_id: monitors.blockA, zone: 17, sensor: 'smoke', active: true })).rejects.toMatchObject({ key: 'invalid_data' });
    await expect(raiseDeviceAlarm(server.store, { device_id: monitors.blockA, zone: 1, sensor: 'lava' as never, active: true })).rejects.toMatchObject({ key: 'invalid_data' });
    await expect(raiseDeviceAlarm(server.store, { device_id: 999_999, zone: 1, sensor: 'smoke', active: true })).rejects.toMatchObject({ key: 'not_found' });
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it('processes an alarm once, with the comment and the processor, audited and told to the viewers', async () => {
    const id = await raiseDeviceAlarm(server.store, { device_id: monitors.blockA, zone: 5, sensor: 'flood', active: true });
    const managerA = await server.login('manager.a');
    const profile = (await server.request('GET', '/profile', { token: managerA })).body.data as Row;
    expect((await server.request('GET', `/devices/alarms/${id}/allowed-actions`, { token: managerA })).body.data).toMatchObject({ process: true });
    const processed = await server.request('POST', `/devices/alarms/${id}/process`, { token: managerA, body: { comment: 'Pipe fixed by the caretaker' } });
    expect(processed.status, JSON.stringify(processed.body)).toBe(200);
    expect(processed.body.data).toMatchObject({ processed: true, processed_by: profile.id, comment: 'Pipe fixed by the caretaker' });
    expect(Date.parse(processed.body.data.processed_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await server.request('GET', `/devices/alarms/${id}/allowed-actions`, { token: managerA })).body.data).toMatchObject({ process: false, update: true });
    const audit = await server.store.db.selectFrom('audit_events').select(['action', 'user_id', 'changes']).where('entity', '=', 'devices/alarms').where('record_id', '=', id).where('action', '=', 'command:process').execute();
    expect(audit).toHaveLength(1);
    expect(Number(audit[0].user_id)).toBe(profile.id);
    expect(JSON.parse(String(audit[0].changes)).processed).toEqual({ before: false, after: true });
    expect(await alarmNotices(await server.login('auditor'), 'device_alarm_processed', id)).toHaveLength(1);
    expect(await alarmNotices(managerA, 'device_alarm_processed', id)).toHaveLength(0);

    // A second time: refused, and nothing is written.
    const before = await storeFingerprint(server.store);
    const again = await server.request('POST', `/devices/alarms/${id}/process`, { token: managerA, body: { comment: 'again' } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('not_in_state');
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it('refuses the command to those who may not run it, out of scope, and with bad input, writing nothing', async () => {
    const id = await raiseDeviceAlarm(server.store, { device_id: monitors.blockA, zone: 6, sensor: 'smoke', active: true });
    const [managerB, auditor, managerA] = await Promise.all(['manager.b', 'auditor', 'manager.a'].map((login) => server.login(login)));
    const before = await storeFingerprint(server.store);
    const process = (token: string, body: unknown, target: number | string = id) => server.request('POST', `/devices/alarms/${target}/process`, { token, body });
    expect((await process(managerB, { comment: 'not mine' })).status).toBe(404);
    expect((await process(auditor, { comment: 'only reading' })).status).toBe(403);
    expect((await process(managerA, { comment: 'x', stray: true })).status).toBe(422);
    expect((await process(managerA, { comment: 'y'.repeat(2001) })).status).toBe(422);
    expect((await process(managerA, { comment: 42 })).status).toBe(422);
    expect((await process(managerA, [1, 2])).status).toBe(422);
    expect((await server.request('POST', `/devices/alarms/${id}/process`, { token: managerA, raw: '{"comment": ' })).status).toBe(400);
    expect((await process(managerA, {}, 999_999_999)).status).toBe(404);
    expect((await process(managerA, {}, 'abc')).status).toBe(404);
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it('lets only the operator who processed an alarm change its comment, and nothing else of it', async () => {
    const id = await raiseDeviceAlarm(server.store, { device_id: monitors.blockB, zone: 2, sensor: 'panic', active: true });
    const [managerB, adminToken] = [await server.login('manager.b'), admin];
    expect((await server.request('PATCH', `/devices/alarms/${id}`, { token: managerB, body: { comment: 'before processing' } })).status).toBe(403);
    expect((await server.request('POST', `/devices/alarms/${id}/process`, { token: managerB, body: { comment: 'Resident is fine' } })).status).toBe(200);
    const changed = await server.request('PATCH', `/devices/alarms/${id}`, { token: managerB, body: { comment: 'Resident is fine, called back' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.comment).toBe('Resident is fine, called back');
    const byOther = await server.request('PATCH', `/devices/alarms/${id}`, { token: adminToken, body: { comment: 'overwritten' } });
    expect(byOther.status).toBe(403);
    expect(byOther.body.error.code).toBe('editing_prohibited');
    const sneaky = await server.request('PATCH', `/devices/alarms/${id}`, { token: managerB, body: { processed: false, zone: 9 } });
    expect((await server.request('GET', `/devices/alarms/${id}`, { token: managerB })).body.data).toMatchObject({ processed: true, zone: 2, comment: 'Resident is fine, called back' });
    expect([200, 422]).toContain(sneaky.status);
  });

  it('documents the command in OpenAPI with its input', async () => {
    const document = (await server.request('GET', '/openapi.json')).body;
    const operation = document.paths['/devices/alarms/{id}/process'].post;
    expect(operation.operationId).toBe('processDeviceAlarm');
    expect(operation.requestBody.content['application/json'].schema.properties.comment.maxLength).toBe(2000);
  });
});
