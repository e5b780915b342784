/**
 * Licence reports over HTTP on SQLite and PostgreSQL: counts on the demo estate and on users made here, each
 * filter narrowing, bad filters refused with their field and nothing written, no permission 403, a group
 * administrator seeing only their groups, and the CSV and xlsx files holding the JSON's rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../../test-support/server';
import { isZip, sheetTexts } from '../../export/xlsx-reader.test-support';
import { licenseInfoOf } from '../licence-store';

type Row = Record<string, any>;
const DAY = 86_400_000;

describe.each(DIALECTS)('licence reports on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  const groups: Record<string, number> = {};
  const used = (token: string, query: Row = {}) => server.request('GET', '/reports/licenses/used', { token, query });
  const period = (token: string, query: Row = {}) => server.request('GET', '/reports/licenses/period', { token, query });
  const rowOf = (body: Row, name: string) => body.data.find((row: Row) => row.name === name);
  const download = async (path: string, token: string, query: Row) => {
    const target = new URL(`/api/v0${path}`, server.url);
    for (const [key, value] of Object.entries(query)) target.searchParams.set(key, String(value));
    const response = await fetch(target, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    return { bytes: new Uint8Array(await response.arrayBuffer()), type: response.headers.get('content-type') ?? '' };
  };

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    for (const row of await server.store.db.selectFrom('groups').select(['id', 'name']).execute()) groups[String(row.name)] = Number(row.id);
    // Two users of our own beside the demo's resident in Block A's first apartment: one without SIP whose period ends in five days, one
    // switched off whose period ended yesterday.
    const now = Date.now();
    const people: [string, Row][] = [
      ['report.nosip', { sip: false, restrictPeriod: { from: now - 30 * DAY, to: now + 5 * DAY } }],
      ['report.off', { isActive: false, restrictPeriod: { from: now - 30 * DAY, to: now - DAY } }],
    ];
    for (const [login, licence] of people) {
      const created = await server.request('PUT', '/users', {
        token: admin,
        body: { login: `${login}.${dialect}`, name: login, domain_ids: [groups['Apartment 111']], send_registration_link: false, license_info: { ...licenseInfoOf({}), ...licence } },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
  });
  afterAll(async () => server?.close());

  it('counts every user and every holder of each feature, against the licence, as the database holds them', async () => {
    const users = await server.store.db.selectFrom('users').select('license_info').execute();
    const infos = users.map((user) => licenseInfoOf(user.license_info));
    const { status, body } = await used(admin);
    expect(status).toBe(200);
    expect(body.totals.users).toBe(users.length);
    expect(body.totals.active).toBe(infos.filter((info) => info.isActive).length);
    expect(body.totals.features.sip).toBe(infos.filter((info) => info.isActive && info.sip).length);
    expect(body.totals.features.mobile_app).toBe(infos.filter((info) => info.isActive && info.mobileApp).length);
    expect(Object.keys(body.limits)).toEqual(body.features);
    // The root group holds everyone below it; Block A's apartment has the demo's resident and the two made here.
    expect(rowOf(body, 'Root').users).toBe(users.length);
    expect(rowOf(body, 'Apartment 111')).toMatchObject({ users: 3, active: 2, features: { sip: 1, mobile_app: 2 } });
    const blockA = rowOf(body, 'Block A');
    expect(blockA.users - blockA.active).toBe(1);
    expect(blockA.features.mobile_app - blockA.features.sip).toBe(1);
  });

  it('narrows by groups, group types, group administrators, matching, features and dates', async () => {
    const names = (body: Row) => body.data.map((row: Row) => row.name as string);
    const blockA = names((await used(admin, { domains: String(groups['Block A']) })).body);
    expect(blockA[0]).toBe('Block A');
    expect(blockA.every((name: string) => name.startsWith('Block A') || /^Apartment 1\d\d$/.test(name))).toBe(true);
    expect(blockA).toHaveLength(7);
    expect(names((await used(admin, { domain_types: '3' })).body)).toEqual(['Block A', 'Block B']);
    expect(names((await used(admin, { domain_types: '3', domains: `[${groups['Harbour Office Park']}]` })).body)).toEqual([]);
    expect(names((await used(admin, { domain_types: '3', domains: String(groups['Harbour Office Park']), matching: 'match_any' })).body).sort()).toEqual(['Block A', 'Block B', 'Harbour Office Park']);
    const managerA = Number((await server.store.db.selectFrom('users').select('id').where('login', '=', 'manager.a').executeTakeFirstOrThrow()).id);
    expect(names((await used(admin, { domain_admins: String(managerA) })).body)).toEqual(blockA);
    const sipOnly = (await used(admin, { data: '["sip"]', domains: String(groups['Block A']) })).body;
    expect(sipOnly.features).toEqual(['sip']);
    expect(Object.keys(sipOnly.totals.features)).toEqual(['sip']);
    // Past the made users' periods only the resident's unbounded licence counts; so it does before they started.
    const later = (await used(admin, { domains: String(groups['Apartment 111']), date_from: Date.now() + 10 * DAY })).body;
    expect(later.totals).toMatchObject({ users: 3, active: 1, features: { sip: 1, mobile_app: 1 } });
    const before = (await used(admin, { domains: String(groups['Apartment 111']), date_to: Date.now() - 60 * DAY })).body;
    expect(before.totals).toMatchObject({ users: 3, active: 1 });

    const all = (await period(admin, { size: 1000 })).body;
    expect(all.total).toBe(all.data.length);
    const mine = (login: string) => all.data.find((row: Row) => row.login === `${login}.${dialect}`);
    expect(mine('report.nosip')).toMatchObject({ status: 'ending', is_active: true, groups: 'Apartment 111' });
    expect(mine('report.off')).toMatchObject({ status: 'expired', is_active: false });
    expect(mine('report.off').to).toBeLessThan(Date.now());
    expect(all.data.filter((row: Row) => row.status === 'active').every((row: Row) => row.to === null)).toBe(true);
    const logins = async (query: Row) => (await period(admin, query)).body.data.map((row: Row) => row.login).sort();
    expect(await logins({ status: 'ending,expired' })).toEqual([`report.nosip.${dialect}`, `report.off.${dialect}`]);
    expect(await logins({ status: 'expired' })).toEqual([`report.off.${dialect}`]);
    expect(await logins({ date_to: Date.now(), date_to_condition: 'before' })).toEqual([`report.off.${dialect}`]);
    // An unbounded period ends after every moment.
    expect(await logins({ date_to: Date.now(), date_to_condition: 'after', domains: String(groups['Apartment 111']) })).toEqual([`report.nosip.${dialect}`, 'resident1']);
    expect(await logins({ date_from: Date.now() - 40 * DAY, date_from_condition: 'after' })).toEqual([`report.nosip.${dialect}`, `report.off.${dialect}`]);
    expect((await logins({ domains: String(groups['Harbour Office Park']) }))).toEqual(['office.admin']);
    const paged = (await period(admin, { size: 2, page: 2 })).body;
    expect(paged.data).toEqual(all.data.slice(2, 4));
    expect(paged.total).toBe(all.total);
  });

  it('refuses bad filters by their field and writes nothing', async () => {
    const before = await storeFingerprint(server.store);
    const cases: [typeof used, Row, string][] = [
      [used, { domain_types: '9' }, 'domain_types.0'],
      [used, { domains: 'abc' }, 'domains.0'],
      [used, { matching: 'some' }, 'matching'],
      [used, { data: '["teleport"]' }, 'data.0'],
      [used, { date_from: 'yesterday' }, 'date_from'],
      [used, { date_from: 2000, date_to: 1000 }, 'date_to'],
      [used, { colour: 'red' }, 'colour'],
      [used, { export_format: 'pdf' }, 'export_format'],
      [period, { status: 'gone' }, 'status.0'],
      [period, { date_to: 1, date_to_condition: 'around' }, 'date_to_condition'],
      [period, { size: 5000 }, 'size'],
    ];
    for (const [report, query, field] of cases) {
      const { status, body } = await report(admin, query);
      expect(status, JSON.stringify(query)).toBe(422);
      expect(body.error.code).toBe('invalid_data');
      expect(Object.keys(body.error.fields), JSON.stringify(body)).toContain(field);
    }
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it('answers 403 to an actor without the report permission, and a group administrator only their groups', async () => {
    const auditor = await server.login('auditor');
    expect((await used(auditor)).status).toBe(403);
    expect((await period(auditor)).status).toBe(403);
    const role = (await server.request('PUT', '/roles', {
      token: admin,
      body: { name: `Report reader ${dialect}`, permissions: ['reports.licenses_used', 'reports.license_period', 'groups.manage_own.general'] },
    })).body.data;
    const created = await server.request('PUT', '/users', {
      token: admin,
      body: { login: `reader.${dialect}`, name: 'Reader', password: 'reader-password', role_id: role.id, domain_ids: [groups['Block A']], send_registration_link: false },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const reader = await server.login(`reader.${dialect}`, 'reader-password');
    const mine = (await used(reader)).body;
    expect(mine.data.map((row: Row) => row.name)).toEqual((await used(admin, { domains: String(groups['Block A']) })).body.data.map((row: Row) => row.name));
    // Asking for another block gives nothing, not the block.
    expect((await used(reader, { domains: String(groups['Block B']) })).body.data).toEqual([]);
    const people = (await period(reader, { size: 1000 })).body.data.map((row: Row) => row.login);
    expect(people).toContain('manager.a');
    expect(people).not.toContain('manager.b');
    expect(people).not.toContain('office.admin');
  });

  it('downloads CSV and xlsx with the rows of the JSON', async () => {
    const query = { domains: String(groups['Block A']) };
    const json = (await used(admin, query)).body;
    const csv = await download('/reports/licenses/used', admin, { ...query, export_format: 'csv' });
    expect(csv.type).toContain('text/csv');
    const lines = new TextDecoder().decode(csv.bytes).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe(['id', 'name', 'domain_type_id', 'users', 'active', ...json.features].join(','));
    expect(lines).toHaveLength(json.data.length + 3);
    const first = json.data[0];
    expect(lines[1]).toBe([first.id, first.name, first.domain_type_id, first.users, first.active, ...json.features.map((f: string) => first.features[f])].join(','));
    expect(lines.at(-2)!.startsWith(`,total,,${json.totals.users},`)).toBe(true);

    const xlsx = await download('/reports/licenses/used', admin, { ...query, export_format: 'xlsx' });
    expect(isZip(xlsx.bytes)).toBe(true);
    const texts = sheetTexts(xlsx.bytes);
    for (const row of json.data) expect(texts).toContain(row.name);

    const periods = (await period(admin, { status: 'ending,expired' })).body.data;
    const periodXlsx = sheetTexts((await download('/reports/licenses/period', admin, { status: 'ending,expired', export_format: 'xlsx' })).bytes);
    for (const row of periods) expect(periodXlsx).toEqual(expect.arrayContaining([row.login, row.status, new Date(row.from).toISOString()]));
    const periodCsv = new TextDecoder().decode((await download('/reports/licenses/period', admin, { status: 'ending,expired', export_format: 'csv' })).bytes).trim().split('\r\n');
    expect(periodCsv).toHaveLength(periods.length + 1);
  });
});
