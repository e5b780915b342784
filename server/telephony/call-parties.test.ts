/**
 * Call history rows carry their ends as 001 §7 writes them, `from {number, user}` and `to {number, user}`, over
 * real HTTP on SQLite and PostgreSQL: the user is `{id, name}` only for a reader who may view that user, else null
 * beside the number; the stored fields are still answered, filtered and sorted on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callStarted } from './call-log';
import type { ActiveNumber } from './numbers';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

type Row = Record<string, any>;

describe.each(DIALECTS)('call history parties on %s', (dialect) => {
  let server: TestServer;
  const users: Record<string, { id: number; name: string }> = {};

  const end = async (number: string): Promise<ActiveNumber> => {
    const row = await server.store.db.selectFrom('virtual_numbers').selectAll().where('number', '=', number).executeTakeFirstOrThrow();
    return { ...(row as ActiveNumber), id: Number(row.id), user_id: row.user_id === null ? null : Number(row.user_id), domain_id: Number(row.domain_id) };
  };
  const historyOf = async (login: string) => {
    const answer = await server.request('GET', '/call-history/items', { token: await server.login(login), query: { sort: 'from_number', filters: JSON.stringify({ matching: 'match_all', items: [{ field: 'to_number', rule: 'equals', value: '1900' }] }) } });
    expect(answer.status).toBe(200);
    return answer.body.data as Row[];
  };

  beforeAll(async () => {
    server = await startServer(dialect);
    for (const login of ['resident1', 'concierge.a']) {
      const row = await server.store.db.selectFrom('users').select(['id', 'name']).where('login', '=', login).executeTakeFirstOrThrow();
      users[login] = { id: Number(row.id), name: String(row.name) };
    }
    const concierge = await end('1900');
    await callStarted(server.store, { callId: 'parties-1', caller: await end('1001'), callee: concierge, stages: [{ numbers: ['1900'], timeout: 30, onError: false }], isSos: false, type: 'normal' });
  });
  afterAll(async () => server?.close());

  it('answers from and to as {number, user} beside the stored fields', async () => {
    const [row] = (await historyOf('admin')).filter((r) => r.call_id === 'parties-1');
    expect(row.from).toEqual({ number: '1001', user: users.resident1 });
    expect(row.to).toEqual({ number: '1900', user: users['concierge.a'] });
    expect(row).toMatchObject({ from_number: '1001', from_user_id: users.resident1.id, to_number: '1900', to_user_id: users['concierge.a'].id });
    const one = await server.request('GET', `/call-history/${row.id}`, { token: await server.login('admin') });
    expect(one.body.data.from).toEqual(row.from);
    expect(one.body.data.to).toEqual(row.to);
  });

  it("tells a resident the concierge's number but not the user they may not view", async () => {
    const resident = await server.login('resident1');
    expect((await server.request('GET', `/users/${users['concierge.a'].id}`, { token: resident })).status).toBe(404);
    const [row] = (await historyOf('resident1')).filter((r) => r.call_id === 'parties-1');
    expect(row.to).toEqual({ number: '1900', user: null });
    expect(row.from.number).toBe('1001');
  });
});
