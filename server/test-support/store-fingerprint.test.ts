/**
 * The "nothing written" check many tests rest on: the fingerprint covers every table the database lists (entity,
 * join and plain tables, and one created after the server started), and changes with any write to any column,
 * also one that leaves updated_at and the row count as they were, on both databases.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, WRITTEN_BY_REFUSALS, startServer, storeFingerprint } from './server';

describe.each(DIALECTS)('the store fingerprint on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startServer(dialect, { demo: false });
    // A table no code knows of: the fingerprint reads the database's own table list.
    await sql`create table fingerprint_probe (note text)`.execute(server.store.db);
    admin = await server.login('admin');
  });
  afterAll(() => server?.close());

  /** Runs a write straight on the database and answers whether the fingerprint saw it. */
  async function seen(write: string) {
    const before = await storeFingerprint(server.store);
    await sql.raw(write).execute(server.store.db);
    return JSON.stringify(await storeFingerprint(server.store)) !== JSON.stringify(before);
  }

  it('is equal when nothing was written and covers every table, plain and join tables alike', async () => {
    const first = await storeFingerprint(server.store);
    expect(await storeFingerprint(server.store)).toEqual(first);
    expect(Object.keys(first)).toEqual(expect.arrayContaining([
      'groups', 'users', 'users_domain_ids', 'roles_available_roles', 'sessions', 'project_settings', 'audit_events', 'account_tokens', 'notifications', 'licenses', 'fingerprint_probe',
    ]));
    for (const table of Object.keys(WRITTEN_BY_REFUSALS)) expect(Object.keys(first)).not.toContain(table);
    expect(first.groups).toMatchObject({ rows: 1 });
  });

  it('tells a write that leaves updated_at and the row count unchanged, in entity, join, plain and new tables', async () => {
    const group = await server.request('PUT', '/groups', { token: admin, body: { name: 'Fingerprinted', parent_id: 0 } });
    expect(group.status).toBe(201);
    const user = await server.request('PUT', '/users', {
      token: admin,
      body: { login: `fingerprint-${dialect}`, name: 'Fingerprint', email: '', role_id: 1, domain_ids: [group.body.data.id], send_registration_link: false },
    });
    expect(user.status, JSON.stringify(user.body)).toBe(201);
    const id = user.body.data.id;
    expect(await seen(`update users set name = 'Renamed behind updated_at' where id = ${id}`)).toBe(true);
    expect(await seen(`update users_domain_ids set ref_id = 0 where owner_id = ${id}`)).toBe(true);
    expect(await seen(`update sessions set access_expires_at = access_expires_at + 1`)).toBe(true);
    expect(await seen(`insert into fingerprint_probe (note) values ('a')`)).toBe(true);
    expect(await seen(`update fingerprint_probe set note = 'b'`)).toBe(true);
    // Nothing changes when a write writes what was there.
    expect(await seen(`update fingerprint_probe set note = 'b'`)).toBe(false);
  });

  it('tells a created, an updated and a deleted record through the API', async () => {
    const before = await storeFingerprint(server.store);
    const created = await server.request('PUT', '/groups', { token: admin, body: { name: 'Through the API', parent_id: 0 } });
    expect(created.status).toBe(201);
    const afterCreate = await storeFingerprint(server.store);
    expect(afterCreate.groups.rows).toBe(before.groups.rows + 1);
    expect((await server.request('PATCH', `/groups/${created.body.data.id}`, { token: admin, body: { name: 'Renamed' } })).status).toBe(200);
    const afterUpdate = await storeFingerprint(server.store);
    expect(afterUpdate.groups).not.toEqual(afterCreate.groups);
    expect((await server.request('DELETE', `/groups/${created.body.data.id}`, { token: admin })).status).toBe(200);
    expect((await storeFingerprint(server.store)).groups.rows).toBe(before.groups.rows);
  });
});
