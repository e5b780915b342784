/**
 * The access decision over real HTTP on SQLite and PostgreSQL, on the demo estate: each rule-driven reason,
 * identifiers, the project time zone, scope (the subject and device must be visible), and the matrix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { readSection, writeSection } from '../settings/project-settings';

type Row = Record<string, any>;

const MONDAY_10_UTC = '2026-11-23T10:00:00Z';
const SATURDAY_10_UTC = '2026-11-21T10:00:00Z';

describe.each(DIALECTS)('access decision on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  const user: Record<string, number> = {};
  let devices: Row[];
  let identifiers: Row[];
  const device = (name: string) => devices.find((d) => d.name === name)!.id as number;
  const decideFor = (body: Row, token = admin) => server.request('POST', '/access-decision', { token, body });

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    for (const u of (await server.request('GET', '/users/items', { token: admin, query: { size: 100 } })).body.data) user[u.login] = u.id;
    devices = (await server.request('GET', '/devices/items', { token: admin, query: { size: 100 } })).body.data;
    identifiers = (await server.request('GET', '/identifiers/items', { token: admin, query: { size: 100 } })).body.data;
  });
  afterAll(async () => server?.close());

  it('allows a resident at their building door by the residents rule', async () => {
    const { status, body } = await decideFor({ user_id: user.resident1, device_id: device('panel 1 (Block A)'), at: MONDAY_10_UTC });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ allowed: true, reason: { code: 'allowed_by_rule', rule_id: expect.any(Number), schedule_id: expect.any(Number) } });
  });

  it('denies by the prohibition even though the residents rule allows', async () => {
    const { body } = await decideFor({ user_id: user.resident2, device_id: device('barrier 6 (Block A)'), at: MONDAY_10_UTC });
    const rules = (await server.request('GET', '/access-rules/items', { token: admin, query: { size: 100 } })).body.data as Row[];
    expect(body.data).toEqual({ allowed: false, reason: { code: 'prohibited_by_rule', rule_id: rules.find((r) => r.name === 'Barrier closed to apartment 112')!.id }, at: '2026-11-23T10:00:00.000Z' });
    expect((await decideFor({ user_id: user.resident1, device_id: device('barrier 6 (Block A)'), at: MONDAY_10_UTC })).body.data.allowed).toBe(true);
  });

  it('lets Block A visit Block B in working hours only (outside_schedule on Saturday), and nobody else (no_rule)', async () => {
    const visit = { user_id: user.resident1, device_id: device('panel 1 (Block B)') };
    expect((await decideFor({ ...visit, at: MONDAY_10_UTC })).body.data.reason.code).toBe('allowed_by_rule');
    expect((await decideFor({ ...visit, at: SATURDAY_10_UTC })).body.data.reason).toMatchObject({ code: 'outside_schedule', schedule_id: expect.any(Number) });
    expect((await decideFor({ user_id: user.resident5, device_id: device('panel 1 (Block A)'), at: MONDAY_10_UTC })).body.data.reason).toEqual({ code: 'no_rule' });
  });

  it('evaluates schedules in the project time zone', async () => {
    const visit = { user_id: user.resident1, device_id: device('panel 1 (Block B)'), at: '2026-11-23T17:30:00Z' };
    expect((await decideFor(visit)).body.data.allowed).toBe(true); // 17:30 UTC
    const general = await readSection(server.store.db, 'general');
    await writeSection(server.store.db, 'general', { ...general, time_zone: 'Europe/Kyiv' });
    try {
      expect((await decideFor(visit)).body.data.reason.code).toBe('outside_schedule'); // 19:30 in Kyiv
    } finally {
      await writeSection(server.store.db, 'general', general);
    }
  });

  it("decides for identifiers by their owner's groups, and refuses revoked ones", async () => {
    const card = identifiers.find((i) => i.name === 'Resident 1 card')!;
    const at = { device_id: device('panel 1 (Block A)'), at: MONDAY_10_UTC };
    expect((await decideFor({ identifier_id: card.id, ...at })).body.data.reason.code).toBe('allowed_by_rule');
    await server.request('POST', `/identifiers/${card.id}/revoke`, { token: admin });
    expect((await decideFor({ identifier_id: card.id, ...at })).body.data).toMatchObject({ allowed: false, reason: { code: 'identifier_revoked' } });
  });

  it('needs a visible subject and device: a manager of Block A asks about Block A only', async () => {
    const token = await server.login('manager.a');
    expect((await decideFor({ user_id: user.resident1, device_id: device('panel 1 (Block A)') }, token)).status).toBe(200);
    expect((await decideFor({ user_id: user.resident5, device_id: device('panel 1 (Block A)') }, token)).status).toBe(404);
    expect((await decideFor({ user_id: user.resident1, device_id: device('panel 1 (Block B)') }, token)).status).toBe(404);
    const resident = await server.login('resident1');
    expect((await decideFor({ user_id: user.resident1, device_id: device('panel 1 (Block A)') }, resident)).status).toBe(404);
    expect((await server.request('POST', '/access-decision', { body: { user_id: user.resident1, device_id: 1 } })).status).toBe(401);
  });

  it("tells a resident, who may view no devices, their own doors by name with the decision, and no one else's", async () => {
    const resident = await server.login('resident2');
    const own = await server.request('GET', '/access-decision/own-doors', { token: resident, query: { at: MONDAY_10_UTC } });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const doors = own.body.data.doors as Row[];
    expect(doors.find((d) => d.name === 'panel 1 (Block A)')).toMatchObject({ id: device('panel 1 (Block A)'), allowed: true, reason: { code: 'allowed_by_rule', rule_name: expect.any(String) } });
    expect(doors.find((d) => d.name === 'barrier 6 (Block A)')).toMatchObject({ allowed: false, reason: { code: 'prohibited_by_rule' } });
    expect(doors.some((d) => d.name === 'panel 1 (Block B)')).toBe(true); // the visit rule, in working hours
    expect(doors.some((d) => /Block C/.test(d.name))).toBe(false);
    expect(Object.keys(doors[0]).sort()).toEqual(['allowed', 'id', 'name', 'reason']);
    // Block B's residents have doors of their own, not Block A's.
    const other = (await server.request('GET', '/access-decision/own-doors', { token: await server.login('resident5') })).body.data.doors as Row[];
    expect(other.some((d) => d.name === 'panel 1 (Block A)')).toBe(false);
    expect((await server.request('GET', '/access-decision/own-doors', { token: resident, query: { at: 'yesterday' } })).status).toBe(422);
    expect((await server.request('GET', '/access-decision/own-doors')).status).toBe(401);
  });

  it.each([
    [{ device_id: 1 }],
    [{ user_id: 1, identifier_id: 2, device_id: 1 }],
    [{ user_id: 1, device_id: 'one' }],
    [{ user_id: 1, device_id: 1, at: 'yesterday' }],
    [{ user_id: 1, device_id: 1, extra: true }],
  ])('refuses a malformed request %j with invalid data', async (body) => {
    const { status, body: answer } = await decideFor(body);
    expect(status).toBe(422);
    expect(answer.message).toBe('invalid data sent');
  });

  it('answers the matrix cell by cell, and refuses more than 200 devices', async () => {
    const subjects = [user.resident1, user.resident2];
    const doors = [device('panel 1 (Block A)'), device('barrier 6 (Block A)')];
    const { status, body } = await server.request('POST', '/access-decision/matrix', { token: admin, body: { user_ids: subjects, device_ids: doors, at: MONDAY_10_UTC } });
    expect(status).toBe(200);
    expect(body.data.cells.map((c: Row) => [c.subject_id, c.device_id, c.reason.code])).toEqual([
      [user.resident1, doors[0], 'allowed_by_rule'],
      [user.resident1, doors[1], 'allowed_by_rule'],
      [user.resident2, doors[0], 'allowed_by_rule'],
      [user.resident2, doors[1], 'prohibited_by_rule'],
    ]);
    const tooMany = Array.from({ length: 201 }, (_, i) => i + 1);
    const refused = await server.request('POST', '/access-decision/matrix', { token: admin, body: { user_ids: subjects, device_ids: tooMany } });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toEqual({ device_ids: 'At most 200 items' });
  });
});
