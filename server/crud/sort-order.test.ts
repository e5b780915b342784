/**
 * The order of a list by words (sort-order.ts) over real HTTP: ignoring case, the same on both databases,
 * either way, equal names by id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

describe.each(DIALECTS)('a list by name on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  const NAMES = ['Zeta order', 'alpha order', 'Beta order', 'ALPHA order', 'gamma order', 'delta order'];
  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    for (const name of NAMES) expect((await server.request('PUT', '/schedules', { token: admin, body: { name, weekly_slots: [] } })).status).toBe(201);
  });
  afterAll(async () => server?.close());

  async function names(sort: string) {
    const filters = { matching: 'match_all', items: [{ field: 'name', rule: 'has', value: ' order' }] };
    const { status, body } = await server.request('GET', '/schedules/items', { token: admin, query: { sort, filters, size: 25 } });
    expect(status).toBe(200);
    return body.data.map((row: { name: string }) => row.name);
  }

  it('orders words ignoring case, equal ones by id, either way', async () => {
    // "alpha order" was created before "ALPHA order": equal ignoring case, so by id.
    expect(await names('name')).toEqual(['alpha order', 'ALPHA order', 'Beta order', 'delta order', 'gamma order', 'Zeta order']);
    expect(await names('-name')).toEqual(['Zeta order', 'gamma order', 'delta order', 'Beta order', 'ALPHA order', 'alpha order']);
  });
});
