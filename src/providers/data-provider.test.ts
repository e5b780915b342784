/** The data provider against the real server: react-admin's calls become the API's list, read and write calls. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, type ConsoleClient, startConsoleClient } from './test-support/console-client';

let client: ConsoleClient;
const ids: Record<string, number> = {};

const page = (perPage = 25, pageNumber = 1) => ({ page: pageNumber, perPage });
const byName = { field: 'name', order: 'ASC' as const };

/** The last request the providers sent to a path (query decoded). */
function lastRequest(method: string, pathStart: string) {
  const found = [...client.requests].reverse().find((r) => r.method === method && r.url.startsWith(`/api/v0${pathStart}`));
  if (!found) throw new Error(`no ${method} ${pathStart}`);
  const url = new URL(found.url, 'http://x');
  return { ...found, path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

beforeAll(async () => {
  client = await startConsoleClient();
  await client.authProvider.login({ username: 'admin', password: ADMIN_PASSWORD });
  const { dataProvider } = client;
  const site = await dataProvider.create('groups', { data: { name: 'North site', domain_type_id: 2, parent_id: 0 } });
  ids.site = site.data.id;
  for (const name of ['Block A', 'Block B', 'Tower C']) {
    const created = await dataProvider.create('groups', { data: { name, parent_id: ids.site, description: `${name} of the north site` } });
    ids[name] = created.data.id;
  }
  const role = await dataProvider.create('roles', { data: { name: 'Concierge', permissions: ['users.view'] } });
  ids.role = role.data.id;
  const people = [
    { login: 'ann', name: 'Ann Archer', email: 'ann@example.org', domain_ids: [ids['Block A']] },
    { login: 'bob', name: 'Bob Baker', email: 'bob@example.org', domain_ids: [ids['Block A'], ids['Block B']] },
    { login: 'cid', name: 'Cid Carter', email: 'cid@example.net', domain_ids: [ids['Block B']], role_id: ids.role },
  ];
  for (const person of people) {
    const created = await dataProvider.create('users', { data: { ...person, password: 'password-1', send_registration_link: false } });
    ids[person.login] = created.data.id;
  }
});

afterAll(async () => {
  await client?.close();
});

describe('getList', () => {
  it('maps the search box to a match_any substring over the entity search fields', async () => {
    const { data, total } = await client.dataProvider.getList('users', { pagination: page(), sort: byName, filter: { q: 'EXAMPLE.ORG' } });
    expect(data.map((u) => u.login)).toEqual(['ann', 'bob']);
    expect(total).toBe(2);
    const sent = lastRequest('GET', '/users/items');
    expect(JSON.parse(sent.query.filters)).toEqual({
      matching: 'match_all',
      items: [
        {
          matching: 'match_any',
          items: ['name', 'login', 'email'].map((field) => ({ field, rule: 'has', value: 'EXAMPLE.ORG' })),
        },
      ],
    });
  });

  it('maps plain keys to equals, lists to any-of, and suffixes to begins_with / equals_above / equals_below', async () => {
    const { dataProvider } = client;
    const equals = await dataProvider.getList('users', { pagination: page(), sort: byName, filter: { role_id: ids.role } });
    expect(equals.data.map((u) => u.login)).toEqual(['cid']);

    const anyOf = await dataProvider.getList('users', { pagination: page(), sort: byName, filter: { login: ['ann', 'cid'] } });
    expect(anyOf.data.map((u) => u.login)).toEqual(['ann', 'cid']);

    const begins = await dataProvider.getList('groups', { pagination: page(), sort: byName, filter: { name_begins: 'block' } });
    expect(begins.data.map((g) => g.name)).toEqual(['Block A', 'Block B']);
    expect(JSON.parse(lastRequest('GET', '/groups/items').query.filters).items).toEqual([{ field: 'name', rule: 'begins_with', value: 'block' }]);

    const range = await dataProvider.getList('groups', {
      pagination: page(),
      sort: byName,
      filter: { id_gte: ids['Block B'], id_lte: ids['Tower C'] },
    });
    expect(range.data.map((g) => g.name)).toEqual(['Block B', 'Tower C']);
  });

  it('matches an id list by membership (users of a group)', async () => {
    const { data } = await client.dataProvider.getList('users', { pagination: page(), sort: byName, filter: { domain_ids: ids['Block B'] } });
    expect(data.map((u) => u.login)).toEqual(['bob', 'cid']);
  });

  it('sorts ascending and descending and pages', async () => {
    const filter = { parent_id: ids.site };
    const descending = await client.dataProvider.getList('groups', { pagination: page(2, 1), sort: { field: 'name', order: 'DESC' }, filter });
    expect(descending.data.map((g) => g.name)).toEqual(['Tower C', 'Block B']);
    expect(descending.total).toBe(3);
    expect(lastRequest('GET', '/groups/items').query).toMatchObject({ page: '1', size: '2', sort: '-name' });

    const second = await client.dataProvider.getList('groups', { pagination: page(2, 2), sort: byName, filter });
    expect(second.data.map((g) => g.name)).toEqual(['Tower C']);
    expect(second.total).toBe(3);
  });

  it('leaves out a sort the API cannot do instead of failing', async () => {
    const { data } = await client.dataProvider.getList('users', { pagination: page(), sort: { field: 'domain_ids', order: 'ASC' }, filter: { q: 'example' } });
    expect(data).toHaveLength(3);
    expect(lastRequest('GET', '/users/items').query.sort).toBeUndefined();
  });

  it('embeds relations named in meta.with', async () => {
    const { data } = await client.dataProvider.getList('users', { pagination: page(), sort: byName, filter: { login: 'cid' }, meta: { with: ['role'] } });
    expect(data[0].role).toEqual({ id: ids.role, name: 'Concierge' });
  });
});

describe('reading records', () => {
  it('getOne answers the record', async () => {
    const { data } = await client.dataProvider.getOne('users', { id: ids.ann });
    expect(data).toMatchObject({ id: ids.ann, login: 'ann', domain_ids: [ids['Block A']] });
    expect(data).not.toHaveProperty('password');
  });

  it('getMany asks for the ids in one list call', async () => {
    const { data } = await client.dataProvider.getMany('users', { ids: [ids.cid, ids.ann, String(ids.ann)] });
    expect(data.map((u) => u.login).sort()).toEqual(['ann', 'cid']);
    const sent = lastRequest('GET', '/users/items');
    expect(sent.query.size).toBe('2');
    expect(JSON.parse(sent.query.filters).items).toEqual([{ field: 'id', rule: 'equals', value: [ids.cid, ids.ann] }]);
  });

  it('getManyReference lists the users of a group, and the groups under a parent', async () => {
    const users = await client.dataProvider.getManyReference('users', {
      target: 'domain_ids',
      id: ids['Block A'],
      pagination: page(),
      sort: byName,
      filter: {},
    });
    expect(users.data.map((u) => u.login)).toEqual(['ann', 'bob']);
    expect(users.total).toBe(2);
    expect(JSON.parse(lastRequest('GET', '/users/items').query.filters).items).toEqual([{ field: 'domain_ids', rule: 'has', value: ids['Block A'] }]);

    const children = await client.dataProvider.getManyReference('groups', {
      target: 'parent_id',
      id: ids.site,
      pagination: page(),
      sort: byName,
      filter: { q: 'tower' },
    });
    expect(children.data.map((g) => g.name)).toEqual(['Tower C']);
  });
});

describe('writing records', () => {
  it('create sends PUT without server-owned fields and answers the stored record', async () => {
    const { data } = await client.dataProvider.create('groups', {
      data: { id: 999, created_at: 'yesterday', path: 'x', name: 'Annex', parent_id: ids.site },
    });
    expect(data).toMatchObject({ name: 'Annex', parent_id: ids.site });
    expect(data.id).not.toBe(999);
    const sent = lastRequest('PUT', '/groups');
    expect(sent.body).toEqual({ name: 'Annex', parent_id: ids.site });
    ids.annex = data.id;
  });

  it('update sends only the fields that changed', async () => {
    const { dataProvider } = client;
    const previous = (await dataProvider.getOne('users', { id: ids.ann, meta: { with: ['domains'] } })).data;
    const edited = { ...previous, name: 'Ann Archer-Smith', profile: { ...previous.profile, phone: '+380441234567' }, password: '' };
    const { data } = await dataProvider.update('users', { id: ids.ann, data: edited, previousData: previous });
    expect(lastRequest('PATCH', `/users/${ids.ann}`).body).toEqual({
      name: 'Ann Archer-Smith',
      profile: { ...previous.profile, phone: '+380441234567' },
    });
    expect(data).toMatchObject({ name: 'Ann Archer-Smith', login: 'ann', profile: { phone: '+380441234567' } });
  });

  it('update shows server field errors in the shape react-admin forms read', async () => {
    const previous = (await client.dataProvider.getOne('users', { id: ids.bob })).data;
    const failure = await client.dataProvider
      .update('users', { id: ids.bob, data: { ...previous, email: 'not an e-mail', profile: { ...previous.profile, phone: '12' } }, previousData: previous })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      status: 422,
      message: 'Value must be e-mail; Phone must be in international format',
      body: { error: { code: 'invalid_data' }, errors: { email: 'Value must be e-mail', profile: { phone: 'Phone must be in international format' } } },
    });
  });

  it('updateMany patches each id', async () => {
    const { data } = await client.dataProvider.updateMany('groups', { ids: [ids['Block A'], ids['Block B']], data: { description: 'Renovated' } });
    expect(data).toEqual([ids['Block A'], ids['Block B']]);
    const { data: groups } = await client.dataProvider.getMany('groups', { ids: [ids['Block A'], ids['Block B']] });
    expect(groups.map((g) => g.description)).toEqual(['Renovated', 'Renovated']);
  });

  it('delete removes one record', async () => {
    const { data } = await client.dataProvider.delete('groups', { id: ids.annex, previousData: { id: ids.annex, name: 'Annex' } });
    expect(data).toEqual({ id: ids.annex, name: 'Annex' });
    await expect(client.dataProvider.getOne('groups', { id: ids.annex })).rejects.toMatchObject({ status: 404, message: 'Not found' });
  });

  it('deleteMany posts the ids and answers those deleted', async () => {
    const first = await client.dataProvider.create('roles', { data: { name: 'Temporary 1' } });
    const second = await client.dataProvider.create('roles', { data: { name: 'Temporary 2' } });
    const { data } = await client.dataProvider.deleteMany('roles', { ids: [first.data.id, second.data.id] });
    expect(data?.sort()).toEqual([first.data.id, second.data.id].sort());
    expect(lastRequest('POST', '/roles/delete').body).toEqual({ items: [first.data.id, second.data.id] });
  });

  it('deleteMany says so when some records could not be deleted', async () => {
    // A group with users cannot go (001 §8).
    const failure = await client.dataProvider.deleteMany('groups', { ids: [ids['Tower C'], ids['Block A']] }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 409, message: '1 of 2 deleted: the others are in use or not available to you.' });
    await expect(client.dataProvider.getOne('groups', { id: ids['Block A'] })).resolves.toBeDefined();
  });
});

describe('a resource named by its console route', () => {
  it('calls its entity’s API path: guest-access lists /identifiers/guest-access', async () => {
    const { data, total } = await client.dataProvider.getList('guest-access', { pagination: page(), sort: { field: 'id', order: 'DESC' }, filter: {} });
    expect(lastRequest('GET', '/identifiers/guest-access/items').path).toBe('/api/v0/identifiers/guest-access/items');
    expect([data, total]).toEqual([[], 0]);
    await expect(client.dataProvider.getOne('guest-access', { id: 999_999 })).rejects.toMatchObject({ status: 404 });
    expect(lastRequest('GET', '/identifiers/guest-access/999999').method).toBe('GET');
  });
});
