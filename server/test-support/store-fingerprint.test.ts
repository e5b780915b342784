/**
 * The "nothing written" check many tests rest on: the fingerprint must change with a created, an updated and
 * a deleted record, and with a join table's rows, on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from './server';

describe.each(DIALECTS)('the store fingerprint on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startServer(dialect, { demo: false });
    admin = await server.login('admin');
  });
  afterAll(() => server?.close());

  it('is equal when nothing was written and tells each kind of write', async () => {
    const first = await storeFingerprint(server.store);
    expect(await storeFingerprint(server.store)).toEqual(first);
    expect(first.groups).toMatchObject({ rows: 1 });

    const created = await server.request('PUT', '/groups', { token: admin, body: { name: 'Fingerprinted', parent_id: 0 } });
    expect(created.status).toBe(201);
    const afterCreate = await storeFingerprint(server.store);
    expect(afterCreate.groups).toMatchObject({ rows: 2 });

    await new Promise((resolve) => setTimeout(resolve, 5)); // updated_at has millisecond precision
    expect((await server.request('PATCH', `/groups/${created.body.data.id}`, { token: admin, body: { name: 'Renamed' } })).status).toBe(200);
    const afterUpdate = await storeFingerprint(server.store);
    expect(afterUpdate.groups).not.toEqual(afterCreate.groups);

    const user = await server.request('PUT', '/users', {
      token: admin,
      body: { login: `fingerprint-${dialect}`, name: 'Fingerprint', email: '', role_id: 1, domain_ids: [created.body.data.id], send_registration_link: false },
    });
    expect(user.status, JSON.stringify(user.body)).toBe(201);
    const afterUser = await storeFingerprint(server.store);
    expect(afterUser.users_domain_ids).toBe((afterUpdate.users_domain_ids as number) + 1);

    expect((await server.request('DELETE', `/users/${user.body.data.id}`, { token: admin })).status).toBe(200);
    expect((await storeFingerprint(server.store)).users).toEqual(afterUpdate.users);
  });
});
