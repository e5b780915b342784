/**
 * An announcement's recipients are references (issue 33 D4, D12), over real HTTP on SQLite and PostgreSQL: a
 * building's administrator (demo manager.a) addresses only users that exist and that they see, on create and
 * on update (422 invalid_related_entity, nothing written: no announcement, no device task, no answer telling
 * which ids exist); a recipient deleted after the announcement was written is skipped when it starts, not a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';

type Row = Record<string, any>;

describe.each(DIALECTS)('announcement recipients on %s', (dialect) => {
  let server: TestServer;
  let manager: string;
  let admin: string;
  const ids: Record<string, number> = {};

  const announcement = (extra: Row) => ({ name: `Notice ${dialect}`, subject: 'Water off on Monday', type: 'info', body: '<p>From 9 to 12.</p>', ...extra });
  const responsesOf = async (id: number) =>
    (await server.store.db.selectFrom('announce_responses').select('user_id').where('announce_id', '=', id).orderBy('user_id').execute()).map((row) => Number(row.user_id));

  beforeAll(async () => {
    server = await startServer(dialect);
    manager = await server.login('manager.a');
    admin = await server.login('admin');
    for (const login of ['admin', 'resident1', 'resident5']) {
      ids[login] = Number((await server.store.db.selectFrom('users').select('id').where('login', '=', login).executeTakeFirstOrThrow()).id);
    }
  });
  afterAll(async () => server?.close());

  it('refuses recipients the author cannot see or that do not exist, by any channel, writing nothing', async () => {
    const before = await storeFingerprint(server.store);
    for (const send_via of ['email', 'devices']) {
      for (const users of [[ids.resident5], [ids.admin], [999_999], [ids.resident1, ids.resident5]]) {
        const answer = await server.request('PUT', '/announces', { token: manager, body: announcement({ send_via, users }) });
        expect(answer.status, JSON.stringify({ send_via, users })).toBe(422);
        expect(answer.body.error.code).toBe('invalid_related_entity');
        expect(Object.keys(answer.body.error.fields)).toEqual(['users']);
      }
    }
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it('refuses adding such a recipient on update and keeps the ones it had', async () => {
    const made = await server.request('PUT', '/announces', { token: manager, body: announcement({ users: [ids.resident1] }) });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.id;
    const before = await storeFingerprint(server.store);
    for (const users of [[ids.resident1, ids.resident5], [999_999]]) {
      const answer = await server.request('PATCH', `/announces/${id}`, { token: manager, body: { users } });
      expect(answer.status).toBe(422);
      expect(answer.body.error.code).toBe('invalid_related_entity');
    }
    expect(await storeFingerprint(server.store)).toEqual(before);
    expect((await server.request('GET', `/announces/${id}`, { token: manager })).body.data.users).toEqual([ids.resident1]);
  });

  it('starts an announcement whose recipient was deleted since, skipping that recipient', async () => {
    const role = Number((await server.store.db.selectFrom('roles').select('id').where('name', '=', 'Resident').executeTakeFirstOrThrow()).id);
    const leaving = await server.request('PUT', '/users', {
      token: admin, body: { login: `leaving.${dialect}`, name: 'Leaving', password: 'leaving-password', role_id: role, domain_ids: [0], send_registration_link: false },
    });
    expect(leaving.status, JSON.stringify(leaving.body)).toBe(201);
    const made = await server.request('PUT', '/announces', { token: admin, body: announcement({ users: [ids.resident1, leaving.body.data.id] }) });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await server.request('DELETE', `/users/${leaving.body.data.id}`, { token: admin })).status).toBe(200);

    const started = await server.request('POST', `/announces/${made.body.data.id}/start`, { token: admin });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.data).toMatchObject({ status: 'active', recipients_count: 1 });
    expect(await responsesOf(made.body.data.id)).toEqual([ids.resident1]);
  });
});
