/**
 * A device's forwards over real HTTP on SQLite and PostgreSQL: the xlsx file (a zip whose cells name the
 * groups below the device, their addresses and where calls go), the settings call, and the scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isZip, sheetTexts } from '../export/xlsx-reader.test-support';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

type Row = Record<string, any>;
const by = (field: string, rule: string, value: unknown) => ({ matching: 'match_all', items: [{ field, rule, value }] });

describe.each(DIALECTS)('device forwards on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let blockADevice: Row;
  let blockBDevice: Row;

  const download = async (id: number, token: string) => {
    const response = await fetch(new URL(`/api/v0/devices/${id}/forwards`, server.url), { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
  };
  const groupId = async (name: string) => (await server.request('GET', '/groups/items', { token: admin, query: { filters: by('name', 'equals', name) } })).body.data[0].id;

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    const blockA = await groupId('Block A');
    const devices = (await server.request('GET', '/devices/items', { token: admin, query: { size: 100, sort: 'id' } })).body.data;
    blockADevice = devices.find((d: Row) => d.domain_id === blockA);
    blockBDevice = devices.find((d: Row) => d.domain_id !== blockA);
    await server.request('PATCH', `/groups/${await groupId('Apartment 112')}`, { token: admin, body: { sip_number: '7112' } });
    const [resident] = (await server.request('GET', '/users/items', { token: admin, query: { filters: by('login', 'equals', 'resident1') } })).body.data;
    await server.request('PATCH', `/users/${resident.id}`, { token: admin, body: { profile: { sip_number: '5111', phone: '+380441234567', use_phone_in_forward: true } } });
  });
  afterAll(async () => server?.close());

  it('downloads an xlsx whose rows are the groups below the device and their call targets', async () => {
    const { status, headers, bytes } = await download(blockADevice.id, admin);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(headers.get('content-disposition')).toBe(`attachment; filename="device-${blockADevice.id}-forwards.xlsx"`);
    expect(isZip(bytes)).toBe(true);
    const texts = sheetTexts(bytes);
    expect(texts.slice(0, 6)).toEqual(['address', 'group', 'group_id', 'target', 'user', 'number']);
    // Resident 1 lives in Apartment 111 of Block A (logic address 1), entrance 1 (logic address 1).
    const row = (number: string) => texts.slice(texts.indexOf(number) - 5, texts.indexOf(number) + 1);
    expect(row('5111')).toEqual(['1.1', 'Apartment 111', expect.any(String), 'user_sip', 'Resident 1', '5111']);
    expect(row('+380441234567')).toEqual(['1.1', 'Apartment 111', expect.any(String), 'user_phone', 'Resident 1', '+380441234567']);
    const groupSip = texts.indexOf('7112');
    expect(texts.slice(groupSip - 4, groupSip + 1)).toEqual(['1.1', 'Apartment 112', String(await groupId('Apartment 112')), 'group_sip', '7112']);
    expect(texts).toContain('Block A entrance 2');
    expect(texts).not.toContain('Block B');
  });

  it('settings: automatic forward rules, the SIP settings and how many forwards there are', async () => {
    const { status, body } = await server.request('GET', `/devices/${blockADevice.id}/forwards/settings`, { token: admin });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      auto_forward_rules: { is_enabled: false, device_protocol: 'UDP', use_address: 'server_url' },
      sip: { enabled: true, transport: 'UDP' },
      forwards: 3,
    });
    expect(body.data.groups_without_forward).toBeGreaterThan(0);
  });

  it('needs the device in view: out of scope or unknown is not found, signed out is 401', async () => {
    const managerA = await server.login('manager.a');
    expect((await download(blockBDevice.id, managerA)).status).toBe(404);
    expect((await server.request('GET', `/devices/${blockBDevice.id}/forwards/settings`, { token: managerA })).status).toBe(404);
    expect((await download(blockADevice.id, managerA)).status).toBe(200);
    expect((await download(99_999_999, admin)).status).toBe(404);
    expect((await server.request('GET', `/devices/${blockADevice.id}/forwards`)).status).toBe(401);
  });
});
