/**
 * The list's totals (repository.ts): counted when the page is full or empty, told by the page itself when it
 * is shorter than its size; the same on every page, for an actor who sees everything (no access filter at
 * all) and for one whose scope is a building (descendants); past COUNT_CAP, a count that stops. Over real HTTP on
 * SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { COUNT_CAP } from './count-cap';

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

/**
 * Large lists are never counted in full to show a page (COUNT_CAP): past 10,000 records a list answers
 * `total: 10000, total_exact: false`, on every page; a whole SQLite table is still counted exactly (its b-tree
 * count is cheap), where PostgreSQL would read every row.
 */
describe.each(DIALECTS)('counting large lists on %s', (dialect) => {
  let server: TestServer;
  let deviceId: number;
  const EVENTS = COUNT_CAP + 50;
  beforeAll(async () => {
    server = await startServer(dialect);
    const { db } = server.store;
    const device = await db.selectFrom('devices').select(['id', 'domain_id']).orderBy('id').executeTakeFirstOrThrow();
    deviceId = Number(device.id);
    const at = Date.now();
    const rows = Array.from({ length: EVENTS }, (_, i) => ({
      device_id: deviceId, domain_id: device.domain_id, type: 'call', message: '', data: '{}', at: at - i * 1000,
      created_at: new Date(at).toISOString(), updated_at: new Date(at).toISOString(), created_by: null,
    }));
    for (let i = 0; i < rows.length; i += 500) await db.insertInto('device_events').values(rows.slice(i, i + 500)).execute();
  }, 60_000);
  afterAll(async () => server?.close());

  const events = async (query: Record<string, unknown>) => {
    const { status, body } = await server.request('GET', '/devices/events/items', { token: await server.login('admin'), query: { size: 25, sort: '-at', ...query } });
    expect(status).toBe(200);
    return body;
  };
  const oneDevice = () => JSON.stringify({ matching: 'match_all', items: [{ field: 'device_id', rule: 'equals', value: deviceId }] });

  it('a filtered list past the cap says "more than 10,000" on its first, a middle and a page past its end', async () => {
    for (const page of [1, 200, 1000]) {
      const body = await events({ page, filters: oneDevice() });
      expect(body.pagination, `page ${page}`).toEqual({ total: COUNT_CAP, size: 25, page, total_exact: false });
      expect(body.data).toHaveLength(page === 1000 ? 0 : 25);
    }
  });

  it('a list under the cap is counted exactly, with no total_exact', async () => {
    const { db } = server.store;
    const under = await db.selectFrom('device_events').select((eb) => eb.fn.countAll<number>().as('n')).where('device_id', '<>', deviceId).executeTakeFirstOrThrow();
    const body = await events({ page: 1, size: 2, filters: JSON.stringify({ matching: 'match_all', items: [{ field: 'device_id', rule: 'not_equals', value: deviceId }] }) });
    expect(body.pagination).toEqual({ total: Number(under.n), size: 2, page: 1 });
  });

  it(dialect === 'sqlite' ? 'the whole table is counted exactly' : 'the whole table is not counted past the cap either', async () => {
    const { db } = server.store;
    const all = Number((await db.selectFrom('device_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(all).toBeGreaterThan(COUNT_CAP);
    const body = await events({ page: 1 });
    expect(body.pagination).toEqual(dialect === 'sqlite' ? { total: all, size: 25, page: 1 } : { total: COUNT_CAP, size: 25, page: 1, total_exact: false });
  });
});
