/**
 * A group's descendants are a range of paths (scope.ts pathRange: ['0.3.', '0.3/')), which holds only in byte
 * order. A site's PostgreSQL database may sort text by a language's rules instead; glibc's en_US.UTF-8, for
 * one, ignores punctuation, and then '0.3.7.' falls after '0.3/' and a building's administrator would see
 * none of the building's entrances or apartments. Here the database ignores punctuation (ICU's "shifted"
 * order) and a group administrator still sees exactly the groups below theirs, over HTTP.
 */
import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, providedPostgresUrl } from '../test-support/postgres';
import { DEMO_PASSWORD, type TestServer, startServer } from '../test-support/server';

describe('descendants on a PostgreSQL database that sorts ignoring punctuation', () => {
  let server: TestServer;
  beforeAll(async () => {
    const databaseUrl = await createDatabase(providedPostgresUrl(inject('postgres')), 'collation', 'und-u-ka-shifted');
    server = await startServer('postgres', { demo: true, config: { databaseUrl } });
  });
  afterAll(async () => server?.close());

  it('a building administrator sees every group below the building, and no other', async () => {
    const all = async (token: string) => (await server.request('GET', '/groups/items', { token, query: { size: 1000 } })).body.data as { id: number; path: string }[];
    const everything = await all(await server.login('admin'));
    const managed = await all(await server.login('manager.a', DEMO_PASSWORD));
    const building = managed.reduce((top, group) => (group.path.length < top.path.length ? group : top));
    const below = everything.filter((group) => group.path.startsWith(building.path)).map((group) => group.id);
    expect(below.length).toBeGreaterThan(1);
    expect(managed.map((group) => group.id).sort((a, b) => a - b)).toEqual(below.sort((a, b) => a - b));
  });
});
