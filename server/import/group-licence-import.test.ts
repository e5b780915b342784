/**
 * The group structure import's licence columns over real HTTP on SQLite and PostgreSQL (issue 37, 000 §5.2):
 * headers matched by their labels, each bad row's error per row index in the spec's words (count too low or too
 * big, period from after to, both values), periods as dates, an overwrite that changes only the parts given, and the privilege
 * rule (an importer gives no licence they could not give by hand).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { csv, importSteps, projectTables, uploadFile } from '../test-support/import-client';

const HEADER = ['Parent group', 'Name', 'Type', 'License: Licenses in packages', 'License: Packages: Plus: Licenses', 'License: License period: From', 'License: License period: To'];
const FROM = 1_767_225_600_000; // 2026-01-01
const TO = 1_798_761_600_000; // 2027-01-01

interface Row {
  row: number;
  action: string;
  errors: { field: string | null; key: string; text: string }[];
}

describe.each(DIALECTS)('group structure import of licences on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  const site = `Licence site ${dialect}`;
  const path = `Riverside Residence/${site}`;

  const groupNamed = async (name: string) => {
    const found = await server.request('GET', '/groups/items', { token: admin, query: { filters: { matching: 'match_all', items: [{ field: 'name', rule: 'equals', value: name }] } } });
    return found.body.data[0];
  };
  const upload = async (rows: string[][], token = admin) => {
    const uploaded = await uploadFile(server, token, 'groups', csv([HEADER, ...rows]));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    return { session: uploaded.body.data, steps: importSteps(server, token, 'groups', uploaded.body.data.id) };
  };
  const messages = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.row, r.errors.map((e) => `${e.field}:${e.key}`)]));

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    expect((await server.request('PATCH', '/project-settings/licenses', { token: admin, body: { package_sizes: { plus: 10, basic_paid: 5 } } })).status).toBe(200);
    const riverside = await groupNamed('Riverside Residence');
    const body = { name: site, domain_type_id: 3, parent_id: riverside.id, license_info: { perPackage: true, packages: [{ type: 'plus', qty: 30 }] } };
    expect((await server.request('PUT', '/groups', { token: admin, body })).status).toBe(201);
  });
  afterAll(async () => server?.close());

  it("maps the licence columns by header, refuses each bad row with the spec's message, writes nothing in the dry run, and applies the good row", async () => {
    const { session, steps } = await upload([
      [path, 'Licence entrance 1', 'Unit', 'true', '20', '2026-01-01', '2027-01-01T00:00:00.000Z'],
      [path, 'Licence entrance 2', 'Unit', 'true', '20', '', ''],
      [path, 'Licence entrance 3', 'Unit', 'true', '0', '', ''],
      [path, 'Licence entrance 4', 'Unit', '', '', String(FROM), ''],
      [path, 'Licence entrance 5', 'Unit', '', '', '2027-01-01', '2026-01-01'],
      [path, 'Licence entrance 6', 'Unit', '', '', '1 January 2026', '2027-01-01'],
    ]);
    const plusQty = 'license_info.packages[type=plus].qty';
    expect(session.file_columns.map((c: { field: string | null }) => c.field)).toEqual(['parent_id', 'name', 'domain_type_id', 'license_info.perPackage', plusQty, 'license_info.restrictPeriod.from', 'license_info.restrictPeriod.to']);
    const before = await projectTables(server);
    const dry = await steps.dryRun();
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(await projectTables(server)).toEqual(before);
    expect(messages(dry.body.data.rows)).toEqual({
      1: [],
      2: ['null:errors.licence_consistency.qty_exceeded'],
      3: [`${plusQty}:validation.greater_than`],
      4: ['license_info.restrictPeriod.to:validation.both_values'],
      5: ['license_info.restrictPeriod.to:validation.period_from_after_to'],
      6: ['license_info.restrictPeriod.from:validation.wrong_format'],
    });
    const texts = dry.body.data.rows.map((r: Row) => r.errors.map((e) => e.text).join());
    expect(texts.slice(1)).toEqual([
      `${site} has 30 Plus licenses; its child groups take 40`,
      'License: Packages: Plus: Licenses: Value must be greater than or equal to 1',
      'License: License period: To: Both values must be specified',
      'License: License period: To: The period starts after it ends',
      'License: License period: From: Wrong format',
    ]);

    const applied = await steps.apply();
    expect(applied.body.data.counts).toEqual({ create: 1, update: 0, skip: 0, error: 5 });
    const created = await groupNamed('Licence entrance 1');
    expect(created.license_info).toMatchObject({ perPackage: true, packages: [{ type: 'plus', qty: 20, period: 12 }], restrictPeriod: { from: FROM, to: TO } });
  });

  it("overwrites only the licence's parts a row gives, keeping the rest of the stored licence", async () => {
    const later = TO - 86_400_000;
    const { steps } = await upload([[path, 'Licence entrance 1', 'Unit', '', '', String(FROM), String(later)]]);
    const applied = await steps.apply({ duplicates: 'overwrite' });
    expect(applied.body.data.counts).toEqual({ create: 0, update: 1, skip: 0, error: 0 });
    const updated = await groupNamed('Licence entrance 1');
    expect(updated.license_info).toMatchObject({ perPackage: true, packages: [{ type: 'plus', qty: 20 }], restrictPeriod: { from: FROM, to: later } });
  });

  it('gives no licence the importer could not give by hand: the row is refused, the others are imported', async () => {
    const role = await server.request('PUT', '/roles', { token: admin, body: { name: `Structure importer ${dialect}`, permissions: ['groups.view.all', 'groups.create.root', 'groups.edit.all'] } });
    expect(role.status).toBe(201);
    const riverside = await groupNamed('Riverside Residence');
    const body = { login: `importer.${dialect}`, name: 'Importer', password: 'importer-password', role_id: role.body.data.id, domain_ids: [riverside.id], send_registration_link: false };
    expect((await server.request('PUT', '/users', { token: admin, body })).status).toBe(201);
    const token = await server.login(`importer.${dialect}`, 'importer-password');
    const { steps } = await upload(
      [
        [path, 'Unlicensed entrance', 'Unit', '', '', '', ''],
        [path, 'Self-licensed entrance', 'Unit', 'true', '10', '', ''],
      ],
      token,
    );
    const before = await projectTables(server);
    const dry = await steps.dryRun();
    expect(messages(dry.body.data.rows)).toEqual({ 1: [], 2: ['license_info:errors.codes.prohibited'] });
    expect(await projectTables(server)).toEqual(before);
    expect((await steps.apply()).body.data.counts).toEqual({ create: 1, update: 0, skip: 0, error: 1 });
    expect(await groupNamed('Self-licensed entrance')).toBeUndefined();
  });
});
