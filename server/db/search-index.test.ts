/**
 * The search box's index (migration-helpers.ts createSearchIndex: FTS5 trigrams on SQLite, pg_trgm on
 * PostgreSQL) over real HTTP on both databases: a contains search finds what a record holds now, whoever
 * wrote it (a route, raw SQL, a rename, a delete), exactly as "contains" ignoring case, quotes and wildcards
 * included; and an index made over rows already there holds them.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { createSearchIndex } from './migration-helpers';

describe.each(DIALECTS)('the search index on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
  });
  afterAll(() => server.close());

  /** The names of the groups whose name or description contains `value`, as the list's search box asks. */
  async function found(value: string) {
    const filters = { matching: 'match_any', items: ['name', 'description'].map((field) => ({ field, rule: 'has', value })) };
    const { status, body } = await server.request('GET', '/groups/items', { token: admin, query: { size: 1000, sort: 'name', filters: JSON.stringify(filters) } });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.pagination.total).toBe(body.data.length);
    return body.data.map((group: { name: string }) => group.name) as string[];
  }

  const create = async (name: string, description = '') => {
    const { status, body } = await server.request('PUT', '/groups', { token: admin, body: { name, description, parent_id: 0 } });
    expect(status).toBe(201);
    return body.data.id as number;
  };

  it('follows a record through its create, its rename and its delete', async () => {
    const id = await create('Сервисный вход');
    expect(await found('РВИСН')).toEqual(['Сервисный вход']);
    expect((await server.request('PATCH', `/groups/${id}`, { token: admin, body: { name: 'Главный вход' } })).status).toBe(200);
    expect(await found('рвисн')).toEqual([]);
    expect(await found('лавный в')).toEqual(['Главный вход']);
    expect((await server.request('DELETE', `/groups/${id}`, { token: admin })).status).toBe(200);
    expect(await found('лавный в')).toEqual([]);
  });

  it('finds a row written by raw SQL, in any searched column', async () => {
    const now = new Date().toISOString();
    await sql`insert into groups (name, description, parent_id, domain_type_id, path, created_at, updated_at) values ('Raw Wing', 'Côté Jardin', 0, 2, '', ${now}, ${now})`.execute(server.store.db);
    expect(await found('aw wi')).toEqual(['Raw Wing']);
    expect(await found('ÔTÉ JAR')).toEqual(['Raw Wing']);
  });

  it('is "contains" exactly: quotes, wildcards and spaces are the characters they are', async () => {
    await create('Say "hi" now');
    await create('Подъезд 5%');
    await create('Подъезд 50');
    await create('Pod 5_x');
    expect(await found('"hi"')).toEqual(['Say "hi" now']);
    expect(await found('y "h')).toEqual(['Say "hi" now']);
    expect(await found('д 5%')).toEqual(['Подъезд 5%']);
    expect(await found('д 5')).toEqual(['Подъезд 5%', 'Подъезд 50']);
    expect(await found('5_x')).toEqual(['Pod 5_x']);
    expect(await found('d 5_')).toEqual(['Pod 5_x']);
    expect(await found('"hi" now!')).toEqual([]);
  });

  it("answers a hostile search with what contains it, never an error: the search index's query syntax stays inside its quotes", async () => {
    await create('Wing {name}: NEAR(a b) * "x"');
    for (const value of ['{name}: NEAR', 'NEAR(a b) *', ' * "x"', 'name : x', '") OR ("', "'); drop table groups; --", '\ud800abc', '🏢🏢🏢']) {
      const expected = value === '{name}: NEAR' || value === 'NEAR(a b) *' || value === ' * "x"' ? ['Wing {name}: NEAR(a b) * "x"'] : [];
      expect(await found(value), value).toEqual(expected);
    }
  });

  it('made over rows already there, holds them', async () => {
    await create('Северная башня', 'Старый корпус');
    await createSearchIndex(server.store.db, 'groups', ['name', 'description']);
    expect(await found('рый корп')).toEqual(['Северная башня']);
    expect(await found('верная')).toEqual(['Северная башня']);
  });
});
