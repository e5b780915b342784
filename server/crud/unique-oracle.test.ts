/**
 * Uniqueness is not an oracle (issue 13, item 6), over real HTTP on SQLite and PostgreSQL. A write refused
 * for placement, ownership or references answers the same whether its unique value exists or not (the
 * repository asks about uniqueness last), for identifiers (create and update) and users alike; and an
 * actor who keeps hearing "taken" (duplicate_identifier, not_unique, guest_identifier_exists) gets 429
 * too_many_attempts, also under a parallel burst, while other actors are not slowed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, DIALECTS, type TestServer, startServer } from '../test-support/server';

type Row = Record<string, any>;
const HOUR = 3_600_000;
/** The parts of an answer a caller can compare (ids and timing aside). */
const seen = (answer: Answer) => JSON.stringify({ status: answer.status, body: answer.body });

async function demoIds(server: TestServer, admin: string) {
  const ids: Record<string, number> = {};
  for (const path of ['/users', '/groups', '/roles']) {
    for (const row of (await server.request('GET', `${path}/items`, { token: admin, query: { size: 100 } })).body.data as Row[]) ids[row.login ?? row.name] = row.id;
  }
  return ids;
}

describe.each(DIALECTS)('uniqueness asked last on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let managerA: string;
  let ids: Record<string, number>;
  const existing = `86${dialect.length}42`;
  /** 30 values no identifier holds, and the one a Block B resident's code holds. */
  const probes = () => [...Array.from({ length: 30 }, (_, i) => String(910_000 + i * 37)), existing];

  beforeAll(async () => {
    server = await startServer(dialect);
    [admin, managerA] = await Promise.all([server.login('admin'), server.login('manager.a')]);
    ids = await demoIds(server, admin);
    // resident6 lives in Block B: outside manager.a's groups.
    const code = await server.request('PUT', '/identifiers', { token: admin, body: { name: 'B door code', type: 'code', value: existing, owner: ids.resident6 } });
    expect(code.status, JSON.stringify(code.body)).toBe(201);
  });
  afterAll(async () => server?.close());

  it("answers a create owned by another building's resident alike for all 31 values, the existing one included", async () => {
    const answers: Answer[] = [];
    for (const value of probes()) {
      answers.push(await server.request('PUT', '/identifiers', { token: managerA, body: { name: 'Probe', type: 'code', value, owner: ids.resident6 } }));
    }
    expect(answers[0].status).toBe(422);
    expect(answers[0].body.error.code).toBe('invalid_related_entity');
    expect(new Set(answers.map(seen))).toEqual(new Set([seen(answers[0])]));
  });

  it('answers a move of an own identifier to that resident alike, whatever the new value', async () => {
    const own = await server.request('PUT', '/identifiers', { token: managerA, body: { name: 'A code', type: 'code', value: '135799', owner: ids.resident1 } });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    const answers: Answer[] = [];
    for (const value of probes()) {
      answers.push(await server.request('PATCH', `/identifiers/${own.body.data.id}`, { token: managerA, body: { value, owner: ids.resident6 } }));
    }
    expect(answers[0].body.error.code).toBe('invalid_related_entity');
    expect(new Set(answers.map(seen))).toEqual(new Set([seen(answers[0])]));
  });

  it('answers a user with a role the actor may not assign alike, whether its login is taken or not', async () => {
    const body = (login: string) => ({ login, name: 'Probe', password: 'probe-password', role_id: ids['System administrator'], domain_ids: [ids['Block A']] });
    const answers: Answer[] = [];
    for (const login of ['manager.b', 'admin', 'resident6', 'nobody.1', 'nobody.2']) answers.push(await server.request('PUT', '/users', { token: managerA, body: body(login) }));
    expect(answers[0].status).toBeGreaterThanOrEqual(400);
    expect(answers[0].body.error.code).not.toBe('not_unique');
    expect(new Set(answers.map(seen))).toEqual(new Set([seen(answers[0])]));
  });

  it('still refuses a taken value when the write is otherwise allowed', async () => {
    const duplicate = await server.request('PUT', '/identifiers', { token: managerA, body: { name: 'Dup', type: 'code', value: existing, owner: ids.resident1 } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.code).toBe('duplicate_identifier');
    const login = await server.request('PUT', '/users', { token: managerA, body: { login: 'MANAGER.B', name: 'Dup', password: 'probe-password', role_id: ids.Resident, domain_ids: [ids['Block A']] } });
    expect(login.status).toBe(409);
    expect(login.body.error.code).toBe('not_unique');
  });
});

