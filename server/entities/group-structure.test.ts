/**
 * The group structure's reads and generation (001 §7 Groups, issue 37 items 4 and 5), on SQLite and PostgreSQL:
 * completely, buildings, units and floors-and-apartments answer what the reader may see; generate/tree writes
 * nothing, generate/save writes the same tree in one transaction through the hierarchy rules; absurd counts,
 * a taken entrance and a reader without the create grant are refused with nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_TYPES } from '../../schemas/group';
import type { GeneratedGroup } from '../../schemas/group-structure';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';

const names = (rows: { name: string }[]) => rows.map((row) => row.name).sort();
const flat = (nodes: GeneratedGroup[]): GeneratedGroup[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])]);

describe.each(DIALECTS)('group structure on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let managerA: string;
  const groupId = async (name: string) => (await server.store.db.selectFrom('groups').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id as number;

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    managerA = await server.login('manager.a');
  });
  afterAll(async () => server?.close());

  const read = (path: string, token: string, query?: Record<string, unknown>) => server.request('GET', `/groups/${path}`, { token, query });
  const generate = (step: 'tree' | 'save', body: Record<string, unknown>, token = admin) => server.request('POST', `/groups/generate/${step}`, { token, body });

  it('reads completely, buildings, units and floors-and-apartments within the reader\'s scope', async () => {
    const all = (await read('completely', admin)).body.data;
    expect(all.length).toBe((await server.store.db.selectFrom('groups').select('id').execute()).length);
    const mine = (await read('completely', managerA)).body.data;
    expect(names(mine)).toEqual(names((await server.request('GET', '/groups/items', { token: managerA, query: { size: 1000 } })).body.data));
    expect(mine.every((g: { id: number }) => all.some((a: { id: number }) => a.id === g.id))).toBe(true);

    const buildings = (await read('buildings', admin)).body.data;
    expect(buildings.length).toBeGreaterThan(0);
    expect(buildings.every((g: { domain_type_id: number }) => g.domain_type_id === GROUP_TYPES.building)).toBe(true);
    expect(names((await read('buildings', managerA)).body.data)).toEqual(['Block A']);

    const blockB = await groupId('Block B');
    const unitsOfB = (await read('units', admin, { parent_id: blockB })).body.data;
    expect(unitsOfB.map((g: { parent_id: number }) => g.parent_id)).toEqual([blockB, blockB]);
    // Block B is not the manager's: asking below it answers as GET /groups/{id} does.
    expect((await read('units', managerA, { parent_id: blockB })).status).toBe(404);
    const apartments = (await read('floors-and-apartments', managerA)).body.data;
    expect(apartments.length).toBe(4);
    expect(apartments.every((g: { domain_type_id: number }) => g.domain_type_id === GROUP_TYPES.apartment)).toBe(true);
  });

  it('previews a generated building without writing, then saves the same tree in one go', async () => {
    const site = await groupId('Riverside Residence');
    const building = (await server.request('PUT', '/groups', { token: admin, body: { name: `Tower ${dialect}`, parent_id: site, domain_type_id: GROUP_TYPES.building, logic_address: '77' } })).body.data.id;
    const body = { building_id: building, units: 4, floors: 9, apartments_per_floor: 4 };
    const before = await storeFingerprint(server.store);
    const tree = await generate('tree', body);
    expect(tree.status, JSON.stringify(tree.body)).toBe(200);
    expect(await storeFingerprint(server.store)).toEqual(before);
    expect(tree.body.data.counts).toEqual({ units: 4, floors: 36, apartments: 144 });
    const planned = flat(tree.body.data.units);
    expect(planned).toHaveLength(4 + 36 + 144);
    const apartmentNames = planned.filter((g) => g.domain_type_id === GROUP_TYPES.apartment).map((g) => g.name);
    // Numbered through the building: entrance 2 starts where entrance 1 ended.
    expect(apartmentNames.slice(0, 4)).toEqual(['Apartment 1', 'Apartment 2', 'Apartment 3', 'Apartment 4']);
    expect(apartmentNames[36]).toBe('Apartment 37');
    expect(apartmentNames.at(-1)).toBe('Apartment 144');
    expect(tree.body.data.units[1]).toMatchObject({ name: 'Entrance 2', domain_type_id: GROUP_TYPES.unit, logic_address: '2' });
    expect(tree.body.data.units[0].children[8]).toMatchObject({ name: 'Floor 9', domain_type_id: GROUP_TYPES.floor, logic_address: '9' });

    const lastEvent = Number((await server.store.db.selectFrom('audit_events').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id);
    const started = Date.now();
    const saved = await generate('save', body);
    console.info(`generate/save 4 × 9 × 4 (184 groups) on ${dialect}: ${Date.now() - started} ms`);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.data.created).toBe(184);
    const units = (await read('units', admin, { parent_id: building })).body.data;
    expect(names(units)).toEqual(['Entrance 1', 'Entrance 2', 'Entrance 3', 'Entrance 4']);
    const inside = (await read('floors-and-apartments', admin, { parent_id: building })).body.data;
    expect(inside).toHaveLength(36 + 144);
    expect(names(inside.filter((g: { domain_type_id: number }) => g.domain_type_id === GROUP_TYPES.apartment))).toEqual(names(apartmentNames.map((name) => ({ name }))));
    const events = await server.store.db.selectFrom('audit_events').select(['action', 'record_id']).where('id', '>', lastEvent).where('entity', '=', 'groups').execute();
    expect(events.map((e) => `${e.action} ${e.record_id}`).sort()).toEqual([...units, ...inside].map((g: { id: number }) => `create ${g.id}`).sort()); // one event per group

    // The same entrances again: refused whole, in the preview and on saving, nothing written.
    const after = await storeFingerprint(server.store);
    expect((await generate('tree', body)).body.error.code).toBe('same_type_and_address');
    expect((await generate('save', body)).body.error.code).toBe('same_type_and_address');
    expect(await storeFingerprint(server.store)).toEqual(after);
  });

  it('numbers apartments per floor, from a given entrance and start', async () => {
    const building = await groupId('Block B');
    const tree = await generate('tree', { building_id: building, units: 1, first_unit: 3, floors: 2, first_floor: 1, apartments_per_floor: 3, numbering: 'per_floor', first_apartment: 1, names: { unit: 'Підʼїзд', floor: 'Поверх', apartment: 'Квартира' } });
    expect(tree.status, JSON.stringify(tree.body)).toBe(200);
    const [unit] = tree.body.data.units;
    expect(unit).toMatchObject({ name: 'Підʼїзд 3', logic_address: '3' });
    expect(unit.children.map((floor: GeneratedGroup) => (floor.children ?? []).map((a) => a.name))).toEqual([
      ['Квартира 101', 'Квартира 102', 'Квартира 103'],
      ['Квартира 201', 'Квартира 202', 'Квартира 203'],
    ]);
  });

  it('refuses absurd counts, a place outside the rules and a reader without the create grant, writing nothing', async () => {
    const resident = await server.login('resident1');
    const before = await storeFingerprint(server.store);
    const building = await groupId('Block A');
    const huge = await generate('save', { building_id: building, units: 50, floors: 200, apartments_per_floor: 50 });
    expect(huge.status).toBe(422);
    expect(huge.body.error).toMatchObject({ code: 'invalid_data', fields: { units: 'At most 2000 groups can be generated at once' } });
    const tooMany = await generate('tree', { building_id: building, units: 1000, floors: 1, apartments_per_floor: 1 });
    expect(tooMany.body.error.fields.units).toBe('Value must be less than or equal to 50');
    const perFloor = await generate('tree', { building_id: building, units: 1, floors: 1, apartments_per_floor: 50, numbering: 'per_floor', first_apartment: 60 });
    expect(perFloor.body.error.fields.first_apartment).toBe('Numbered per floor, apartment numbers end at 99');
    // Floors need a building above them: a site gets none.
    const onSite = { building_id: await groupId('Riverside Residence'), units: 1, floors: 1, apartments_per_floor: 1 };
    for (const step of ['tree', 'save'] as const) {
      const answer = await generate(step, onSite);
      expect([answer.status, answer.body.error.code]).toEqual([422, 'needs_building_parent']);
    }
    expect((await generate('save', { building_id: building, units: 1, floors: 1, apartments_per_floor: 1, first_unit: 9 }, resident)).status).toBe(403);
    expect(await storeFingerprint(server.store)).toEqual(before);
  });
});
