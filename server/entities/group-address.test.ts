/**
 * Composite unique keys (issue 15 §4), proven on groups: a type and logical address are unique among one
 * parent's children ('group with the same type and logical address exists'), ignoring case, on create, on
 * update and under parallel requests, on SQLite and PostgreSQL; groups without an address never clash.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_TYPES } from '../../schemas/group';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';

describe.each(DIALECTS)('group type and logical address on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let site: number;
  let other: number;

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    const create = async (name: string) => (await server.request('PUT', '/groups', { token: admin, body: { name, parent_id: 0, domain_type_id: GROUP_TYPES.site } })).body.data.id as number;
    site = await create('Address test site');
    other = await create('Address test site 2');
  });
  afterAll(async () => server?.close());

  const building = (name: string, logic_address: string | null, parent_id = site) =>
    server.request('PUT', '/groups', { token: admin, body: { name, parent_id, domain_type_id: GROUP_TYPES.building, logic_address } });

  it('refuses a second group of one type and address under one parent, whatever the case, and writes nothing', async () => {
    expect((await building('North', 'A1')).status).toBe(201);
    const before = await storeFingerprint(server.store);
    const twin = await building('North twin', 'a1');
    expect(twin.status).toBe(409);
    expect(twin.body.error).toMatchObject({ code: 'same_type_and_address', fields: { parent_id: 'Value must be unique', domain_type_id: 'Value must be unique', logic_address: 'Value must be unique' } });
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it('allows the address under another parent, with another type, or no address at all', async () => {
    expect((await building('North elsewhere', 'A1', other)).status).toBe(201);
    const unit = await server.request('PUT', '/groups', { token: admin, body: { name: 'Unit A1', parent_id: site, domain_type_id: GROUP_TYPES.unit, logic_address: 'A1' } });
    expect(unit.status).toBe(201);
    for (const name of ['Shed 1', 'Shed 2']) expect((await building(name, null)).status).toBe(201);
    for (const name of ['Kiosk 1', 'Kiosk 2']) expect((await building(name, '')).status).toBe(201);
  });

  it('refuses an update onto a taken key, and keeps a record its own key', async () => {
    const south = (await building('South', 'B1')).body.data;
    expect((await server.request('PATCH', `/groups/${south.id}`, { token: admin, body: { name: 'South renamed' } })).status).toBe(200);
    const moved = await server.request('PATCH', `/groups/${south.id}`, { token: admin, body: { logic_address: 'A1' } });
    expect(moved.body.error.code).toBe('same_type_and_address');
  });

  it('lets exactly one of parallel creates of one key win', async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => building(`Race ${n}`, 'R9')));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(5);
  });
});
