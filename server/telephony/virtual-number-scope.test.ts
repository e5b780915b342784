/**
 * Virtual numbers are scoped by their group (issue 33 D1), over real HTTP on SQLite and PostgreSQL: a building's
 * administrator (demo manager.a, Block A) neither lists, reads, changes, commands nor creates another building's
 * numbers; the records a number names (user, device, forward group, forward rules, call queue) must be ones
 * they see (and that exist); handing a number's SIP credential to, or setting it for, an account beyond them is refused; every
 * refusal writes nothing. The project's administrator still does all of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathRange } from '../access/scope';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';

type Row = Record<string, any>;

describe.each(DIALECTS)('virtual numbers scoped by their group on %s', (dialect) => {
  let server: TestServer;
  let manager: string;
  let admin: string;
  const ids: Record<string, number> = {};
  let blockBNumbers: number[] = [];

  const idOf = async (table: string, column: string, value: string) => Number((await server.store.db.selectFrom(table).select('id').where(column, '=', value).executeTakeFirstOrThrow()).id);
  /** What is stored of a number, its password included: unchanged by a refusal. */
  const storedNumber = async (id: number) => server.store.db.selectFrom('virtual_numbers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const as = (token: string) => ({
    patch: (id: number, body: Row) => server.request('PATCH', `/virtual-numbers/${id}`, { token, body }),
    create: (body: Row) => server.request('PUT', '/virtual-numbers', { token, body }),
    command: (id: number, name: string) => server.request('POST', `/virtual-numbers/${id}/${name}`, { token }),
  });

  beforeAll(async () => {
    server = await startServer(dialect);
    manager = await server.login('manager.a');
    admin = await server.login('admin');
    for (const name of ['Block A', 'Block B', 'Apartment 111']) ids[name] = await idOf('groups', 'name', name);
    for (const login of ['manager.a', 'resident1', 'resident5', 'concierge.a']) ids[login] = await idOf('users', 'login', login);
    for (const number of ['1001', '1005', '1900']) ids[number] = await idOf('virtual_numbers', 'number', number);
    const { path } = await server.store.db.selectFrom('groups').select('path').where('id', '=', ids['Block B']).executeTakeFirstOrThrow();
    const { from, to } = pathRange(String(path));
    const inB = await server.store.db.selectFrom('virtual_numbers as n').innerJoin('groups as g', 'g.id', 'n.domain_id').select('n.id').where('g.path', '>=', from).where('g.path', '<', to).execute();
    blockBNumbers = inB.map((row) => Number(row.id));
    ids.panelB = Number((await server.store.db.selectFrom('devices').select('id').where('domain_id', '=', ids['Block B']).where('type', '=', 'panel').executeTakeFirstOrThrow()).id);
  });
  afterAll(async () => server?.close());

  it("does not list or read another building's numbers", async () => {
    expect(blockBNumbers).toContain(ids['1005']);
    const listed = await server.request('GET', '/virtual-numbers/items', { token: manager, query: { size: 100 } });
    expect(listed.status).toBe(200);
    const seen = (listed.body.data as Row[]).map((row) => row.id);
    expect(seen).toContain(ids['1001']);
    expect(seen.filter((id) => blockBNumbers.includes(id))).toEqual([]);
    expect((await server.request('GET', `/virtual-numbers/${ids['1005']}`, { token: manager })).status).toBe(404);
  });

  it("neither changes, commands, deletes nor creates another building's numbers, writing nothing", async () => {
    const before = await storeFingerprint(server.store);
    const number = await storedNumber(ids['1005']);
    const { patch, create, command } = as(manager);
    for (const body of [{ password: 'Attacker1Pass' }, { user_id: ids['manager.a'] }, { domain_id: ids['Block A'] }, { forward_mode: 'manual' }]) {
      expect((await patch(ids['1005'], body)).status).toBe(404);
    }
    for (const name of ['deactivate', 'mark_system']) expect((await command(ids['1005'], name)).status).toBe(404);
    expect((await server.request('DELETE', `/virtual-numbers/${ids['1005']}`, { token: manager })).status).toBe(404);
    // Its own number moved into Block B, and a new number there.
    expect((await patch(ids['1001'], { domain_id: ids['Block B'] })).status).toBe(403);
    expect((await create({ number: '8801', domain_id: ids['Block B'] })).status).toBe(403);
    expect(await storedNumber(ids['1005'])).toEqual(number);
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it('refuses references to records it cannot see (422) and writes nothing', async () => {
    const before = await storeFingerprint(server.store);
    const number = await storedNumber(ids['1001']);
    const { patch, create } = as(manager);
    const refusals: [Row, string][] = [
      [{ user_id: ids.resident5 }, 'user_id'],
      [{ user_id: 999_999 }, 'user_id'],
      [{ user_id: null, device_id: ids.panelB }, 'device_id'],
      [{ forward_mode: 'picked', forward_group: ids['Block B'] }, 'forward_group'],
      // Forward rules and call queues are the project's (forward_rules.view sees them all): only missing ones.
      [{ forward_mode: 'manual', forward_rules: [999_999] }, 'forward_rules'],
      [{ call_queue_id: 999_999 }, 'call_queue_id'],
    ];
    for (const [body, field] of refusals) {
      for (const answer of [await patch(ids['1001'], body), await create({ number: '8802', domain_id: ids['Block A'], ...body })]) {
        expect(answer.status, JSON.stringify(body)).toBe(422);
        expect(answer.body.error.code).toBe('invalid_related_entity');
        expect(Object.keys(answer.body.error.fields)).toEqual([field]);
      }
    }
    expect(await storedNumber(ids['1001'])).toEqual(number);
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it("hands a number's credential only to, and sets it only for, accounts within the actor's own", async () => {
    const before = await storeFingerprint(server.store);
    const { patch, create } = as(manager);
    // concierge.a (Block A) intercepts calls, which manager.a may not: his number's password would let him.
    expect((await patch(ids['1001'], { user_id: ids['concierge.a'] })).status).toBe(403);
    expect((await patch(ids['1900'], { password: 'Attacker1Pass' })).status).toBe(403);
    expect((await patch(ids['1900'], { user_id: ids['manager.a'] })).status).toBe(403);
    expect((await create({ number: '8803', domain_id: ids['Block A'], user_id: ids['concierge.a'] })).status).toBe(403);
    expect(await storeFingerprint(server.store)).toEqual(before);
    // A resident of their building is theirs to act on.
    const reset = await patch(ids['1001'], { password: 'Resident1Pass' });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await storedNumber(ids['1001'])).password).toBe('Resident1Pass');
  });

  it('leaves the project administrator every number', async () => {
    const total = Number((await server.store.db.selectFrom('virtual_numbers').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect((await server.request('GET', '/virtual-numbers/items', { token: admin, query: { size: 100 } })).body.pagination.total).toBe(total);
    const { patch, create, command } = as(admin);
    expect((await patch(ids['1005'], { password: 'Project1Pass' })).status).toBe(200);
    expect((await patch(ids['1005'], { forward_mode: 'picked', forward_group: ids['Block B'] })).status).toBe(200);
    expect((await command(ids['1005'], 'deactivate')).status).toBe(200);
    expect((await command(ids['1005'], 'activate')).status).toBe(200);
    const made = await create({ number: '8804', domain_id: ids['Block B'], user_id: ids['concierge.a'] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await patch(made.body.data.id, { domain_id: ids['Apartment 111'], user_id: ids.resident1 })).status).toBe(200);
    expect((await server.request('DELETE', `/virtual-numbers/${made.body.data.id}`, { token: admin })).status).toBe(200);
  });
});
