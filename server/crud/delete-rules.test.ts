/**
 * Delete rules on reference fields (issue 15 §4), over real HTTP on SQLite and PostgreSQL, with groups as the
 * referenced entity: what points at a group with `restrict` keeps it (listed as dependencies), `set_null`
 * pointers are dropped when it goes, and the rules are read from the descriptions, not from a hand list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities, group } from '../../schemas';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { dependantsOf } from './delete-rules';

type Row = Record<string, any>;

describe('delete rules of groups, read from the descriptions', () => {
  it('lists each field pointing at groups with its rule, a table shared by two entities once', () => {
    const rules = dependantsOf(entities, group).map((d) => `${d.entity.path}.${d.field}:${d.rule}`).sort();
    expect(rules).toEqual(
      expect.arrayContaining(['groups.parent_id:restrict', 'users.domain_ids:restrict', 'devices.domain_id:restrict', 'elevators.domain_id:restrict', 'identifiers.domain_ids:set_null', 'announces.domains:set_null', 'access-rules.domain_ids:set_null']),
    );
    expect(rules.filter((rule) => rule.startsWith('ukey2.'))).toEqual([]);
    // Logs keep the group they happened in as history: no rule.
    expect(rules.filter((rule) => rule.startsWith('devices/events.'))).toEqual([]);
  });
});

describe.each(DIALECTS)('deleting groups on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  const newGroup = async (name: string) => (await server.request('PUT', '/groups', { token: admin, body: { name: `${name} ${dialect}`, parent_id: 0 } })).body.data.id as number;

  beforeAll(async () => {
    server = await startServer(dialect, { demo: false });
    admin = await server.login('admin');
  });
  afterAll(async () => server?.close());

  it('keeps a group that has members or devices, naming them, and writes nothing', async () => {
    const id = await newGroup('Kept');
    const user = await server.request('PUT', '/users', { token: admin, body: { login: `kept.${dialect}`, name: 'Kept', password: 'kept-password-1', domain_ids: [id] } });
    expect(user.status).toBe(201);
    await server.request('PUT', '/devices', { token: admin, body: { name: 'Gate', login: `KEPT-${dialect}`, domain_id: id } });
    const single = await server.request('DELETE', `/groups/${id}`, { token: admin });
    expect(single.status).toBe(409);
    expect(single.body.error).toMatchObject({ code: 'group_has_users_or_devices', dependencies: { [id]: ['users', 'devices'] } });
    const empty = await newGroup('Empty');
    const bulk = await server.request('POST', '/groups/delete', { token: admin, body: { items: [id, empty] } });
    expect(bulk.body.data).toMatchObject({ deleted: [empty], dependencies: { [id]: ['users', 'devices'] } });
    expect((await server.request('GET', `/groups/${id}`, { token: admin })).status).toBe(200);
  });

  it('drops the group from identifiers, access rules and announcements that name it, and deletes it', async () => {
    const id = await newGroup('Dropped');
    const other = await newGroup('Stays');
    const identifier = (await server.request('PUT', '/identifiers', { token: admin, body: { name: 'Card', value: `77${dialect.length}01`, domain_ids: [id, other] } })).body.data as Row;
    const announcement = (await server.request('PUT', '/announces', { token: admin, body: { name: 'Note', subject: 'Hello', domains: [id, other] } })).body.data as Row;
    expect(identifier.id && announcement.id).toBeTruthy();
    expect((await server.request('DELETE', `/groups/${id}`, { token: admin })).status).toBe(200);
    expect((await server.request('GET', `/identifiers/${identifier.id}`, { token: admin })).body.data.domain_ids).toEqual([other]);
    expect((await server.request('GET', `/announces/${announcement.id}`, { token: admin })).body.data.domains).toEqual([other]);
  });
});
