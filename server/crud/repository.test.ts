/**
 * The list's totals (repository.ts): counted when the page is full or empty, told by the page itself when it
 * is shorter than its size; the same on every page, for an actor who sees everything (no access filter at
 * all) and for one whose scope is a building (descendants). Over real HTTP on SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

type Row = Record<string, any>;

describe.each(DIALECTS)('list totals on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(dialect);
  });
  afterAll(async () => server?.close());

  const list = (token: string, path: string, query: Record<string, unknown>) => server.request('GET', `${path}/items`, { token, query });

  /** Every page of `size` until an empty one: the totals they answer and the ids they hold. */
  async function pages(token: string, path: string, size: number, query: Record<string, unknown> = {}) {
    const totals: number[] = [];
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const { status, body } = await list(token, path, { ...query, page, size, sort: 'id' });
      expect(status).toBe(200);
      totals.push(body.pagination.total);
      ids.push(...body.data.map((row: Row) => row.id));
      if (!body.data.length) return { totals, ids };
    }
  }

  it.each(['admin', 'manager.a'])('%s: every page answers the number of records it can see, full, short or past the end', async (login) => {
    const token = await server.login(login);
    for (const path of ['/users', '/devices', '/identifiers']) {
      const all = (await list(token, path, { size: 1000 })).body.data as Row[];
      expect(all.length, path).toBeGreaterThan(2);
      const { totals, ids } = await pages(token, path, 2);
      expect(totals, path).toEqual(totals.map(() => all.length));
      expect(ids, path).toEqual(all.map((row) => row.id).sort((a, b) => a - b));
    }
  });

  it('a filter that matches nothing answers total 0 on page 1 and past it', async () => {
    const token = await server.login('admin');
    const filters = JSON.stringify({ matching: 'match_all', items: [{ field: 'name', rule: 'begins_with', value: 'no such name' }] });
    for (const page of [1, 2]) {
      const { body } = await list(token, '/devices', { page, size: 5, filters });
      expect(body).toEqual({ data: [], pagination: { total: 0, size: 5, page } });
    }
  });

  it('a last page that is exactly full is counted, not taken for a short one', async () => {
    const token = await server.login('admin');
    const all = (await list(token, '/devices', { size: 1000 })).body.data as Row[];
    const size = [2, 3, 4, 5, 6, all.length].find((n) => all.length % n === 0)!;
    const last = all.length / size;
    const { body } = await list(token, '/devices', { page: last, size, sort: 'id' });
    expect(body.data).toHaveLength(size);
    expect(body.pagination.total).toBe(all.length);
  });
});
