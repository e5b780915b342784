/**
 * A licence period is a pair (000 §5.2 "Both values must be specified where a pair is asked"): a new user's or
 * group's restrictPeriod sent with one end only is refused on the missing end with 'Both values must be
 * specified', over real HTTP on SQLite and PostgreSQL, writing nothing (a change merges into the stored pair).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';

describe.each(DIALECTS)('licence period ends on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  const idOf = async (table: string, column: string, value: string) => Number((await server.store.db.selectFrom(table).select('id').where(column, '=', value).executeTakeFirstOrThrow()).id);

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
  });
  afterAll(async () => server?.close());

  it.each([
    ['a new user', 'users', { login: `pair.user.${dialect}`, name: 'Pair user', license_info: { restrictPeriod: { from: 1000 } } }, 'license_info.restrictPeriod.to'],
    ['a new group', 'groups', { name: `Pair group ${dialect}`, license_info: { restrictPeriod: { to: 5000 } } }, 'license_info.restrictPeriod.from'],
  ])("refuses %s's period with one end, naming the other", async (_who, path, body, field) => {
    const placed = path === 'users' ? { ...body, domain_ids: [await idOf('groups', 'name', 'Block B')] } : { ...body, parent_id: await idOf('groups', 'name', 'Block B') };
    const before = await storeFingerprint(server.store);
    const answer = await server.request('PUT', `/${path}`, { token: admin, body: placed });
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.error.field_codes).toEqual({ [field]: { key: 'validation.both_values' } });
    expect(answer.body.error.fields[field]).toBe('Both values must be specified');
    expect(await storeFingerprint(server.store)).toEqual(before);
  });
});
