/**
 * An import's new records written in chunks of 500 (server/import/row-chunks.ts, server/crud/create-many.ts), over
 * real HTTP on SQLite and PostgreSQL: a chunk is one INSERT (its records share one created_at), a refused row is
 * still named by its index with its chunk's other rows written once each, the undo reverts exactly the import,
 * and a row repeating an earlier row of its chunk is that row's duplicate.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { csv, importSteps, projectTables, uploadFile } from '../test-support/import-client';

const BLOCK_A = 'Riverside Residence/Block A';

interface Outcome {
  row: number;
  action: string;
  duplicate: boolean;
  record_id: number | null;
  errors: { field: string; key: string }[];
}

describe.each(DIALECTS)('import in chunks on %s', (dialect) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
  });
  afterAll(async () => server?.close());

  const cards = (rows: string[][]) => csv([['Name', 'Type', 'Value', 'Owner', 'Groups'], ...rows], ';');
  /** `count` cards valued from `first`, in Block A; `row` (1-based) may be changed by `change`. */
  const cardRows = (first: number, count: number, change: (row: number, cells: string[]) => string[] = (_, cells) => cells) =>
    Array.from({ length: count }, (_, i) => change(i + 1, [`Chunk card ${first + i}`, 'card', String(first + i), '', BLOCK_A]));

  const identifiersFrom = (first: number, count: number) =>
    server.store.db.selectFrom('identifiers').select(['id', 'value', 'created_at']).where('value', '>=', String(first)).where('value', '<', String(first + count)).where('type', '=', 'card').execute();

  const auditedSince = async (lastEvent: number) =>
    (await server.store.db.selectFrom('audit_events').select(['action', 'record_id']).where('id', '>', lastEvent).where('entity', '=', 'identifiers').execute()).map((e) => `${e.action} ${e.record_id}`).sort();

  const lastEventId = async () => Number((await server.store.db.selectFrom('audit_events').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id);

  it('writes a clean 2,000-row file in four INSERTs of 500, one audit event per record, and the undo reverts exactly it', async () => {
    const before = await projectTables(server);
    const lastEvent = await lastEventId();
    const uploaded = await uploadFile(server, admin, 'identifiers', cards(cardRows(9_700_000, 2_000)));
    const steps = importSteps(server, admin, 'identifiers', uploaded.body.data.id);
    const applied = await steps.apply();
    expect(applied.body.data.counts).toEqual({ create: 2_000, update: 0, skip: 0, error: 0 });
    const written = await identifiersFrom(9_700_000, 2_000);
    expect(written).toHaveLength(2_000);
    expect(new Set(written.map((r) => String(r.created_at))).size).toBe(4);
    expect(await auditedSince(lastEvent)).toEqual(written.map((r) => `create ${r.id}`).sort());

    expect((await steps.undo()).body.data.status).toBe('undone');
    const after = await projectTables(server);
    expect(Object.keys(after).filter((table) => after[table].content !== before[table]?.content)).toEqual(['audit_events']);
  }, 180_000);

  it('names row 1,234 of 2,000 that a rule refuses, writes nothing in a dry run, and writes its chunk\'s other rows once each', async () => {
    // Neither owner nor groups: the identifiers' rule (owner_or_group), decided in the write's hook, not by a cell.
    const rows = cardRows(9_800_000, 2_000, (row, cells) => (row === 1_234 ? [cells[0], 'card', cells[2], '', ''] : cells));
    const before = await projectTables(server);
    const uploaded = await uploadFile(server, admin, 'identifiers', cards(rows));
    const steps = importSteps(server, admin, 'identifiers', uploaded.body.data.id);
    const dry = await steps.dryRun();
    const refused = dry.body.data.rows.filter((r: Outcome) => r.errors.length);
    expect(refused.map((r: Outcome) => [r.row, r.errors.map((e) => `${e.field}:${e.key}`)])).toEqual([[1_234, ['domain_ids:errors.codes.invalid_data']]]);
    expect(await projectTables(server)).toEqual(before);

    const lastEvent = await lastEventId();
    const applied = await steps.apply();
    expect(applied.body.data.counts).toEqual({ create: 1_999, update: 0, skip: 0, error: 1 });
    const written = await identifiersFrom(9_800_000, 2_000);
    expect(written).toHaveLength(1_999);
    expect(written.map((r) => String(r.value))).not.toContain(String(9_800_000 + 1_233));
    expect(await auditedSince(lastEvent)).toEqual(written.map((r) => `create ${r.id}`).sort());
  }, 180_000);

  it('counts the licences of a chunk\'s users together: past the licensed quantity the rows are refused by index, the ones before written', async () => {
    const users = await server.store.db.selectFrom('users').select('license_info').execute();
    // As the licence counts count them (countHolders): the flag stored on, in an active licence.
    const holding = (flag: string) => users.filter((u) => String(u.license_info ?? '').includes(`"${flag}":true`) && JSON.parse(String(u.license_info)).isActive).length;
    const qty = Math.max(holding('sip'), holding('mobileApp')) + 3;
    const settings = (features: object) => server.request('PATCH', '/project-settings/licenses', { token: admin, body: { features } });
    expect((await settings({ sip: { qty }, mobile_app: { qty } })).status).toBe(200);
    try {
      const rows = Array.from({ length: 5 }, (_, i) => [`chunk.licence.${i}`, `Chunk licence ${i}`, `chunk.licence.${i}@example.com`, BLOCK_A]);
      const uploaded = await uploadFile(server, admin, 'users', csv([['Login', 'Name', 'E-mail', 'Groups'], ...rows]));
      const applied = await importSteps(server, admin, 'users', uploaded.body.data.id).apply();
      expect(applied.body.data.counts).toEqual({ create: 3, update: 0, skip: 0, error: 2 });
      const written = await server.store.db.selectFrom('users').select('login').where('login', 'like', 'chunk.licence.%').orderBy('login').execute();
      expect(written.map((u) => u.login)).toEqual(['chunk.licence.0', 'chunk.licence.1', 'chunk.licence.2']);
    } finally {
      expect((await settings({ sip: { qty: null }, mobile_app: { qty: null } })).status).toBe(200);
    }
  }, 120_000);

  it('names a group refused by the hierarchy rules in a chunk of groups (an apartment straight under the site), and writes the others with their paths', async () => {
    const header = ['Parent group', 'Name', 'Type', 'Logic address'];
    const apartments = Array.from({ length: 40 }, (_, i) => ['Chunk site/Chunk building/Chunk entrance', `Chunk apartment ${i + 1}`, '5', '']);
    apartments[29] = ['Chunk site', 'Chunk apartment 30', '5', ''];
    const rows = [['', 'Chunk site', '2', '917'], ['Chunk site', 'Chunk building', '3', '1'], ['Chunk site/Chunk building', 'Chunk entrance', '4', '1'], ...apartments];
    const uploaded = await uploadFile(server, admin, 'groups', csv([header, ...rows]));
    const steps = importSteps(server, admin, 'groups', uploaded.body.data.id);
    const dry = await steps.dryRun();
    const refused = dry.body.data.rows.filter((r: Outcome) => r.errors.length);
    expect(refused.map((r: Outcome) => [r.row, r.errors.map((e) => e.key)])).toEqual([[33, ['errors.codes.needs_building_parent']]]);
    const applied = await steps.apply();
    expect(applied.body.data.counts).toEqual({ create: 42, update: 0, skip: 0, error: 1 });
    const entrance = await server.store.db.selectFrom('groups').select(['id', 'path']).where('name', '=', 'Chunk entrance').executeTakeFirstOrThrow();
    const placed = await server.store.db.selectFrom('groups').select(['id', 'name', 'path']).where('parent_id', '=', entrance.id).execute();
    expect(placed).toHaveLength(39);
    expect(placed.map((g) => g.name)).not.toContain('Chunk apartment 30');
    for (const group of placed) expect(String(group.path)).toBe(`${entrance.path}${group.id}.`);
  }, 120_000);

  it('finds a row repeating an earlier row of its chunk as that row\'s duplicate: skipped, or overwriting it', async () => {
    const rows = cardRows(9_900_000, 10, (row, cells) => (row === 7 ? ['Chunk card again', 'card', String(9_900_002), '', BLOCK_A] : cells));
    const skipped = await uploadFile(server, admin, 'identifiers', cards(rows));
    const applied = await importSteps(server, admin, 'identifiers', skipped.body.data.id).dryRun();
    expect(applied.body.data.counts).toEqual({ create: 9, update: 0, skip: 1, error: 0 });
    const seventh = applied.body.data.rows.find((r: Outcome) => r.row === 7);
    expect(seventh).toMatchObject({ action: 'skip', duplicate: true });

    const overwriting = await uploadFile(server, admin, 'identifiers', cards(rows));
    const steps = importSteps(server, admin, 'identifiers', overwriting.body.data.id);
    const overwritten = await steps.apply({ duplicates: 'overwrite' });
    expect(overwritten.body.data.counts).toEqual({ create: 9, update: 1, skip: 0, error: 0 });
    const written = await identifiersFrom(9_900_000, 10);
    expect(written).toHaveLength(9);
    const third = await server.request('GET', `/identifiers/${written.find((r) => String(r.value) === String(9_900_002))!.id}`, { token: admin });
    expect(third.body.data.name).toBe('Chunk card again');
  }, 120_000);
});
