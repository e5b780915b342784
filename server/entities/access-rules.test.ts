/**
 * Access rules and markers over real HTTP on SQLite and PostgreSQL: at least one device, references the
 * actor can see, and a group manager seeing only their groups' rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';

type Row = Record<string, any>;

describe.each(DIALECTS)('access rules on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let managerA: string;
  let groups: Row[];
  let devices: Row[];
  const groupId = (name: string) => groups.find((g) => g.name === name)!.id as number;
  const deviceIn = (name: string) => devices.find((d) => d.domain_id === groupId(name))!.id as number;

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    managerA = await server.login('manager.a');
    groups = (await server.request('GET', '/groups/items', { token: admin, query: { size: 1000 } })).body.data;
    devices = (await server.request('GET', '/devices/items', { token: admin, query: { size: 1000 } })).body.data;
  });
  afterAll(async () => server?.close());

  it('creates a rule with its lists and defaults', async () => {
    const schedule = (await server.request('GET', '/schedules/items', { token: admin })).body.data[0];
    const body = { name: 'Gate', device_ids: [deviceIn('Block A')], time_rules: [schedule.id], domain_ids: [groupId('Block A')] };
    const { status, body: answer } = await server.request('PUT', '/access-rules', { token: admin, body });
    expect(status).toBe(201);
    expect(answer.data).toMatchObject({ ...body, user_ids: [], identifier_ids: [], prohibition: false, is_shareable: false });
  });

  it("refuses a rule without devices with the spec's message, writing nothing", async () => {
    const before = await storeFingerprint(server.store);
    const { status, body } = await server.request('PUT', '/access-rules', { token: admin, body: { name: 'Nothing', device_ids: [] } });
    expect(status).toBe(422);
    expect(body.error.fields).toEqual({ device_ids: 'Access rule: at least one device' });
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it('refuses unknown references', async () => {
    const { status, body } = await server.request('PUT', '/access-rules', { token: admin, body: { name: 'Ghost', device_ids: [987654] } });
    expect(status).toBe(422);
    expect(body.error.code).toBe('invalid_related_entity');
  });

  it("a group manager sees only their groups' rules and cannot use another building's devices or groups", async () => {
    const seen = (await server.request('GET', '/access-rules/items', { token: managerA, query: { size: 100 } })).body.data as Row[];
    const all = (await server.request('GET', '/access-rules/items', { token: admin, query: { size: 100 } })).body.data as Row[];
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.length).toBeLessThan(all.length);
    const blockA = groups.filter((g) => g.path.startsWith(groups.find((x) => x.name === 'Block A')!.path)).map((g) => g.id);
    for (const rule of seen) expect(rule.domain_ids.some((id: number) => blockA.includes(id)), rule.name).toBe(true);
    const blockBRule = all.find((r) => r.name === 'Block B residents')!;
    expect((await server.request('GET', `/access-rules/${blockBRule.id}`, { token: managerA })).status).toBe(404);

    const foreignDevice = await server.request('PUT', '/access-rules', { token: managerA, body: { name: 'x', device_ids: [deviceIn('Block B')], domain_ids: [groupId('Block A')] } });
    expect(foreignDevice.status).toBe(422);
    const foreignGroup = await server.request('PUT', '/access-rules', { token: managerA, body: { name: 'x', device_ids: [deviceIn('Block A')], domain_ids: [groupId('Block B')] } });
    expect(foreignGroup.status).toBe(403);
    const own = await server.request('PUT', '/access-rules', { token: managerA, body: { name: 'Mine', device_ids: [deviceIn('Block A')], domain_ids: [groupId('Block A')] } });
    expect(own.status).toBe(201);
  });

  it('filters by device and by prohibition', async () => {
    const prohibitions = await server.request('GET', '/access-rules/items', {
      token: admin, query: { filters: { matching: 'match_all', items: [{ field: 'prohibition', rule: 'equals', value: true }] } },
    });
    expect(prohibitions.body.data.map((r: Row) => r.name)).toEqual(['Barrier closed to apartment 112']);
    const device = prohibitions.body.data[0].device_ids[0];
    const byDevice = await server.request('GET', '/access-rules/items', {
      token: admin, query: { filters: { matching: 'match_all', items: [{ field: 'device_ids', rule: 'has', value: device }] } },
    });
    expect(byDevice.body.data.map((r: Row) => r.name)).toContain('Barrier closed to apartment 112');
  });
});

describe.each(DIALECTS)('markers on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startServer(dialect, { demo: false });
    admin = await server.login('admin');
  });
  afterAll(async () => server?.close());

  it('creates with the default colour and refuses a colour that is not #rrggbb', async () => {
    const created = await server.request('PUT', '/markers', { token: admin, body: { name: 'VIP' } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'VIP', color: '#1976d2' });
    const bad = await server.request('PUT', '/markers', { token: admin, body: { name: 'Red', color: 'red' } });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toEqual({ color: 'Wrong format' });
  });
});
