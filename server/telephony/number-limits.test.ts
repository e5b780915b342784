/**
 * The telephony errors of 001 §8 over real HTTP on SQLite and PostgreSQL: SIP number limits (total, per user,
 * per group, the licence's project maximum, and two writes at once for the last place), 'virtual number not
 * free', "residents' contacts or group forward sending must be disabled". Every refusal writes nothing.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';

type Row = Record<string, any>;

describe.each(DIALECTS)('SIP number limits and telephony refusals on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  const ids: Record<string, number> = {};

  const idOf = async (table: string, column: string, value: string) => Number((await server.store.db.selectFrom(table).select('id').where(column, '=', value).executeTakeFirstOrThrow()).id);
  const numbers = async (column?: 'user_id' | 'domain_id', value?: number) => {
    let query = server.store.db.selectFrom('virtual_numbers').select((eb) => eb.fn.countAll().as('n'));
    if (column) query = query.where(column, '=', value);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  const create = (body: Row) => server.request('PUT', '/virtual-numbers', { token: admin, body });
  const patch = (id: number, body: Row) => server.request('PATCH', `/virtual-numbers/${id}`, { token: admin, body });
  const settings = (path: string, body: Row) => server.request('PATCH', `/project-settings/${path}`, { token: admin, body });
  const limits = async (body: Row) => expect((await settings('sip', { number_limits: body })).status).toBe(200);

  /** Refused with sip_number_limit on `field`, saying how many are used of how many. */
  const expectLimit = (answer: Awaited<ReturnType<typeof create>>, field: string, used: number, max: number) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.error.code).toBe('sip_number_limit');
    expect(answer.body.error.field_codes).toEqual({ [field]: { key: 'validation.number_limit', params: { used, max } } });
    expect(answer.body.error.fields[field]).toBe(`Limit exceeded - used ${used}, max ${max}`);
  };

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    for (const name of ['Block A', 'Apartment 111']) ids[name] = await idOf('groups', 'name', name);
    for (const login of ['resident1']) ids[login] = await idOf('users', 'login', login);
    ids['1001'] = await idOf('virtual_numbers', 'number', '1001');
  });
  afterEach(async () => limits({ total: null, per_user: null, per_group: null }));
  afterAll(async () => server?.close());

  it('refuses a number beyond the total, per-user and per-group limits, writing nothing', async () => {
    const total = await numbers();
    const resident1 = await numbers('user_id', ids.resident1);
    const inBlockA = await numbers('domain_id', ids['Block A']);
    expect(resident1).toBeGreaterThan(0);
    await limits({ total });
    const atTotal = await storeFingerprint(server.store);
    expectLimit(await create({ number: '8701', domain_id: ids['Apartment 111'] }), 'number', total, total);
    expect(await storeFingerprint(server.store)).toEqual(atTotal);
    await limits({ total: null, per_user: resident1, per_group: inBlockA });
    const before = await storeFingerprint(server.store);
    expectLimit(await create({ number: '8702', domain_id: ids['Apartment 111'], user_id: ids.resident1 }), 'user_id', resident1, resident1);
    expectLimit(await create({ number: '8703', domain_id: ids['Block A'] }), 'domain_id', inBlockA, inBlockA);
    // Moving a number to the full group, or giving it to the full user, is refused the same way.
    const free = await idOf('virtual_numbers', 'number', (await server.store.db.selectFrom('virtual_numbers').select('number').where('domain_id', '!=', ids['Block A']).where('user_id', 'is', null).executeTakeFirstOrThrow()).number);
    expectLimit(await patch(free, { domain_id: ids['Block A'] }), 'domain_id', inBlockA, inBlockA);
    expectLimit(await patch(free, { user_id: ids.resident1 }), 'user_id', resident1, resident1);
    expect(await storeFingerprint(server.store)).toEqual(before);
    // A change that takes no new place (its own number renamed) still passes at the limit.
    expect((await patch(ids['1001'], { name: 'at the limit' })).status).toBe(200);
  });

  it("refuses a number to a user without one beyond the licence's SIP quantity (the project maximum)", async () => {
    const holders = Number((await server.store.db.selectFrom('virtual_numbers').select((eb) => eb.fn.count('user_id').distinct().as('n')).executeTakeFirstOrThrow()).n);
    const holding = server.store.db.selectFrom('virtual_numbers').select('user_id').where('user_id', 'is not', null);
    const numberless = await server.store.db.selectFrom('users').select('id').where('id', 'not in', holding).executeTakeFirstOrThrow();
    expect((await settings('licenses', { features: { sip: { qty: holders }, mobile_app: { qty: holders } } })).status).toBe(200);
    const before = await storeFingerprint(server.store);
    expectLimit(await create({ number: '8711', domain_id: ids['Block A'], user_id: Number(numberless.id) }), 'user_id', holders, holders);
    expect(await storeFingerprint(server.store)).toEqual(before);
    // A user who holds one already takes no new place.
    const more = await create({ number: '8712', domain_id: ids['Apartment 111'], user_id: ids.resident1 });
    expect(more.status, JSON.stringify(more.body)).toBe(201);
    expect((await server.request('DELETE', `/virtual-numbers/${more.body.data.id}`, { token: admin })).status).toBe(200);
    expect((await settings('licenses', { features: { sip: { qty: null }, mobile_app: { qty: null } } })).status).toBe(200);
  });

  it('lets only one of two numbers created at once take the last place', async () => {
    const total = await numbers();
    await limits({ total: total + 1 });
    const answers = await Promise.all(['8721', '8722'].map((number) => create({ number, domain_id: ids['Apartment 111'] })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect(answers.find((answer) => answer.status === 422)!.body.error.code).toBe('sip_number_limit');
    expect(await numbers()).toBe(total + 1);
    const made = answers.find((answer) => answer.status === 201)!;
    expect((await server.request('DELETE', `/virtual-numbers/${made.body.data.id}`, { token: admin })).status).toBe(200);
  });

  it('refuses to hand a reserved number to a user or a device (virtual number not free)', async () => {
    const reserved = await create({ number: '8731', domain_id: ids['Apartment 111'], is_reserved: true });
    expect(reserved.status, JSON.stringify(reserved.body)).toBe(201);
    const id = reserved.body.data.id;
    const panel = Number((await server.store.db.selectFrom('devices').select('id').where('type', '=', 'panel').executeTakeFirstOrThrow()).id);
    const before = await storeFingerprint(server.store);
    for (const [body, field] of [[{ user_id: ids.resident1 }, 'user_id'], [{ device_id: panel }, 'device_id']] as const) {
      const answer = await patch(id, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
      expect(answer.body.error.code).toBe('virtual_number_not_free');
      expect(Object.keys(answer.body.error.fields)).toEqual([field]);
    }
    const atOnce = await create({ number: '8732', domain_id: ids['Apartment 111'], is_reserved: true, user_id: ids.resident1 });
    expect(atOnce.body.error?.code).toBe('virtual_number_not_free');
    expect(await storeFingerprint(server.store)).toEqual(before);
    // Freed, it may be handed over.
    expect((await patch(id, { is_reserved: false, user_id: ids.resident1 })).status).toBe(200);
    expect((await server.request('DELETE', `/virtual-numbers/${id}`, { token: admin })).status).toBe(200);
  });

  it('refuses a group a SIP number another group has, also when two groups ask for one at once', async () => {
    const group = (name: string, body: Row) => server.request('PATCH', `/groups/${ids[name]}`, { token: admin, body });
    expect((await group('Apartment 111', { sip_number: '7301' })).status).toBe(200);
    const before = await storeFingerprint(server.store);
    const taken = await group('Block A', { sip_number: '7301' });
    expect(taken.status, JSON.stringify(taken.body)).toBe(409);
    expect(taken.body.error.code).toBe('sip_number_for_group_exists');
    expect(Object.keys(taken.body.error.fields)).toEqual(['sip_number']);
    expect(await storeFingerprint(server.store)).toEqual(before);
    const atOnce = await Promise.all([group('Apartment 111', { sip_number: '7302' }), group('Block A', { sip_number: '7302' })]);
    expect(atOnce.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(atOnce.find((answer) => answer.status === 409)!.body.error.code).toBe('sip_number_for_group_exists');
    for (const name of ['Apartment 111', 'Block A']) expect((await group(name, { sip_number: null })).status).toBe(200);
  });

  it("refuses residents' contacts and group forward sending both on", async () => {
    expect((await settings('sip', { resident_phonebook_settings: { is_enabled: true } })).status).toBe(200);
    const before = await storeFingerprint(server.store);
    const answer = await settings('sip', { auto_forward_rules: { is_enabled: true } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.error.code).toBe('residents_contacts_enabled');
    expect(Object.keys(answer.body.error.fields)).toEqual(['auto_forward_rules.is_enabled']);
    expect(await storeFingerprint(server.store)).toEqual(before);
    expect((await settings('sip', { resident_phonebook_settings: { is_enabled: false }, auto_forward_rules: { is_enabled: true } })).status).toBe(200);
    expect((await settings('sip', { auto_forward_rules: { is_enabled: false } })).status).toBe(200);
  });
});