describe.each(DIALECTS)('"taken" answers throttled per actor on %s', (dialect) => {
  const FREE = 3;
  let server: TestServer;
  let admin: string;
  let ids: Record<string, number>;
  const code = (token: string, value: string) =>
    server.request('PUT', '/identifiers', { token, body: { name: 'Burst', type: 'code', value, owner: ids.resident1 } });

  beforeAll(async () => {
    server = await startServer(dialect, { config: { uniqueThrottle: { freeRefusals: FREE, windowSeconds: 600 } } });
    admin = await server.login('admin');
    ids = await demoIds(server, admin);
    expect((await code(admin, '24680')).status).toBe(201);
  });
  afterAll(async () => server?.close());

  it('answers 429 with Retry-After after the free "taken" answers, to a parallel burst too, and to any further probe', async () => {
    const manager = await server.login('manager.a');
    const burst = await Promise.all(Array.from({ length: 12 }, () => code(manager, '24680')));
    const statuses = burst.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 409).length).toBeLessThanOrEqual(FREE);
    expect(statuses.filter((status) => status === 409).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 429).length).toBe(12 - statuses.filter((status) => status === 409).length);
    const limited = burst.find((answer) => answer.status === 429)!;
    expect(limited.body.error.code).toBe('too_many_attempts');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Closed for every probe, so a free value cannot be told from a taken one by its answer either.
    expect((await code(manager, '97531')).status).toBe(429);
    // A write that asks nothing about uniqueness goes on.
    expect((await server.request('PUT', '/schedules', { token: admin, body: { name: 'Unthrottled', weekly_slots: [] } })).status).not.toBe(429);
    // Another actor is not slowed.
    const other = await server.login('manager.b');
    expect((await server.request('PUT', '/identifiers', { token: other, body: { name: 'B', type: 'code', value: '24680', owner: ids.resident6 } })).status).toBe(409);
  });

  it('counts not_unique answers of any entity (users)', async () => {
    const office = await server.login('office.admin');
    const body = { login: 'manager.a', name: 'Probe', password: 'probe-password', role_id: ids.Resident, domain_ids: [ids['Harbour Office Park']] };
    const statuses: number[] = [];
    for (let i = 0; i <= FREE; i++) statuses.push((await server.request('PUT', '/users', { token: office, body })).status);
    expect(statuses).toEqual([...Array(FREE).fill(409), 429]);
  });

  it('counts guest pass values another pass holds', async () => {
    const resident = await server.login('resident1');
    const rules = (await server.request('GET', '/access-rules/items', { token: admin, query: { size: 100 } })).body.data as Row[];
    const shareable = rules.find((rule) => rule.name === 'Block A guests')!.id;
    const now = Date.now();
    const grant = () => server.request('PUT', '/identifiers/guest-access', {
      token: resident,
      body: { value: 'PARTY-13', selectedAccessRules: [shareable], validatePeriod: { from: new Date(now).toISOString(), to: new Date(now + HOUR).toISOString() }, passLimit: 3 },
    });
    expect((await grant()).status).toBe(201);
    const answers: Answer[] = [];
    for (let i = 0; i <= FREE; i++) answers.push(await grant());
    expect(answers.map((answer) => answer.body.error.code)).toEqual([...Array(FREE).fill('guest_identifier_exists'), 'too_many_attempts']);
  });
});
