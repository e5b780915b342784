/**
 * /audit-events over real HTTP on SQLite and PostgreSQL: a reader sees the events of the records in their scope
 * only (a deleted record's, and the project's own, only with a view of everything); the filters by actor, entity,
 * record, action and period; hostile filters refused as bad requests, writing nothing; the download; and an
 * alarm's log (001 §7 "alarms (process {comment}, logs)").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raiseDeviceAlarm } from '../entities/device-alarms';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';

describe.each(DIALECTS)('the audit screen calls on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let watcher: string;
  let watcherId: number;
  let inA: number;
  let inB: number;
  const list = async (token: string, query: Record<string, unknown> = {}) => {
    const answer = await server.request('GET', '/audit-events/items', { token, query: { size: 1000, ...query } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { data: any[]; pagination: { total: number } };
  };
  const device = async (name: string, groupId: number) => {
    const created = await server.request('PUT', '/devices', { token: admin, body: { name, login: `${name}-${dialect}`.replaceAll(' ', '-'), domain_id: groupId } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.data.id as number;
  };

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    const groups = (await server.request('GET', '/groups/items', { token: admin, query: { size: 100 } })).body.data as { id: number; name: string }[];
    const blockA = groups.find((g) => g.name === 'Block A')!.id;
    const blockB = groups.find((g) => g.name === 'Block B')!.id;
    // An auditor of Block A's devices: audit.view, devices seen below Block A only.
    const role = await server.request('PUT', '/roles', { token: admin, body: { name: 'Block A auditor', permissions: ['audit.view', 'devices.view.descendants'] } });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const user = await server.request('PUT', '/users', { token: admin, body: { login: 'block.auditor', name: 'Block Auditor', password: 'block-auditor-1', role_id: role.body.data.id, domain_ids: [blockA], send_registration_link: false } });
    expect(user.status, JSON.stringify(user.body)).toBe(201);
    watcherId = user.body.data.id;
    watcher = await server.login('block.auditor', 'block-auditor-1');
    inA = await device('Scope door A', blockA);
    inB = await device('Scope door B', blockB);
    for (const id of [inA, inB]) expect((await server.request('PATCH', `/devices/${id}`, { token: admin, body: { description: 'checked' } })).status).toBe(200);
    const settings = await server.request('PATCH', '/project-settings/general', { token: admin, body: { logs_life: 45 } });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  });
  afterAll(async () => server?.close());

  it('shows a reader the events of the records in their scope only', async () => {
    const seen = (await list(watcher)).data;
    expect(seen.length).toBeGreaterThan(0);
    // Their own user record (and its sign-in) is theirs to see; nothing of the project's own settings.
    expect(seen.filter((e) => e.entity === 'users').every((e) => e.record_id === watcherId)).toBe(true);
    expect(seen.some((e) => e.entity.startsWith('project-settings/'))).toBe(false);
    expect(seen.filter((e) => e.record_id === inA).map((e) => e.action)).toEqual(['update', 'create']);
    expect(seen.some((e) => e.record_id === inB)).toBe(false);
    // Asked for directly, Block B's door is not there either.
    expect((await list(watcher, { entity: 'devices', record_id: inB })).pagination.total).toBe(0);
    expect((await list(watcher, { entity: 'project-settings/general' })).pagination.total).toBe(0);
    // The administrator sees the project's own events and both doors.
    const all = (await list(admin)).data;
    expect(all.some((e) => e.entity === 'project-settings/general' && e.changes.logs_life?.after === 45)).toBe(true);
    expect(all.filter((e) => e.entity === 'devices' && [inA, inB].includes(e.record_id)).length).toBe(4);
  });

  it("keeps a deleted record's events to readers whose view reaches every record", async () => {
    const gone = await device('Scope door gone', (await server.request('GET', `/devices/${inA}`, { token: admin })).body.data.domain_id);
    expect((await list(watcher, { entity: 'devices', record_id: gone })).pagination.total).toBe(1);
    expect((await server.request('DELETE', `/devices/${gone}`, { token: admin })).status).toBe(200);
    expect((await list(watcher, { entity: 'devices', record_id: gone })).pagination.total).toBe(0);
    expect((await list(admin, { entity: 'devices', record_id: gone })).data.map((e) => e.action)).toEqual(['delete', 'create']);
  });

  it('filters by actor, entity, record, action and period, and names the actor', async () => {
    const updates = (await list(admin, { entity: 'devices', action: 'update', record_id: inA })).data;
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ entity: 'devices', record_id: inA, action: 'update', user_name: expect.any(String), changes: { description: { before: '', after: 'checked' } } });
    const adminId = updates[0].user_id;
    expect((await list(admin, { user_id: watcherId })).data.every((e) => e.user_id === watcherId)).toBe(true);
    expect((await list(admin, { user_id: adminId, entity: 'devices', record_id: inA })).pagination.total).toBe(2);
    const later = (await list(admin, { entity: 'devices', record_id: inA, from: updates[0].at })).data;
    expect(later.map((e) => e.action)).toEqual(['update']);
    expect((await list(admin, { entity: 'devices', record_id: inA, to: updates[0].at })).data.every((e) => e.at < updates[0].at)).toBe(true);
    expect((await list(admin, { action: 'command:process', entity: 'devices' })).pagination.total).toBe(0);
  });

  it('refuses hostile filters as bad requests and writes nothing', async () => {
    const hostile: Record<string, unknown>[] = [
      { entity: "devices' or 1=1 --" },
      { entity: '../users' },
      { entity: 'x'.repeat(65) },
      { action: 'drop table audit_events' },
      { action: 'command:' },
      { record_id: '-1' },
      { record_id: '1e3' },
      { user_id: '9'.repeat(16) },
      { from: 'x'.repeat(41) },
      { to: 'tomorrow' },
      { sort: 'id' },
      { filters: '{"field":"changes"}' },
      { size: 100000 },
    ];
    const before = await storeFingerprint(server.store);
    for (const query of hostile) {
      const answer = await server.request('GET', '/audit-events/items', { token: admin, query });
      expect([answer.status, answer.body?.error?.code], JSON.stringify(query)).toEqual([400, 'bad_request']);
    }
    // A list where one value is meant (?entity=a&entity=b).
    const twice = await fetch(`${server.url}/api/v0/audit-events/items?entity=devices&entity=users`, { headers: { authorization: `Bearer ${admin}` } });
    expect(twice.status).toBe(400);
    const download = await server.request('GET', '/audit-events/download', { token: admin, query: { export_format: 'pdf' } });
    expect(download.status).toBe(400);
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it('downloads what the reader may see, with the filters, as CSV and xlsx', async () => {
    const csv = await server.request('GET', '/audit-events/download', { token: watcher, query: { export_format: 'csv', entity: 'devices' } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = String(csv.body);
    const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('id,at,user_id,user,ip,entity,record_id,action,changes');
    expect(lines.length - 1).toBe(Number(csv.headers.get('x-total-count')));
    expect(text).toContain('Scope door A');
    expect(text).not.toContain('Scope door B');
    const xlsx = await server.request('GET', '/audit-events/download', { token: admin, query: { export_format: 'xlsx', record_id: inA } });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect((await server.request('GET', '/audit-events/download', { token: await server.login('manager.a') })).status).toBe(403);
  });

  it("answers an alarm's log: raised, processed with its comment, to those who see the alarm", async () => {
    const alarm = await raiseDeviceAlarm(server.store, { device_id: inA, zone: 3, sensor: 'smoke', active: true });
    expect((await server.request('POST', `/devices/alarms/${alarm}/process`, { token: admin, body: { comment: 'False alarm: toast' } })).status).toBe(200);
    const log = await server.request('GET', `/devices/alarms/${alarm}/logs`, { token: await server.login('auditor') });
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    expect(log.body.data.map((e: { action: string }) => e.action)).toEqual(['command:process', 'create']);
    expect(log.body.data[0].changes.comment).toEqual({ before: '', after: 'False alarm: toast' });
    expect(log.body.data[1]).toMatchObject({ user_id: null, changes: { sensor: { after: 'smoke' }, zone: { after: 3 } } });
    // Someone who may not see the alarm gets no log of it.
    expect((await server.request('GET', `/devices/alarms/${alarm}/logs`, { token: watcher })).status).toBe(404);
  });
});
