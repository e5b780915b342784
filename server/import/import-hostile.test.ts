/**
 * Hostile spreadsheets over real HTTP on SQLite and PostgreSQL: each gets a clear error, and the fingerprint
 * shows nothing written (the imports' own table included where the file is refused whole).
 */
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '../../schemas/import';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';
import { csv, importSteps, projectTables, uploadFile } from '../test-support/import-client';

const BLOCK_B = 'Riverside Residence/Block B';

/** A zip whose one part is `bytes` of zeros, deflated, with its declared unpacked size replaced by `declared`. */
function zeroZip(bytes: number, declared?: number) {
  const zip = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(bytes) });
  if (declared === undefined) return zip;
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  view.setUint32(22, declared, true); // the local header's
  view.setUint32(view.getUint32(zip.length - 22 + 16, true) + 24, declared, true); // the central directory's
  return zip;
}

/** An XLSX of one sheet as a spreadsheet program saves it: each formula cell with its formula and its cached result. */
function xlsxWithFormulas(rows: (string | { formula: string; cached: string })[][]) {
  const xml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');
  const cell = (value: string | { formula: string; cached: string }, at: string) =>
    typeof value === 'string' ? `<c r="${at}" t="inlineStr"><is><t>${xml(value)}</t></is></c>` : `<c r="${at}" t="str"><f>${xml(value.formula)}</f><v>${xml(value.cached)}</v></c>`;
  const sheet = rows.map((row, r) => `<row r="${r + 1}">${row.map((value, c) => cell(value, `${String.fromCharCode(65 + c)}${r + 1}`)).join('')}</row>`).join('');
  const part = (text: string) => new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?>${text}`);
  const relations = (target: string, type: string) => `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"/></Relationships>`;
  return zipSync({
    '[Content_Types].xml': part('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>'),
    '_rels/.rels': part(relations('xl/workbook.xml', 'officeDocument')),
    'xl/workbook.xml': part('<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Cards" sheetId="1" r:id="rId1"/></sheets></workbook>'),
    'xl/_rels/workbook.xml.rels': part(relations('worksheets/sheet1.xml', 'worksheet')),
    'xl/worksheets/sheet1.xml': part(`<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheet}</sheetData></worksheet>`),
  });
}

