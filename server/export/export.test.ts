/**
 * Exports over real HTTP on SQLite and PostgreSQL: CSV and xlsx with the list's filters and sort, the
 * caller's scope, formula-safe cells, the extra export permission of identifiers, and refused input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceEvent, entities } from '../../schemas';
import { SYSTEM_ACTOR } from '../access/actor';
import * as repository from '../crud/repository';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';
import { exportColumns } from './export-columns';
import { isZip, sheetTexts } from './xlsx-reader.test-support';

type Row = Record<string, any>;
const by = (field: string, rule: string, value: unknown) => ({ matching: 'match_all', items: [{ field, rule, value }] });
const csvLines = (text: string) => text.replace(/^\uFEFF/, '').trim().split('\r\n');

describe('export declarations', () => {
  it('every entity with an export has the picker on its list, and its columns exist', () => {
    for (const entity of entities) {
      expect(Boolean(entity.export), entity.name).toBe(Boolean(entity.actions?.list?.includes('list_export')));
      if (entity.export) expect(exportColumns(entity, entities).length, entity.name).toBeGreaterThan(1);
    }
    expect(entities.filter((e) => e.export).map((e) => e.path).sort()).toEqual(
      ['access-control/events', 'announces/results', 'devices/events', 'devices/heartbeat', 'devices/tasks', 'elevators/events', 'identifiers'],
    );
  });
});

describe.each(DIALECTS)('exports on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let managerA: string;
  let resident: string;
  let devices: Row[];
  let blockA: number;

  async function download(path: string, token: string, query: Record<string, unknown> = {}) {
    const url = new URL(`/api/v0${path}`, server.url);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
  }

  beforeAll(async () => {
    server = await startServer(dialect);
    [admin, managerA, resident] = await Promise.all(['admin', 'manager.a', 'resident1'].map((login) => server.login(login)));
    devices = (await server.request('GET', '/devices/items', { token: admin, query: { size: 100, sort: 'id' } })).body.data;
    blockA = (await server.request('GET', '/groups/items', { token: admin, query: { filters: by('name', 'equals', 'Block A') } })).body.data[0].id;
  });
  afterAll(async () => server?.close());

  const inBlockA = () => devices.find((d) => d.domain_id === blockA)!;
  const inBlockB = () => devices.find((d) => d.domain_id !== blockA)!;

  it('CSV: the list filters and sort, the device name, formula cells neutralised', async () => {
    const target = inBlockA();
    await repository.create(server.store, deviceEvent, SYSTEM_ACTOR, {
      device_id: target.id, domain_id: blockA, type: 'door_opened', message: '=HYPERLINK("http://evil","x")', data: {}, at: new Date().toISOString(),
    });
    const { status, body, headers } = await server.request('GET', '/devices/events/download', {
      token: managerA, query: { export_format: 'csv', filters: by('device_id', 'equals', target.id), sort: '-at' },
    });
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/csv');
    expect(headers.get('content-disposition')).toMatch(/attachment; filename="devices-events-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csvLines(body);
    expect(lines[0]).toBe('id,at,device_id,device,type,message,data');
    expect(lines).toHaveLength(7);
    expect(headers.get('x-total-count')).toBe('6');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(lines[1]).toContain(`,${target.id},${target.name},door_opened,`);
    expect(lines.slice(1).every((line) => line.split(',')[2] === String(target.id))).toBe(true);
    const moments = lines.slice(1).map((line) => line.split(',')[1]);
    expect(moments).toEqual([...moments].sort().reverse());
  });

  it("xlsx: a zip workbook whose cells are the rows; a group manager's file holds only their groups' rows", async () => {
    const all = await download('/devices/events/download', admin, { export_format: 'xlsx' });
    const mine = await download('/devices/events/download', managerA, { export_format: 'xlsx' });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(mine.headers.get('content-disposition')).toMatch(/filename="devices-events-\d{4}-\d{2}-\d{2}\.xlsx"/);
    expect(isZip(mine.bytes)).toBe(true);
    const texts = sheetTexts(mine.bytes);
    expect(texts.slice(0, 7)).toEqual(['id', 'at', 'device_id', 'device', 'type', 'message', 'data']);
    expect(texts).toContain(inBlockA().name);
    expect(texts).not.toContain(inBlockB().name);
    expect(sheetTexts(all.bytes)).toContain(inBlockB().name);
    const listed = (await server.request('GET', '/devices/events/items', { token: managerA, query: { size: 1 } })).body.pagination.total;
    expect(mine.headers.get('x-total-count')).toBe(String(listed));
    expect(Number(all.headers.get('x-total-count'))).toBeGreaterThan(listed);
    expect(texts).toContain(`'=HYPERLINK("http://evil","x")`);
  });

  it('device tasks, heartbeat status, access-control events and elevator events download in both formats, scoped', async () => {
    for (const path of ['devices/tasks', 'devices/heartbeat', 'access-control/events', 'elevators/events']) {
      const csv = await server.request('GET', `/${path}/download`, { token: admin, query: { export_format: 'csv' } });
      expect(csv.status, path).toBe(200);
      expect(csvLines(csv.body).length - 1, path).toBe(Number(csv.headers.get('x-total-count')));
      const xlsx = await download(`/${path}/download`, admin, { export_format: 'xlsx' });
      expect(isZip(xlsx.bytes), path).toBe(true);
      const none = await server.request('GET', `/${path}/download`, { token: resident, query: { export_format: 'csv' } });
      expect(csvLines(none.body), path).toHaveLength(1);
    }
    const tasks = csvLines((await server.request('GET', '/devices/tasks/download', { token: managerA })).body);
    const blockANames = new Set(devices.filter((d) => d.domain_id === blockA).map((d) => d.name));
    expect(tasks.length).toBeGreaterThan(1);
    expect(tasks.slice(1).every((line) => blockANames.has(line.split(',')[3]))).toBe(true);
  });

  it('identifiers need identifiers.export beyond the view grant, then export only the groups in scope', async () => {
    expect((await server.request('GET', '/identifiers/download', { token: managerA })).status).toBe(403);
    const roles = (await server.request('GET', '/roles/items', { token: admin, query: { filters: by('name', 'equals', 'Group administrator') } })).body.data;
    await server.request('PATCH', `/roles/${roles[0].id}`, { token: admin, body: { permissions: [...roles[0].permissions, 'identifiers.export'] } });
    const token = await server.login('manager.a');
    const answer = await server.request('GET', '/identifiers/download', { token, query: { export_format: 'csv', sort: 'name' } });
    expect(answer.status).toBe(200);
    const listed = (await server.request('GET', '/identifiers/items', { token, query: { size: 100 } })).body;
    const everything = (await server.request('GET', '/identifiers/items', { token: admin, query: { size: 1 } })).body.pagination.total;
    const lines = csvLines(answer.body);
    expect(lines.slice(1).map((line) => Number(line.split(',')[0])).sort((a, b) => a - b)).toEqual(listed.data.map((i: Row) => i.id).sort((a: number, b: number) => a - b));
    expect(lines.length - 1).toBeLessThan(everything);
    expect(lines[0]).toBe('id,name,type,value,is_active,revoked,owner,owner_user,domain_ids,period_restrict_from,period_restrict_to,passes_restrict_count,passes_used,created_at');
  });

  it('refuses a hostile or unknown format, a field outside the list and a bad filter, writing nothing', async () => {
    const before = await storeFingerprint(server.store);
    for (const format of ['pdf', 'xlsx;rm -rf', '../../etc/passwd', 'CSV', '']) {
      const answer = await server.request('GET', '/devices/events/download', { token: admin, query: { export_format: format } });
      expect(answer.status, format).toBe(400);
      expect(answer.body.error.fields, format).toEqual({ export_format: 'one_of:csv,xlsx' });
    }
    const twice = await fetch(new URL('/api/v0/devices/events/download?export_format=csv&export_format=xlsx', server.url), { headers: { authorization: `Bearer ${admin}` } });
    expect(twice.status).toBe(400);
    expect((await server.request('GET', '/devices/events/download', { token: admin, query: { sort: 'password' } })).status).toBe(400);
    expect((await server.request('GET', '/devices/events/download', { token: admin, query: { filters: by('secret', 'equals', 1) } })).status).toBe(400);
    expect((await server.request('GET', '/devices/events/download', { query: { export_format: 'csv' } })).status).toBe(401);
    expect(await storeFingerprint(server.store)).toEqual(before);
  });
});
