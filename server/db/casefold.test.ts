// Both databases ignore case alike, Cyrillic included: logins, uniqueness and text filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DIALECTS, type TestServer, startServer } from '../test-support/server';

describe.each(DIALECTS)('case-insensitive text on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
  });
  afterAll(() => server.close());

  it('signs in whatever the case of the login', async () => {
    const token = await server.login('MANAGER.A', DEMO_PASSWORD);
    expect(token).toBeTruthy();
  });

  it('treats logins differing only in case as the same value', async () => {
    const { status, body } = await server.request('PUT', '/users', {
      token: admin,
      body: { login: 'Manager.A', name: 'Copy', domain_ids: [0], send_registration_link: false },
    });
    expect(status).toBe(409);
    expect(body.error.fields.login).toBeTruthy();
  });

  it('matches Cyrillic text in equals and has filters ignoring case', async () => {
    const created = await server.request('PUT', '/groups', { token: admin, body: { name: 'Корпус Б', parent_id: 0 } });
    expect(created.status).toBe(201);
    for (const rule of ['equals', 'has', 'begins_with']) {
      const value = rule === 'has' ? 'ус б' : rule === 'equals' ? 'КОРПУС Б' : 'корп';
      const { body } = await server.request('GET', '/groups/items', {
        token: admin,
        query: { filters: JSON.stringify({ items: [{ field: 'name', rule, value }] }) },
      });
      expect(body.data.map((g: { id: number }) => g.id), rule).toEqual([created.body.data.id]);
    }
  });

  it('matches Cyrillic prefixes exactly, wildcards and neighbours included, and not_equals leaves the one it names', async () => {
    const names = ['Подъезд 5%', 'Подъезд 50', 'подъезд 5_', 'Подъездная', 'Подъезд'];
    const made = new Map<string, number>();
    for (const name of names) made.set(name, (await server.request('PUT', '/groups', { token: admin, body: { name, parent_id: 0 } })).body.data.id);
    const found = async (rule: string, value: string) => {
      const { body } = await server.request('GET', '/groups/items', { token: admin, query: { size: 1000, filters: JSON.stringify({ items: [{ field: 'name', rule, value }] }) } });
      return names.filter((name) => body.data.some((g: { id: number }) => g.id === made.get(name)));
    };
    expect(await found('begins_with', 'ПОДЪЕЗД 5%')).toEqual(['Подъезд 5%']);
    expect(await found('begins_with', 'подъезд 5')).toEqual(['Подъезд 5%', 'Подъезд 50', 'подъезд 5_']);
    expect(await found('begins_with', 'подъезд')).toEqual(names);
    expect(await found('begins_with', 'подъезд_')).toEqual([]);
    expect(await found('has', 'ЕЗД 5_')).toEqual(['подъезд 5_']);
    expect(await found('equals', 'ПОДЪЕЗД')).toEqual(['Подъезд']);
    expect(await found('not_equals', 'ПОДЪЕЗД')).toEqual(names.filter((name) => name !== 'Подъезд'));
  });

  it('matches ASCII text in equals, not_equals, has and begins_with ignoring case (SQLite: no JavaScript per row)', async () => {
    const created = await server.request('PUT', '/groups', { token: admin, body: { name: 'Tower C-7', parent_id: 0 } });
    expect(created.status).toBe(201);
    const ids = async (rule: string, value: string) => {
      const { body } = await server.request('GET', '/groups/items', { token: admin, query: { size: 1000, filters: JSON.stringify({ items: [{ field: 'name', rule, value }] }) } });
      return body.data.map((g: { id: number }) => g.id) as number[];
    };
    expect(await ids('equals', 'tOWER c-7')).toEqual([created.body.data.id]);
    expect(await ids('has', 'WER c-')).toEqual([created.body.data.id]);
    expect(await ids('begins_with', 'tower c-')).toEqual([created.body.data.id]);
    expect(await ids('begins_with', 'tower_c')).toEqual([]);
    expect(await ids('equals', 'Tower C-')).toEqual([]);
    expect(await ids('not_equals', 'TOWER C-7')).not.toContain(created.body.data.id);
    expect((await ids('not_equals', 'TOWER C-7')).length).toBeGreaterThan(0);
  });
});
