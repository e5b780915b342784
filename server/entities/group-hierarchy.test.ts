/**
 * The group hierarchy's rules (001 §8, issue 37 item 5) through the API, on SQLite and PostgreSQL: a floor or an
 * apartment needs a building above it, a building, unit, floor or apartment never sits below its own type, a
 * move or a change of type is checked with the whole subtree it carries, and a refused write writes nothing.
 * At once: two siblings of one type and address (one wins), two groups moved into each other (no cycle).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_TYPES } from '../../schemas/group';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';

const { site, building, unit, floor, apartment } = GROUP_TYPES;

describe.each(DIALECTS)('group hierarchy rules on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let n = 0;

  beforeAll(async () => {
    server = await startServer(dialect, { demo: false });
    admin = await server.login('admin');
  });
  afterAll(async () => server?.close());

  const put = (parent_id: number, domain_type_id: number, logic_address: string | null = null) =>
    server.request('PUT', '/groups', { token: admin, body: { name: `Group ${++n}`, parent_id, domain_type_id, logic_address } });
  const made = async (parent_id: number, domain_type_id: number, logic_address: string | null = null) => {
    const answer = await put(parent_id, domain_type_id, logic_address);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data.id as number;
  };
  const patch = (id: number, body: Record<string, unknown>) => server.request('PATCH', `/groups/${id}`, { token: admin, body });
  /** A site with a building, an entrance, a floor and an apartment. */
  const estate = async () => {
    const s = await made(0, site);
    const b = await made(s, building, '1');
    const u = await made(b, unit, '1');
    const f = await made(u, floor, '1');
    const a = await made(f, apartment);
    return { s, b, u, f, a };
  };
  const refusedWithNothingWritten = async (write: () => Promise<{ status: number; body: any }>, code: string) => {
    const before = await storeFingerprint(server.store);
    const answer = await write();
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.error.code).toBe(code);
    expect(await storeFingerprint(server.store)).toEqual(before);
  };

  it('accepts site, building, entrance, floor and apartment, and apartments straight in a building or an entrance', async () => {
    const { b, u } = await estate();
    await made(b, apartment);
    await made(u, apartment);
  });

  it('refuses a floor or an apartment without a building above it', async () => {
    const s = await made(0, site);
    await refusedWithNothingWritten(() => put(0, apartment), 'needs_building_parent');
    await refusedWithNothingWritten(() => put(s, apartment), 'needs_building_parent');
    await refusedWithNothingWritten(() => put(s, floor, '3'), 'needs_building_parent');
    const u = await made(s, unit, '1');
    await refusedWithNothingWritten(() => put(u, apartment), 'needs_building_parent');
  });

  it('refuses a group below a group of its own type, however deep', async () => {
    const { s, b, u, f, a } = await estate();
    await refusedWithNothingWritten(() => put(b, building, '2'), 'child_type_exists');
    await refusedWithNothingWritten(() => put(a, building, '2'), 'child_type_exists');
    await refusedWithNothingWritten(() => put(f, unit, '2'), 'child_type_exists');
    await refusedWithNothingWritten(() => put(f, floor, '2'), 'child_type_exists');
    await refusedWithNothingWritten(() => put(a, apartment), 'child_type_exists');
    // Sites and domains are free containers.
    expect((await put(s, site, '9')).status).toBe(201);
    expect((await put(u, GROUP_TYPES.domain, '9')).status).toBe(201);
  });

  it('checks a move and a change of type with the subtree they carry', async () => {
    const { s, b, u, f } = await estate();
    const other = (await estate()).b;
    await refusedWithNothingWritten(() => patch(u, { parent_id: s }), 'needs_building_parent');
    await refusedWithNothingWritten(() => patch(b, { domain_type_id: site }), 'needs_building_parent');
    await refusedWithNothingWritten(() => patch(b, { parent_id: other }), 'child_type_exists');
    await refusedWithNothingWritten(() => patch(f, { domain_type_id: apartment }), 'child_type_exists');
    // A move the rules allow: the entrance, with its floor and apartment, into another building.
    expect((await patch(u, { parent_id: other, logic_address: '7' })).status).toBe(200);
    // Editing what does not place the group is not asked about the shape again.
    expect((await patch(f, { name: 'Floor renamed' })).status).toBe(200);
  });

  it('refuses a group moved into itself or its own subtree as a child containing its parent', async () => {
    const { s, b, u, f } = await estate();
    await refusedWithNothingWritten(() => patch(b, { parent_id: f }), 'child_in_parent');
    await refusedWithNothingWritten(() => patch(s, { parent_id: u }), 'child_in_parent');
    await refusedWithNothingWritten(() => patch(u, { parent_id: u }), 'child_in_parent');
    const answer = await patch(b, { parent_id: u });
    expect(answer.body.error.fields).toEqual({ parent_id: 'child group cannot contain its parent' });
  });

  it('lets one of two siblings of one type and address created at once win', async () => {
    const { b } = await estate();
    const answers = await Promise.all([put(b, unit, '5'), put(b, unit, '5')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.error.code).toBe('same_type_and_address');
  });

  it('never makes a cycle of two groups moved into each other at once', async () => {
    const s = await made(0, site);
    const [x, y] = [await made(s, site), await made(s, site)];
    const answers = await Promise.all([patch(x, { parent_id: y }), patch(y, { parent_id: x })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect(answers.find((answer) => answer.status === 422)!.body.error.code).toBe('child_in_parent');
    const rows = await server.store.db.selectFrom('groups').select(['id', 'parent_id', 'path']).where('id', 'in', [x, y]).execute();
    const moved = rows.find((row) => Number(row.parent_id) !== s)!;
    const stayed = rows.find((row) => Number(row.parent_id) === s)!;
    expect(Number(moved.parent_id)).toBe(Number(stayed.id));
    expect(String(moved.path)).toBe(`${stayed.path}${moved.id}.`);
  });
});