describe.each(DIALECTS)('hostile spreadsheets on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let managerA: string;

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    // A group administrator who may import cards, within their own block.
    const roles = await server.request('GET', '/roles/items', { token: admin, query: { filters: { matching: 'match_all', items: [{ field: 'name', rule: 'equals', value: 'Group administrator' }] } } });
    const [role] = roles.body.data;
    expect((await server.request('PATCH', `/roles/${role.id}`, { token: admin, body: { permissions: [...role.permissions, 'identifiers.import'] } })).status).toBe(200);
    managerA = await server.login('manager.a');
  });
  afterAll(async () => server?.close());

  /** The file is refused whole with `code`, and nothing at all is written, not even an import. */
  async function refusedWhole(bytes: Uint8Array | string, name: string, status: number, code: string) {
    const before = await storeFingerprint(server.store);
    const answer = await uploadFile(server, admin, 'identifiers', bytes, name);
    expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status, code });
    expect(await storeFingerprint(server.store)).toEqual(before);
  }

  it('refuses a 50 MB file before reading it', async () => {
    const line = 'Card,card,1234567\r\n';
    await refusedWhole(line.repeat(Math.ceil((50 * 1024 * 1024) / line.length)), 'big.csv', 413, 'import_file_too_large');
  });

  it('refuses a zip bomb disguised as XLSX by its declared sizes, and one that lies about them', async () => {
    await refusedWhole(zeroZip(2 * 1024 * 1024), 'estate.xlsx', 422, 'import_unreadable_file'); // ratio about 1:1000
    await refusedWhole(zeroZip(1024, 3_000_000_000), 'estate.xlsx', 422, 'import_unreadable_file'); // declares 3 GB
    await refusedWhole(zeroZip(2 * 1024 * 1024, 1000), 'estate.xlsx', 422, 'import_unreadable_file'); // declares 1 KB: cut there
  });

  it('refuses a file in neither UTF-8 nor Windows-1251, and reads Windows-1251 with Russian headers and semicolons', async () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...[...'Name,Type\r\nA,card'].flatMap((c) => [c.charCodeAt(0), 0])]);
    await refusedWhole(utf16, 'cards.csv', 422, 'import_unreadable_file');
    const text = 'Название;Тип;Значение\r\nКарта Иванова;card;9400001\r\n';
    const cp1251 = Uint8Array.from([...text].map((c) => (c.charCodeAt(0) > 127 ? c.charCodeAt(0) - 0x410 + 0xc0 : c.charCodeAt(0))));
    const answer = await uploadFile(server, admin, 'identifiers', cp1251, 'cards.csv');
    expect(answer.status).toBe(201);
    expect(answer.body.data.file_columns.map((c: { field: string; samples: string[] }) => [c.field, c.samples[0]])).toEqual([['name', 'Карта Иванова'], ['type', 'card'], ['value', '9400001']]);
  });

  it(`refuses more than ${IMPORT_LIMITS.rows} rows whole`, async () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => `C${i},card,${9_500_000 + i}`);
    await refusedWhole(['Name,Type,Value', ...rows].join('\n'), 'many.csv', 422, 'import_too_many_rows');
  });

  it('never evaluates a formula: such cells are refused per row, and the exports\' guarded form reads back as text', async () => {
    const before = await projectTables(server);
    const file = csv([['Name', 'Type', 'Value', 'Groups'], ['=1+2', 'card', '9600001', BLOCK_B], ['@SUM(A1)', 'card', '9600002', BLOCK_B], ['Plain', 'card', '=cmd|calc', BLOCK_B], ['-2+3', 'card', '9600004', BLOCK_B]]);
    const uploaded = await uploadFile(server, admin, 'identifiers', file);
    const steps = importSteps(server, admin, 'identifiers', uploaded.body.data.id);
    const applied = await steps.apply();
    expect(applied.body.data.counts).toEqual({ create: 0, update: 0, skip: 0, error: 4 });
    expect(await projectTables(server)).toEqual(before);
    const guarded = await uploadFile(server, admin, 'identifiers', csv([['Name', 'Type', 'Value', 'Groups'], ["'=1+2", 'card', '9600005', BLOCK_B]]));
    const dry = await importSteps(server, admin, 'identifiers', guarded.body.data.id).dryRun();
    expect(dry.body.data.rows[0]).toMatchObject({ action: 'create', errors: [] });
  });

  it("reads an XLSX formula cell as its formula, never its cached result, and refuses the row", async () => {
    const before = await projectTables(server);
    const file = xlsxWithFormulas([
      ['Name', 'Type', 'Value', 'Groups'],
      [{ formula: 'HYPERLINK("http://evil.example","Card")', cached: 'Card' }, 'card', '9600011', BLOCK_B],
      ['Sum card', 'card', { formula: '9600000+12', cached: '9600012' }, BLOCK_B],
    ]);
    const uploaded = await uploadFile(server, admin, 'identifiers', file, 'cards.xlsx');
    expect(uploaded.status).toBe(201);
    const steps = importSteps(server, admin, 'identifiers', uploaded.body.data.id);
    const dry = await steps.dryRun();
    expect(dry.body.data.rows.map((r: { values: Record<string, string>; errors: { field: string; key: string }[] }) => [r.values.name, r.errors.map((e) => `${e.field}:${e.key}`)])).toEqual([
      ['=HYPERLINK("http://evil.example","Card")', ['name:validation.formula']],
      ['Sum card', ['value:validation.formula']],
    ]);
    expect((await steps.apply()).body.data.counts).toEqual({ create: 0, update: 0, skip: 0, error: 2 });
    expect(await projectTables(server)).toEqual(before);
  });

  it("refuses rows naming another tenant's groups, users placed beyond the importer's groups and roles beyond its own, writing nothing", async () => {
    const before = await projectTables(server);
    const cards = csv([['Name', 'Type', 'Value', 'Owner', 'Groups'], ['Theirs', 'card', '9700001', '', BLOCK_B], ['Their resident', 'card', '9700002', 'resident5@example.com', '']]);
    const uploadedCards = await uploadFile(server, managerA, 'identifiers', cards);
    expect(uploadedCards.status).toBe(201);
    const cardRun = await importSteps(server, managerA, 'identifiers', uploadedCards.body.data.id).apply();
    expect(cardRun.body.data.counts).toEqual({ create: 0, update: 0, skip: 0, error: 2 });

    const users = csv([['Login', 'Name', 'E-mail', 'Role', 'Groups'], ['intruder.1', 'In B', 'in.b@example.com', 'Resident', BLOCK_B], ['intruder.2', 'Too strong', 'strong@example.com', 'System administrator', 'Riverside Residence/Block A']]);
    const uploadedUsers = await uploadFile(server, managerA, 'users', users);
    const dry = await importSteps(server, managerA, 'users', uploadedUsers.body.data.id).dryRun();
    expect(dry.body.data.rows.map((r: { errors: { key: string }[] }) => r.errors.map((e) => e.key))).toEqual([['validation.not_found'], ['errors.codes.prohibited']]);
    const userRun = await importSteps(server, managerA, 'users', uploadedUsers.body.data.id).apply();
    expect(userRun.body.data.counts.error).toBe(2);
    expect(await projectTables(server)).toEqual(before);
  });

  it('lets only holders of identifiers.import import identifiers, and shows an import to its importer alone', async () => {
    const resident = await server.login('resident1');
    expect((await uploadFile(server, resident, 'identifiers', csv([['Name', 'Value'], ['Mine', '9800001']]))).status).toBe(403);
    const uploaded = await uploadFile(server, admin, 'identifiers', csv([['Name', 'Value'], ['Mine', '9800001']]));
    expect((await importSteps(server, managerA, 'identifiers', uploaded.body.data.id).get()).status).toBe(404);
  });
});
