/**
 * The spreadsheet import flow over real HTTP on SQLite and PostgreSQL (schemas/import.ts): upload, automatic
 * mapping, the dry run's outcome and errors per row, apply, batch undo and its refusal, failed rows, and the
 * export that imports back unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { isZip } from '../export/xlsx-reader.test-support';
import { csv, download, importSteps, projectTables, uploadFile } from '../test-support/import-client';

const BLOCK_A = 'Riverside Residence/Block A';
const APARTMENT_111 = 'Riverside Residence/Block A/Block A entrance 1/Apartment 111';

describe.each(DIALECTS)('spreadsheet import on %s', (dialect) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
  });
  afterAll(async () => server?.close());

  const cards = (rows: string[][], separator = ';') => csv([['Name', 'Type', 'Value', 'Owner', 'Groups'], ...rows], separator);

  it('maps the columns by header, dry-runs each row with its errors, applies, and undoes exactly that import', async () => {
    const before = await projectTables(server);
    const file = cards([
      ['Card one', 'card', '9100001', 'resident1@example.com', ''],
      ['Card two', 'card', '9100002', '', APARTMENT_111],
      ['x'.repeat(300), 'card', '9100003', '', APARTMENT_111],
      ['Card four', 'card', '9100004', 'nobody@example.com', ''],
      ['=HYPERLINK("http://evil")', 'card', '9100005', '', APARTMENT_111],
    ]);
    const uploaded = await uploadFile(server, admin, 'identifiers', file);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.data.file_columns.map((c: { field: string | null }) => c.field)).toEqual(['name', 'type', 'value', 'owner', 'domain_ids']);
    expect(await projectTables(server)).toEqual(before); // an upload writes only its own import

    const steps = importSteps(server, admin, 'identifiers', uploaded.body.data.id);
    const dry = await steps.dryRun();
    expect(dry.status).toBe(200);
    expect(dry.body.data.counts).toEqual({ create: 2, update: 0, skip: 0, error: 3 });
    const errors = Object.fromEntries(dry.body.data.rows.map((r: { row: number; errors: { key: string; field: string }[] }) => [r.row, r.errors.map((e) => `${e.field}:${e.key}`)]));
    expect(errors).toEqual({ 1: [], 2: [], 3: ['name:validation.max_length'], 4: ['owner:validation.not_found'], 5: ['name:validation.formula'] });
    expect(dry.body.data.rows[2].errors[0].text).toBe('Name: Max length 255 chars');
    expect(await projectTables(server)).toEqual(before); // a dry run writes nothing

    const applied = await steps.apply();
    expect(applied.body.data).toMatchObject({ status: 'applied', counts: { create: 2, update: 0, skip: 0, error: 3 } });
    const found = await server.request('GET', '/identifiers/items', { token: admin, query: { filters: { matching: 'match_any', items: [{ field: 'value', rule: 'begins_with', value: '91000' }] }, size: 10 } });
    expect(found.body.data.map((i: { name: string }) => i.name).sort()).toEqual(['Card one', 'Card two']);

    const failed = await steps.failedRows();
    expect(failed.status).toBe(200);
    expect(isZip(failed.bytes)).toBe(true);

    const undone = await steps.undo();
    expect(undone.status).toBe(200);
    expect(undone.body.data.status).toBe('undone');
    const after = await projectTables(server);
    expect(Object.keys(after).filter((table) => after[table].content !== before[table]?.content)).toEqual(['audit_events']);
    expect((await steps.undo()).status).toBe(409);
  });

  it('refuses the undo, with the rows, once a record it wrote changed since, and changes nothing', async () => {
    const uploaded = await uploadFile(server, admin, 'identifiers', cards([['Undo one', 'card', '9200001', '', BLOCK_A], ['Undo two', 'card', '9200002', '', BLOCK_A]]));
    const steps = importSteps(server, admin, 'identifiers', uploaded.body.data.id);
    await steps.apply();
    const list = await server.request('GET', '/identifiers/items', { token: admin, query: { filters: { matching: 'match_all', items: [{ field: 'name', rule: 'equals', value: 'Undo two' }] } } });
    const changed = list.body.data[0].id;
    expect((await server.request('PATCH', `/identifiers/${changed}`, { token: admin, body: { description: 'edited by hand' } })).status).toBe(200);
    const before = await projectTables(server);
    const refused = await steps.undo();
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('import_undo_refused');
    expect(refused.body.error.rows).toEqual([{ row: 2, record_id: changed, reason: 'changed' }]);
    expect(await projectTables(server)).toEqual(before);
  });

  it('runs an apply sent twice at once only once', async () => {
    const uploaded = await uploadFile(server, admin, 'identifiers', cards(Array.from({ length: 30 }, (_, i) => [`Twice ${i}`, 'card', String(9300000 + i), '', BLOCK_A])));
    const steps = importSteps(server, admin, 'identifiers', uploaded.body.data.id);
    const answers = await Promise.all([steps.apply(), steps.apply()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const list = await server.request('GET', '/identifiers/items', { token: admin, query: { filters: { matching: 'match_all', items: [{ field: 'name', rule: 'begins_with', value: 'Twice ' }] }, size: 100 } });
    expect(list.body.pagination.total).toBe(30);
  });

  it('queues one identifiers sync per device its rows reach once the apply commits, and none for a dry run', async () => {
    const device = (await server.request('GET', '/devices/items', { token: admin, query: { size: 1, sort: 'id' } })).body.data[0];
    await server.request('PATCH', `/devices/${device.id}`, { token: admin, body: { protocol: 'mqtt' } });
    const blockA = (await server.request('GET', '/groups/items', { token: admin, query: { filters: { matching: 'match_all', items: [{ field: 'name', rule: 'equals', value: 'Block A' }] } } })).body.data[0];
    expect((await server.request('PUT', '/access-rules', { token: admin, body: { name: 'Imported cards rule', device_ids: [device.id], domain_ids: [blockA.id] } })).status).toBe(201);
    const unsent = () => server.store.db.selectFrom('device_tasks').select('id').where('device_id', '=', device.id).where('type', '=', 'sync_identifiers').where('status', 'in', ['new', 'queued', 'waiting']);
    await server.store.db.updateTable('device_tasks').set({ status: 'completed' }).where('id', 'in', unsent()).execute(); // a quiet device
    const uploaded = await uploadFile(server, admin, 'identifiers', cards(Array.from({ length: 3 }, (_, i) => [`Synced ${i}`, 'card', String(9400000 + i), '', BLOCK_A])));
    const steps = importSteps(server, admin, 'identifiers', uploaded.body.data.id);
    await steps.dryRun();
    expect(await unsent().execute()).toEqual([]);
    expect((await steps.apply()).body.data.counts.create).toBe(3);
    expect(await unsent().execute()).toHaveLength(1);
  });

  it('exports identifiers as XLSX that imports back unchanged', async () => {
    const exported = await download(server, admin, '/identifiers/export');
    expect(exported.status).toBe(200);
    expect(isZip(exported.bytes)).toBe(true);
    const before = await projectTables(server);
    const uploaded = await uploadFile(server, admin, 'identifiers', exported.bytes, 'identifiers.xlsx');
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.data.file_columns.every((c: { field: string | null }) => c.field !== null)).toBe(true);
    const steps = importSteps(server, admin, 'identifiers', uploaded.body.data.id);
    const dry = await steps.dryRun({ duplicates: 'overwrite' });
    expect(dry.body.data.rows.filter((r: { errors: unknown[] }) => r.errors.length)).toEqual([]);
    expect(dry.body.data.rows.every((r: { duplicate: boolean; action: string }) => r.duplicate && r.action === 'skip')).toBe(true);
    expect(dry.body.data.counts.skip).toBe(uploaded.body.data.row_count);
    const applied = await steps.apply({ duplicates: 'overwrite' });
    expect(applied.body.data.counts.update).toBe(0);
    expect(await projectTables(server)).toEqual(before);
  });

  it('imports a group structure by paths, parents first (types by code or by label in any language, a licence by its parts), and users into those groups, then exports both back unchanged', async () => {
    const groups = csv([
      ['Parent group', 'Name', 'Type', 'Logic address', 'License: Licenses in packages', 'License: Packages: Plus: Licenses', 'License: License period: From', 'License: License period: To'],
      ['Riverside Residence', 'Block C', '3', '3', 'true', '20', '1767225600000', '1798761600000'],
      ['Riverside Residence/Block C', 'Block C entrance 1', 'Unit', '1', '', '', '', ''],
      ['Riverside Residence/Block C/Block C entrance 1', 'Apartment 311', 'Квартира', '', '', '', '', ''],
      ['Nowhere/Block Z', 'Apartment 999', '5', '', '', '', '', ''],
    ]);
    const uploadedGroups = await uploadFile(server, admin, 'groups', groups);
    const licence = ['perPackage', 'packages[type=plus].qty', 'restrictPeriod.from', 'restrictPeriod.to'].map((part) => `license_info.${part}`);
    expect(uploadedGroups.body.data.file_columns.map((c: { field: string | null }) => c.field)).toEqual(['parent_id', 'name', 'domain_type_id', 'logic_address', ...licence]);
    const groupRun = await importSteps(server, admin, 'groups', uploadedGroups.body.data.id).apply();
    expect(groupRun.body.data.counts).toEqual({ create: 3, update: 0, skip: 0, error: 1 });
    const apartment = await server.request('GET', '/groups/items', { token: admin, query: { filters: { matching: 'match_all', items: [{ field: 'name', rule: 'equals', value: 'Apartment 311' }] } } });
    expect(apartment.body.data[0].domain_type_id).toBe(5);
    const blockC = await server.request('GET', '/groups/items', { token: admin, query: { filters: { matching: 'match_all', items: [{ field: 'name', rule: 'equals', value: 'Block C' }] } } });
    expect(blockC.body.data[0].license_info).toMatchObject({ perPackage: true, packages: [{ type: 'plus', qty: 20 }], restrictPeriod: { from: 1767225600000, to: 1798761600000 } });

    const users = csv([
      ['Login', 'Name', 'E-mail', 'Role', 'Groups'],
      ['resident.c1', 'Carol C', 'carol.c@example.com', 'Resident', 'Riverside Residence/Block C/Block C entrance 1/Apartment 311'],
    ]);
    const uploadedUsers = await uploadFile(server, admin, 'users', users);
    const userRun = await importSteps(server, admin, 'users', uploadedUsers.body.data.id).apply();
    expect(userRun.body.data.counts).toEqual({ create: 1, update: 0, skip: 0, error: 0 });
    const carol = await server.request('GET', '/users/items', { token: admin, query: { filters: { matching: 'match_all', items: [{ field: 'login', rule: 'equals', value: 'resident.c1' }] } } });
    expect(carol.body.data).toHaveLength(1);

    for (const path of ['groups', 'users']) {
      const before = await projectTables(server);
      const exported = await download(server, admin, `/${path}/export`);
      const again = await uploadFile(server, admin, path, exported.bytes, `${path}.xlsx`);
      const dry = await importSteps(server, admin, path, again.body.data.id).dryRun({ duplicates: 'overwrite' });
      expect(dry.body.data.rows.filter((r: { action: string }) => r.action !== 'skip'), path).toEqual([]);
      expect(await projectTables(server)).toEqual(before);
    }
  });

  // Last: the export round trip above reads every identifier, these 520 among them otherwise.
  it('writes the audit events of a long file together (more than one INSERT of 500): one per kept row, none for the refused row 500', async () => {
    const lastEvent = Number((await server.store.db.selectFrom('audit_events').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id);
    const rows = Array.from({ length: 521 }, (_, i) => [i === 499 ? 'x'.repeat(300) : `Long file ${i}`, 'card', String(9500000 + i), '', BLOCK_A]);
    const uploaded = await uploadFile(server, admin, 'identifiers', cards(rows));
    const steps = importSteps(server, admin, 'identifiers', uploaded.body.data.id);
    const dry = await steps.dryRun();
    expect(dry.body.data.rows.filter((r: { errors: unknown[] }) => r.errors.length).map((r: { row: number }) => r.row)).toEqual([500]);
    const applied = await steps.apply();
    expect(applied.body.data.counts).toEqual({ create: 520, update: 0, skip: 0, error: 1 });
    const events = await server.store.db.selectFrom('audit_events').select(['entity', 'action', 'record_id']).where('id', '>', lastEvent).execute();
    const created = await server.store.db.selectFrom('identifiers').select('id').where('value', 'like', '95%').execute();
    expect(events.filter((e) => e.entity === 'identifiers').map((e) => `${e.action} ${e.record_id}`).sort()).toEqual(created.map((c) => `create ${c.id}`).sort());
    expect(created).toHaveLength(520);
  }, 90_000);
});
