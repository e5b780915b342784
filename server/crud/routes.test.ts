/**
 * The generic /api/v0 CRUD routes over real HTTP, on SQLite and PostgreSQL: lists (page, size, sort,
 * every filter rule, with), get, create, update, delete, bulk delete, and what the API refuses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';

type Row = Record<string, any>;

const INVALID = { message: 'invalid data sent' };

describe.each(DIALECTS)('CRUD routes on %s', (dialect) => {
  let server: TestServer;
  let token: string;
  let adminId: number;
  /** Every seeded device, as the administrator lists them. */
  let devices: Row[];
  let groups: Row[];
  const groupId = (name: string) => groups.find((g) => g.name === name)!.id as number;

  const list = (path: string, query: Record<string, unknown> = {}) => server.request('GET', `${path}/items`, { token, query });
  const ids = (rows: Row[]) => rows.map((row) => row.id as number).sort((a, b) => a - b);
  let serial = 0;
  const newDevice = (extra: Row = {}) => ({ name: `Test device ${++serial}`, login: `T-${dialect}-${serial}`, domain_id: groupId('Block A'), ...extra });

  beforeAll(async () => {
    server = await startServer(dialect);
    token = await server.login('admin');
    adminId = (await server.request('GET', '/profile', { token })).body.data.id;
    devices = (await list('/devices', { size: 1000 })).body.data;
    groups = (await list('/groups', { size: 1000 })).body.data;
  });
  afterAll(async () => server?.close());

  describe('list', () => {
    it('answers data and pagination, sorted by the default sort (name)', async () => {
      const { status, body } = await list('/devices');
      expect(status).toBe(200);
      expect(body.pagination).toEqual({ total: 12, size: 25, page: 1 });
      expect(body.data).toHaveLength(12);
      const names = body.data.map((d: Row) => d.name);
      expect(names).toEqual([...names].sort());
    });

    it('pages through the records with the same total on every page', async () => {
      const pages = await Promise.all([1, 2, 3, 4].map((page) => list('/devices', { page, size: 5, sort: 'id' })));
      expect(pages.map((p) => p.body.data.length)).toEqual([5, 5, 2, 0]);
      for (const [index, page] of pages.entries()) expect(page.body.pagination).toEqual({ total: 12, size: 5, page: index + 1 });
      const seen = pages.flatMap((p) => p.body.data.map((d: Row) => d.id));
      expect(seen).toEqual(ids(devices));
    });

    it('sorts by several keys: -created_at,name', async () => {
      const { body } = await list('/devices', { sort: '-created_at,name', size: 100 });
      const expected = [...devices].sort(
        (a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id),
      );
      expect(body.data.map((d: Row) => d.id)).toEqual(expected.map((d) => d.id));
      const descending = await list('/devices', { sort: '-name', size: 100 });
      expect(descending.body.data.map((d: Row) => d.name)).toEqual(devices.map((d) => d.name).sort().reverse());
    });

    it('refuses sorting on fields that are not sortable', async () => {
      for (const sort of ['password', 'domain_ids', 'name;drop table users', 'a,b,c,d,e,f']) {
        const { status, body } = await list('/users', { sort });
        expect(status, sort).toBe(400);
        expect(body).toMatchObject(INVALID);
      }
    });

    it('embeds related records with `with`', async () => {
      const users = await list('/users', { with: 'role,domains', filters: { items: [{ field: 'login', rule: 'equals', value: 'manager.a' }] } });
      expect(users.body.data).toHaveLength(1);
      const [managerA] = users.body.data;
      expect(managerA.role).toEqual({ id: managerA.role_id, name: 'Group administrator' });
      expect(managerA.domains).toEqual([{ id: groupId('Block A'), name: 'Block A' }]);

      const withDomain = await list('/devices', { with: 'domain', size: 100 });
      for (const device of withDomain.body.data) {
        expect(device.domain).toEqual({ id: device.domain_id, name: groups.find((g) => g.id === device.domain_id)!.name });
      }
      const bad = await list('/devices', { with: 'owner' });
      expect(bad.status).toBe(400);
    });

    it('embeds a relation to the entity itself: each group with its parent', async () => {
      const { body } = await list('/groups', { with: 'parent', size: 1000 });
      expect(body.data.length).toBe(groups.length);
      for (const group of body.data) {
        const parent = groups.find((g) => g.id === group.parent_id);
        expect(group.parent, group.name).toEqual(parent ? { id: parent.id, name: parent.name } : null);
      }
      const one = await server.request('GET', `/groups/${groupId('Block A')}`, { token, query: { with: 'parent' } });
      expect(one.body.data.parent).toEqual({ id: one.body.data.parent_id, name: groups.find((g) => g.id === one.body.data.parent_id)!.name });
    });
  });

  describe('filters', () => {
    /** The ids the server answers for `filters`, compared with the seeded devices that match `expected`. */
    async function expectDevices(filters: unknown, expected: (device: Row) => boolean) {
      const { status, body } = await list('/devices', { filters, size: 1000 });
      expect(status, JSON.stringify(body)).toBe(200);
      const want = ids(devices.filter(expected));
      // A filter that matches everything or nothing would prove little.
      expect(want.length).toBeGreaterThan(0);
      expect(want.length).toBeLessThan(devices.length);
      expect(ids(body.data)).toEqual(want);
      expect(body.pagination.total).toBe(want.length);
    }
    const all = (...items: unknown[]) => ({ matching: 'match_all', items });
    const any = (...items: unknown[]) => ({ matching: 'match_any', items });
    const middle = () => ids(devices)[5];

    it('above, below, equals_above, equals_below', async () => {
      const m = middle();
      await expectDevices(all({ field: 'id', rule: 'above', value: m }), (d) => d.id > m);
      await expectDevices(all({ field: 'id', rule: 'below', value: m }), (d) => d.id < m);
      await expectDevices(all({ field: 'id', rule: 'equals_above', value: m }), (d) => d.id >= m);
      await expectDevices(all({ field: 'id', rule: 'equals_below', value: m }), (d) => d.id <= m);
      const since = [...devices].sort((a, b) => (a.created_at < b.created_at ? -1 : 1))[6].created_at;
      await expectDevices(all({ field: 'created_at', rule: 'equals_above', value: since }), (d) => d.created_at >= since);
    });

    it('equals with a value and with a list; not_equals with a value and with a list', async () => {
      await expectDevices(all({ field: 'type', rule: 'equals', value: 'panel' }), (d) => d.type === 'panel');
      await expectDevices(all({ field: 'type', rule: 'equals', value: ['panel', 'barrier'] }), (d) => ['panel', 'barrier'].includes(d.type));
      await expectDevices(all({ field: 'protocol', rule: 'not_equals', value: 'mqtt' }), (d) => d.protocol !== 'mqtt');
      await expectDevices(all({ field: 'type', rule: 'not_equals', value: ['panel', 'monitor'] }), (d) => !['panel', 'monitor'].includes(d.type));
      const blockA = groupId('Block A');
      await expectDevices(all({ field: 'domain_id', rule: 'equals', value: blockA }), (d) => d.domain_id === blockA);
      const empty = await list('/devices', { filters: all({ field: 'type', rule: 'equals', value: [] }) });
      expect(empty.body.pagination.total).toBe(0);
    });

    it('has: case-insensitive substring, with LIKE wildcards taken literally', async () => {
      await expectDevices(all({ field: 'name', rule: 'has', value: 'BLOCK a' }), (d) => d.name.includes('Block A'));
      await expectDevices(all({ field: 'name', rule: 'has', value: '_' }), (d) => d.name.includes('_'));
      for (const value of ['%', 'panel%', '\\']) {
        const { body } = await list('/devices', { filters: all({ field: 'name', rule: 'has', value }) });
        expect(body.pagination.total, value).toBe(0);
      }
    });

    it('has on an id list (users.domain_ids)', async () => {
      const apartment = groupId('Apartment 111');
      const { status, body } = await list('/users', { filters: all({ field: 'domain_ids', rule: 'has', value: apartment }) });
      expect(status).toBe(200);
      expect(body.data.map((u: Row) => u.login)).toEqual(['resident1']);
      const blockA = await list('/users', { filters: all({ field: 'domain_ids', rule: 'has', value: groupId('Block A') }) });
      expect(blockA.body.data.map((u: Row) => u.login)).toEqual(['manager.a', 'concierge.a']);
    });

    it('begins_with, case-insensitive', async () => {
      await expectDevices(all({ field: 'login', rule: 'begins_with', value: 'sn100' }), (d) => d.login.startsWith('SN100'));
      await expectDevices(all({ field: 'name', rule: 'begins_with', value: 'Access' }), (d) => d.name.startsWith('access'));
    });

    it('is null and equals null (groups without a logic address)', async () => {
      const { body } = await list('/groups', { size: 1000, filters: all({ field: 'logic_address', rule: 'is', value: null }) });
      const want = ids(groups.filter((g) => g.logic_address === null));
      expect(want.length).toBeGreaterThan(0);
      expect(want.length).toBeLessThan(groups.length);
      expect(ids(body.data)).toEqual(want);
      const equalsNull = await list('/groups', { size: 1000, filters: all({ field: 'logic_address', rule: 'equals', value: null }) });
      expect(ids(equalsNull.body.data)).toEqual(want);
      const notNull = await list('/groups', { size: 1000, filters: all({ field: 'logic_address', rule: 'not_equals', value: null }) });
      expect(ids(notNull.body.data)).toEqual(ids(groups.filter((g) => g.logic_address !== null)));
    });

    it('match_any nested inside match_all, and match_any at the top', async () => {
      await expectDevices(
        all(
          { field: 'type', rule: 'equals', value: ['panel', 'monitor', 'barrier'] },
          any({ field: 'name', rule: 'has', value: 'block a' }, { field: 'login', rule: 'equals', value: 'SN1012' }),
        ),
        (d) => ['panel', 'monitor', 'barrier'].includes(d.type) && (d.name.includes('Block A') || d.login === 'SN1012'),
      );
      await expectDevices(
        any({ field: 'type', rule: 'equals', value: 'panel' }, all({ field: 'protocol', rule: 'equals', value: 'http' }, { field: 'name', rule: 'has', value: 'block b' })),
        (d) => d.type === 'panel' || (d.protocol === 'http' && d.name.includes('Block B')),
      );
      const none = await list('/devices', { filters: all() });
      expect(none.body.pagination.total).toBe(devices.length);
    });
  });

  describe('get', () => {
    it('answers one record, the same as in the list', async () => {
      const device = devices[0];
      const { status, body } = await server.request('GET', `/devices/${device.id}`, { token });
      expect(status).toBe(200);
      expect(body.data).toEqual(device);
      const withDomain = await server.request('GET', `/devices/${device.id}`, { token, query: { with: 'domain' } });
      expect(withDomain.body.data.domain).toEqual({ id: device.domain_id, name: groups.find((g) => g.id === device.domain_id)!.name });
    });

    it('answers 404 "not found" for unknown or impossible ids', async () => {
      for (const id of ['999999', 'abc', '-1', '1.5', '2147483648', '9007199254740993', '1e3']) {
        for (const method of ['GET', 'PATCH', 'DELETE']) {
          const { status, body } = await server.request(method, `/devices/${id}`, { token, body: method === 'PATCH' ? { name: 'x' } : undefined });
          expect(status, `${method} ${id}`).toBe(404);
          expect(body).toMatchObject({ message: 'not found', error: { code: 'not_found', message: 'not found' } });
        }
      }
    });
  });

  describe('create', () => {
    it('PUT creates with defaults filled in and answers 201 with the record', async () => {
      const before = Date.now();
      const { status, body } = await server.request('PUT', '/devices', { token, body: newDevice() });
      expect(status).toBe(201);
      const device = body.data;
      expect(device).toMatchObject({
        type: 'panel', model: 'AA12', port: 80, protocol: 'mqtt', device_login: 'admin', description: '', ip_address: '',
        get_logs: false, location_latitude: null, location_longitude: null, status: 'offline', created_by: adminId,
      });
      expect(device.device_settings.sip).toMatchObject({ enabled: true, stun_port: 3478, talk_timeout: 120, transport: 'UDP' });
      expect(device.device_settings.additional.button_numbers).toEqual(['', '', '', '']);
      expect(Date.parse(device.created_at)).toBeGreaterThanOrEqual(before - 1000);
      const stored = await server.request('GET', `/devices/${device.id}`, { token });
      expect(stored.body.data).toEqual(device);

      const group = await server.request('PUT', '/groups', { token, body: { name: 'New building', parent_id: groupId('Riverside Residence') } });
      expect(group.status).toBe(201);
      expect(group.body.data).toMatchObject({ description: '', domain_type_id: 3, logic_address: null, guest_identifier_limits: { max_passes_count: null } });
      expect(group.body.data.path).toBe(`${groups.find((g) => g.name === 'Riverside Residence')!.path}${group.body.data.id}.`);

      const user = await server.request('PUT', '/users', { token, body: { login: `new.${dialect}`, name: 'New', domain_ids: [groupId('Block B')], password: 'first-password' } });
      expect(user.status).toBe(201);
      expect(user.body.data).toMatchObject({ email: '', locale: 'en', role_id: null, is_verified: false, domain_ids: [groupId('Block B')], profile: { time_zone: 'UTC' } });
    });

    it('coerces a port sent as text and a latitude with a decimal comma', async () => {
      const { status, body } = await server.request('PUT', '/devices', { token, body: newDevice({ port: '8080', location_latitude: '50,45', location_longitude: '30.52' }) });
      expect(status).toBe(201);
      expect(body.data).toMatchObject({ port: 8080, location_latitude: 50.45, location_longitude: 30.52 });
      const patched = await server.request('PATCH', `/devices/${body.data.id}`, { token, body: { port: '443', location_latitude: '-33,9' } });
      expect(patched.body.data).toMatchObject({ port: 443, location_latitude: -33.9, location_longitude: 30.52 });
      const bad = await server.request('PUT', '/devices', { token, body: newDevice({ port: 'eighty', location_latitude: '95' }) });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.error.fields).sort()).toEqual(['location_latitude', 'port']);
    });

    it('ignores server-owned fields (id, created_at, updated_at, created_by, status) in bodies', async () => {
      const owned = { id: 424242, created_at: '2000-01-01T00:00:00.000Z', updated_at: '2000-01-01T00:00:00.000Z', created_by: 99999, status: 'online' };
      const { status, body } = await server.request('PUT', '/devices', { token, body: newDevice(owned) });
      expect(status).toBe(201);
      expect(body.data.id).not.toBe(424242);
      expect(body.data).toMatchObject({ created_by: adminId, status: 'offline' });
      expect(body.data.created_at).not.toBe(owned.created_at);
      const patched = await server.request('PATCH', `/devices/${body.data.id}`, { token, body: { ...owned, name: 'Renamed' } });
      expect(patched.status).toBe(200);
      expect(patched.body.data).toMatchObject({ id: body.data.id, name: 'Renamed', created_by: adminId, status: 'offline', created_at: body.data.created_at });
      expect((await server.request('GET', '/devices/424242', { token })).status).toBe(404);
    });

    it('refuses unknown fields with 422 and the fields named in error.fields', async () => {
      const before = await storeFingerprint(server.store);
      const { status, body } = await server.request('PUT', '/devices', { token, body: newDevice({ colour: 'red', is_admin: true }) });
      expect(status).toBe(422);
      expect(body).toMatchObject({ ...INVALID, error: { code: 'invalid_data', fields: { colour: 'Unknown field', is_admin: 'Unknown field' } } });
      const patch = await server.request('PATCH', `/devices/${devices[0].id}`, { token, body: { colour: 'red' } });
      expect(patch.status).toBe(422);
      expect(patch.body.error.fields).toEqual({ colour: 'Unknown field' });
      expect(await storeFingerprint(server.store)).toEqual(before);
    });

    it('refuses invalid values with per-field messages', async () => {
      const { status, body } = await server.request('PUT', '/devices', {
        token,
        body: newDevice({ name: '', type: 'toaster', ip_address: '999.1.1.1', device_settings: { sip: { password: '123' } } }),
      });
      expect(status).toBe(422);
      expect(body.error.fields).toMatchObject({ name: 'Field is required', type: 'Invalid value', ip_address: expect.any(String), 'device_settings.sip.password': expect.any(String) });
    });
  });

  describe('update', () => {
    it('PATCH changes only the sent fields', async () => {
      const created = (await server.request('PUT', '/devices', { token, body: newDevice({ description: 'before', protocol: 'http', port: 81 }) })).body.data;
      const { status, body } = await server.request('PATCH', `/devices/${created.id}`, { token, body: { description: 'after' } });
      expect(status).toBe(200);
      const { updated_at, description, ...rest } = body.data;
      const { updated_at: oldUpdatedAt, description: oldDescription, ...oldRest } = created;
      expect(description).toBe('after');
      expect(oldDescription).toBe('before');
      expect(rest).toEqual(oldRest);
      expect(updated_at >= oldUpdatedAt).toBe(true);
    });

    it('deep-merges nested device_settings', async () => {
      const created = (
        await server.request('PUT', '/devices', {
          token,
          body: newDevice({ device_settings: { sip: { login: '100', proxy_address: 'sip.example.test' }, network: { is_dhcp: false, ip: '192.0.2.10' } } }),
        })
      ).body.data;
      const { body } = await server.request('PATCH', `/devices/${created.id}`, { token, body: { device_settings: { sip: { login: '200' } } } });
      expect(body.data.device_settings.sip).toEqual({ ...created.device_settings.sip, login: '200' });
      expect(body.data.device_settings.network).toEqual(created.device_settings.network);
      expect(body.data.device_settings.network).toMatchObject({ is_dhcp: false, ip: '192.0.2.10' });
    });

    it('a password equal to the placeholder ******** means unchanged', async () => {
      const created = (
        await server.request('PUT', '/devices', { token, body: newDevice({ password: 'device-secret', device_settings: { sip: { password: 'Sip123abc' }, mqtt: { password: 'mqtt-secret' } } }) })
      ).body.data;
      const storedSecrets = async () => {
        const row = await server.store.db.selectFrom('devices').select(['password', 'device_settings']).where('id', '=', created.id).executeTakeFirstOrThrow();
        const settings = JSON.parse(row.device_settings);
        return { password: row.password, sip: settings.sip.password, mqtt: settings.mqtt.password };
      };
      expect(await storedSecrets()).toEqual({ password: 'device-secret', sip: 'Sip123abc', mqtt: 'mqtt-secret' });
      const placeholder = '********';
      const patched = await server.request('PATCH', `/devices/${created.id}`, {
        token,
        body: { name: 'Kept secrets', password: placeholder, device_settings: { sip: { password: placeholder }, mqtt: { password: placeholder } } },
      });
      expect(patched.status).toBe(200);
      expect(await storedSecrets()).toEqual({ password: 'device-secret', sip: 'Sip123abc', mqtt: 'mqtt-secret' });
      await server.request('PATCH', `/devices/${created.id}`, { token, body: { device_settings: { sip: { password: 'NewSip456' } } } });
      expect(await storedSecrets()).toEqual({ password: 'device-secret', sip: 'NewSip456', mqtt: 'mqtt-secret' });

      // A user's password: the placeholder keeps the old one, which still signs in.
      const user = (await server.request('PUT', '/users', { token, body: { login: `keeper.${dialect}`, name: 'Keeper', domain_ids: [0], password: 'keeper-password' } })).body.data;
      const kept = await server.request('PATCH', `/users/${user.id}`, { token, body: { name: 'Keeper 2', password: placeholder } });
      expect(kept.status).toBe(200);
      await expect(server.login(`keeper.${dialect}`, 'keeper-password')).resolves.toEqual(expect.any(String));
      await expect(server.login(`keeper.${dialect}`, placeholder)).rejects.toThrow(/401/);
    });

    it('enforces uniqueness with 409 "value not unique" on create and on update', async () => {
      const cases: [string, Row, string][] = [
        ['/users', { login: 'manager.a', name: 'Copy', domain_ids: [0] }, 'login'],
        ['/devices', newDevice({ login: devices[0].login }), 'login'],
        ['/roles', { name: 'Dealer' }, 'name'],
      ];
      for (const [path, body, field] of cases) {
        const answer = await server.request('PUT', path, { token, body });
        expect(answer.status, path).toBe(409);
        expect(answer.body).toMatchObject({ message: 'value not unique', error: { code: 'not_unique', fields: { [field]: expect.any(String) } } });
      }
      const patch = await server.request('PATCH', `/devices/${devices[1].id}`, { token, body: { login: devices[0].login } });
      expect(patch.status).toBe(409);
      expect(patch.body.message).toBe('value not unique');
      // Saving a record with its own unchanged value is no conflict.
      const same = await server.request('PATCH', `/devices/${devices[1].id}`, { token, body: { login: devices[1].login } });
      expect(same.status).toBe(200);
    });
  });

  describe('delete', () => {
    it('DELETE removes one record; a second DELETE is 404', async () => {
      const created = (await server.request('PUT', '/devices', { token, body: newDevice() })).body.data;
      const { status, body } = await server.request('DELETE', `/devices/${created.id}`, { token });
      expect(status).toBe(200);
      expect(body.data).toEqual({ id: created.id });
      expect((await server.request('GET', `/devices/${created.id}`, { token })).status).toBe(404);
      expect((await server.request('DELETE', `/devices/${created.id}`, { token })).status).toBe(404);
    });

    it('POST /delete removes many and reports unknown ids', async () => {
      const a = (await server.request('PUT', '/devices', { token, body: newDevice() })).body.data.id;
      const b = (await server.request('PUT', '/devices', { token, body: newDevice() })).body.data.id;
      const { status, body } = await server.request('POST', '/devices/delete', { token, body: { items: [a, b, 999999] } });
      expect(status).toBe(200);
      expect(body).toMatchObject({ deleted: [a, b], dependencies: {}, not_found: [999999] });
      expect((await list('/devices', { filters: { items: [{ field: 'id', rule: 'equals', value: [a, b] }] } })).body.data).toEqual([]);
      for (const items of [[-1], ['1'], [1.5], 'all', [2147483648]]) {
        const bad = await server.request('POST', '/devices/delete', { token, body: { items } });
        expect(bad.status, JSON.stringify(items)).toBe(422);
      }
    });

    it('roles in use are kept and reported as dependencies', async () => {
      const roles = (await list('/roles', { size: 100 })).body.data as Row[];
      const dealer = roles.find((r) => r.name === 'Dealer')!;
      const spare = (await server.request('PUT', '/roles', { token, body: { name: `Spare ${dialect}`, permissions: ['devices.view'] } })).body.data;
      const { status, body } = await server.request('POST', '/roles/delete', { token, body: { items: [dealer.id, spare.id] } });
      expect(status).toBe(200);
      expect(body.deleted).toEqual([spare.id]);
      expect(body.dependencies).toEqual({ [dealer.id]: ['user:dealer'] });
      expect((await server.request('GET', `/roles/${dealer.id}`, { token })).status).toBe(200);
      expect((await server.request('GET', `/roles/${spare.id}`, { token })).status).toBe(404);
      const single = await server.request('DELETE', `/roles/${dealer.id}`, { token });
      expect(single.status).toBe(403);
      expect(single.body.error.dependencies).toEqual({ [dealer.id]: ['user:dealer'] });
    });
  });

  describe('secrets', () => {
    it('write-only fields never appear in any answer', async () => {
      const secrets = ['Dev1ce-Secret', 'Sip-Secret-99', 'Mqtt-Secret-77', 'Device-Login-Pass', 'User-Secret-55'];
      const answers: unknown[] = [];
      const record = async (answer: Promise<{ body: unknown }>) => {
        const { body } = await answer;
        answers.push(body);
        return body as Row;
      };
      const device = await record(
        server.request('PUT', '/devices', {
          token,
          body: newDevice({ password: secrets[0], device_password: secrets[3], device_settings: { sip: { password: secrets[1] }, mqtt: { password: secrets[2] } } }),
        }),
      );
      const id = device.data.id;
      await record(server.request('PATCH', `/devices/${id}`, { token, body: { password: secrets[0], device_settings: { sip: { password: secrets[1] } } } }));
      await record(server.request('GET', `/devices/${id}`, { token, query: { with: 'domain' } }));
      await record(list('/devices', { size: 1000, with: 'domain' }));
      const user = await record(server.request('PUT', '/users', { token, body: { login: `secret.${dialect}`, name: 'S', domain_ids: [0], password: secrets[4] } }));
      await record(server.request('PATCH', `/users/${user.data.id}`, { token, body: { password: secrets[4] } }));
      await record(server.request('GET', `/users/${user.data.id}`, { token, query: { with: 'role,domains' } }));
      await record(list('/users', { size: 1000, with: 'role,domains' }));
      await record(server.request('GET', '/profile', { token }));

      const text = JSON.stringify(answers);
      for (const secret of secrets) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/"(password|device_password)"/);
      expect(device.data.device_settings.sip).not.toHaveProperty('password');
      expect(device.data.device_settings.mqtt).not.toHaveProperty('password');
    });
  });

  describe('malformed and hostile requests', () => {
    it('malformed JSON is a 400 JSON error "invalid data sent"', async () => {
      for (const [method, path] of [['PUT', '/devices'], ['PATCH', `/devices/${devices[0].id}`], ['POST', '/devices/delete'], ['POST', '/login']]) {
        const { status, body, headers } = await server.request(method, path, { token, raw: '{"name": "x",' });
        expect(status, `${method} ${path}`).toBe(400);
        expect(headers.get('content-type')).toContain('application/json');
        expect(body).toMatchObject({ message: 'invalid data sent', error: { code: 'bad_request', message: 'invalid data sent' } });
      }
      for (const raw of ['null', '[1]', '"text"', '{"__proto__": {"polluted": true}}']) {
        const { status, body } = await server.request('PUT', '/devices', { token, raw });
        expect(status, raw).toBe(400);
        expect(body.message).toBe('invalid data sent');
      }
    });

    it('refuses text with NUL characters the same way on every database', async () => {
      const before = await storeFingerprint(server.store);
      const { status, body } = await server.request('PUT', '/devices', { token, body: newDevice({ name: 'Gate\u0000' }) });
      expect(status).toBe(422);
      expect(body.error.fields).toHaveProperty('name');
      const filter = await list('/devices', { filters: { items: [{ field: 'name', rule: 'has', value: 'a\u0000' }] } });
      expect(filter.status).toBe(400);
      expect(await storeFingerprint(server.store)).toEqual(before);
    });

    it('hostile filters are refused with 4xx and write nothing', async () => {
      const before = await storeFingerprint(server.store);
      const deep = (depth: number) => {
        let group: Row = { items: [{ field: 'name', rule: 'equals', value: 'x' }] };
        for (let i = 0; i < depth; i++) group = { matching: 'match_any', items: [group] };
        return group;
      };
      const hostile: [string, unknown][] = [
        ['unknown field', { items: [{ field: 'secret', rule: 'equals', value: 'x' }] }],
        ['write-only field', { items: [{ field: 'password', rule: 'begins_with', value: 'a' }] }],
        ['unknown rule', { items: [{ field: 'name', rule: 'matches', value: '.*' }] }],
        ['unknown matching', { matching: 'match_some', items: [] }],
        ['extra key', { items: [{ field: 'name', rule: 'equals', value: 'x', raw: '1=1' }] }],
        ['SQL in field', { items: [{ field: 'name) or 1=1 --', rule: 'equals', value: 'x' }] }],
        ['SQL in field 2', { items: [{ field: 'devices.name; drop table devices', rule: 'equals', value: 'x' }] }],
        ['SQL in integer value', { items: [{ field: 'id', rule: 'equals', value: '1 or 1=1' }] }],
        ['text for a number', { items: [{ field: 'id', rule: 'above', value: 'abc' }] }],
        ['number for text', { items: [{ field: 'name', rule: 'equals', value: 5 }] }],
        ['fraction for an integer', { items: [{ field: 'id', rule: 'above', value: 1.5 }] }],
        ['huge integer', { items: [{ field: 'id', rule: 'above', value: 1e300 }] }],
        ['integer beyond ids', { items: [{ field: 'id', rule: 'equals', value: 2147483648 }] }],
        ['object value', { items: [{ field: 'name', rule: 'equals', value: { $ne: null } }] }],
        ['list for a range rule', { items: [{ field: 'id', rule: 'above', value: [1, 2] }] }],
        ['is true on text', { items: [{ field: 'name', rule: 'is', value: true }] }],
        ['is on a text value', { items: [{ field: 'name', rule: 'is', value: 'x' }] }],
        ['begins_with on a number', { items: [{ field: 'id', rule: 'begins_with', value: 1 }] }],
        ['is on an id list', { items: [{ field: 'domain_id', rule: 'has', value: 'x' }] }],
        ['too many items', { items: Array.from({ length: 51 }, () => ({ field: 'name', rule: 'equals', value: 'x' })) }],
        ['too deep groups', deep(8)],
        ['not an object', [1, 2, 3]],
        ['a string', 'name=x'],
      ];
      for (const [label, filters] of hostile) {
        const { status, body } = await list('/devices', { filters });
        expect(status, `${label}: ${JSON.stringify(body)}`).toBe(400);
        expect(body.message, label).toBe('invalid data sent');
      }
      const raw = async (filters: string) => (await server.request('GET', `/devices/items?filters=${encodeURIComponent(filters)}`, { token })).status;
      expect(await raw('{"items": [')).toBe(400);
      expect(await raw('['.repeat(2000) + ']'.repeat(2000))).toBe(400);
      // 10,000-deep nesting and a 1 MB filter do not even fit a request line: refused before any parsing.
      const deepGroups = `${'{"items":['.repeat(10_000)}{"field":"name","rule":"equals","value":"x"}${']}'.repeat(10_000)}`;
      const megabyte = JSON.stringify({ items: [{ field: 'name', rule: 'has', value: 'x'.repeat(1 << 20) }] });
      for (const filters of ['['.repeat(10_000) + ']'.repeat(10_000), deepGroups, megabyte]) {
        const status = await raw(filters);
        expect(status).toBeGreaterThanOrEqual(400);
        expect(status).toBeLessThan(500);
      }
      // users.domain_ids is an id list: only `has` applies.
      const listRule = await list('/users', { filters: { items: [{ field: 'domain_ids', rule: 'equals', value: 1 }] } });
      expect(listRule.status).toBe(400);
      const isNullOnList = await list('/users', { filters: { items: [{ field: 'domain_ids', rule: 'is', value: null }] } });
      expect(isNullOnList.status).toBe(400);

      // SQL in a text value is just text: bound as a parameter, it matches nothing and harms nothing.
      for (const value of ["x' or '1'='1", "'; drop table devices; --", '" or ""="']) {
        const { status, body } = await list('/devices', { filters: { items: [{ field: 'name', rule: 'equals', value }] } });
        expect(status).toBe(200);
        expect(body.pagination.total).toBe(0);
      }
      expect(await storeFingerprint(server.store)).toEqual(before);
      expect((await list('/devices')).body.pagination.total).toBe((before.devices as Row).rows);
    });

    it('refuses bad page and size with 400', async () => {
      const bad: Record<string, unknown>[] = [
        { page: 0 }, { page: -1 }, { page: 1.5 }, { page: 'abc' }, { page: 10_000_001 }, { page: '' },
        { size: 0 }, { size: -5 }, { size: 100_000 }, { size: 1001 }, { size: 'all' },
      ];
      for (const query of bad) {
        const { status, body } = await list('/devices', query);
        expect(status, JSON.stringify(query)).toBe(400);
        expect(body.message).toBe('invalid data sent');
      }
      const max = await list('/devices', { size: 1000 });
      expect(max.status).toBe(200);
    });
  });
});
