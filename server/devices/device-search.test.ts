/**
 * Device search over real sockets on SQLite and PostgreSQL: virtual devices listen on loopback addresses
 * of their own (127.0.10.x) as panels do on a site's LAN; the search finds exactly them (not a web server
 * that is no device), says which are already in the console, refuses ranges too large, reversed or outside
 * the allowed networks, and the found devices are added to a group as the caller's own creates.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualDevice } from '../../fleet/virtual-device';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';

type Row = Record<string, any>;

describe.each(DIALECTS)('device search on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let port: number;
  let other: Server;
  const listening: VirtualDevice[] = [];
  const by = (field: string, value: unknown) => ({ matching: 'match_all', items: [{ field, rule: 'equals', value }] });

  beforeAll(async () => {
    const devices = [
      new VirtualDevice({ brokerUrl: '', serial: `FOUND-A-${dialect}`, password: '', type: 'panel' }),
      new VirtualDevice({ brokerUrl: '', serial: 'SN1001', password: '', type: 'panel' }),
      new VirtualDevice({ brokerUrl: '', serial: `FOUND-B-${dialect}`, password: '', type: 'monitor', model: 'MN05' }),
    ];
    port = await devices[0].listen('127.0.10.2', 0);
    await devices[1].listen('127.0.10.3', port);
    await devices[2].listen('127.0.10.5', port);
    listening.push(...devices);
    // A web server that is no device: answered, but not with a device's info.
    other = createServer((_request, response) => response.end('<html>router</html>'));
    await new Promise<void>((resolve) => other.listen(port, '127.0.10.4', resolve));
    server = await startServer(dialect, { config: { deviceSearch: { ranges: ['127.0.10.0/24'], port, timeoutMs: 500, maxAddresses: 64 } } });
    admin = await server.login('admin');
  });
  afterAll(async () => {
    await Promise.all(listening.map((device) => device.closeHttp()));
    await new Promise<void>((resolve) => other?.close(() => resolve()));
    await server?.close();
  });

  const search = (token: string, start_ip: string, end_ip: string) => server.request('POST', '/devices/search', { token, body: { start_ip, end_ip, request_id: 'r1' } });

  it('finds the devices of a range, and says which the console already has', async () => {
    const { status, body } = await search(admin, '127.0.10.1', '127.0.10.20');
    expect(status).toBe(200);
    expect(body.data.request_id).toBe('r1');
    expect(body.data.items.map((item: Row) => [item.ip_address, item.serial, item.type])).toEqual([
      ['127.0.10.2', `FOUND-A-${dialect}`, 'panel'],
      ['127.0.10.3', 'SN1001', 'panel'],
      ['127.0.10.5', `FOUND-B-${dialect}`, 'monitor'],
    ]);
    const existing = (await server.request('GET', '/devices/items', { token: admin, query: { filters: by('login', 'SN1001') } })).body.data[0];
    expect(body.data.items.map((item: Row) => item.device_id)).toEqual([null, existing.id, null]);
  });

  it('refuses ranges reversed, too large or outside the allowed networks, and callers who may not create devices', async () => {
    expect((await search(admin, '127.0.10.9', '127.0.10.1')).body.error).toMatchObject({ code: 'invalid_data', field_codes: { end_ip: { key: 'validation.range_reversed' } } });
    expect((await search(admin, '127.0.10.0', '127.0.10.255')).body.error).toMatchObject({ code: 'invalid_data', field_codes: { end_ip: { key: 'validation.range_too_large', params: { max: 64 } } } });
    expect((await search(admin, '127.0.0.1', '127.0.0.1')).status).toBe(403);
    expect((await search(admin, '10.0.0.1', '10.0.0.2')).status).toBe(403);
    expect((await server.request('POST', '/devices/search', { token: admin, body: { start_ip: 'localhost', end_ip: '127.0.10.2' } })).body.error.code).toBe('invalid_data');
    expect((await search(await server.login('resident1'), '127.0.10.1', '127.0.10.3')).status).toBe(403);
  });

  it('adds the found devices to a group; one already there is refused on its own', async () => {
    const found = (await search(admin, '127.0.10.1', '127.0.10.20')).body.data.items as Row[];
    const blockA = (await server.request('GET', '/groups/items', { token: admin, query: { filters: by('name', 'Block A') } })).body.data[0].id;
    const items = found.map(({ serial, type, model, ip_address, port: p }) => ({ serial, type, model, ip_address, port: p }));
    const { status, body } = await server.request('PUT', '/devices/items/found', { token: admin, body: { domain_id: blockA, items } });
    expect(status).toBe(201);
    expect(body.data.created.map((d: Row) => [d.login, d.domain_id, d.ip_address, d.status])).toEqual([
      [`FOUND-A-${dialect}`, blockA, '127.0.10.2', 'offline'],
      [`FOUND-B-${dialect}`, blockA, '127.0.10.5', 'offline'],
    ]);
    expect(body.data.errors).toEqual([expect.objectContaining({ serial: 'SN1001', error: expect.objectContaining({ code: 'not_unique' }) })]);
  });

  it("a group administrator cannot add devices outside their group, and nothing is written", async () => {
    const manager = await server.login('manager.a');
    const blockB = (await server.request('GET', '/groups/items', { token: admin, query: { filters: by('name', 'Block B') } })).body.data[0].id;
    const before = await storeFingerprint(server.store);
    const answer = await server.request('PUT', '/devices/items/found', { token: manager, body: { domain_id: blockB, items: [{ serial: `ELSEWHERE-${dialect}`, type: 'panel', ip_address: '127.0.10.9', port }] } });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0].error.code).toMatch(/prohibited|not_found/);
    expect(await storeFingerprint(server.store)).toEqual(before);
  });
});
