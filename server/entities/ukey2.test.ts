/**
 * UKEY2 over real HTTP on SQLite and PostgreSQL: the /ukey2 page lists only identifiers of type ukey2, a key
 * is issued (never created or deleted) with a value the server draws, revoked by `ukey2.revoke`, scoped to
 * the issuer's groups, and every call stops when UKEY2 is not licensed. Refusals write nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';

type Row = Record<string, any>;

describe.each(DIALECTS)('UKEY2 on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let managerA: string;
  let auditor: string;
  const userId: Record<string, number> = {};
  const issue = (body: Row, token = admin) => server.request('POST', '/ukey2/issue', { token, body });
  const keys = async (token = admin) => (await server.request('GET', '/ukey2/items', { token, query: { size: 100 } })).body.data as Row[];

  beforeAll(async () => {
    server = await startServer(dialect);
    [admin, managerA, auditor] = await Promise.all(['admin', 'manager.a', 'auditor'].map((login) => server.login(login)));
    const users = (await server.request('GET', '/users/items', { token: admin, query: { size: 100 } })).body.data as Row[];
    for (const u of users) userId[u.login] = u.id;
  });
  afterAll(async () => server?.close());

  it('lists only UKEY2 identifiers, and reads them one by one on their own path', async () => {
    const all = (await server.request('GET', '/identifiers/items', { token: admin, query: { size: 100 } })).body.data as Row[];
    const listed = await keys();
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.map((key) => key.id).sort()).toEqual(all.filter((row) => row.type === 'ukey2').map((row) => row.id).sort());
    const card = all.find((row) => row.type === 'card')!;
    expect((await server.request('GET', `/ukey2/${card.id}`, { token: admin })).status).toBe(404);
    expect((await server.request('PATCH', `/ukey2/${card.id}`, { token: admin, body: { name: 'Not a key' } })).status).toBe(404);
  });

  it('issues a key to a user: a drawn 64-bit value, named after the owner, in the owner’s groups', async () => {
    const first = await issue({ owner: userId.resident1 });
    const second = await issue({ owner: userId.resident1, name: 'Spare phone' });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.data).toMatchObject({ type: 'ukey2', owner: userId.resident1, is_active: true, revoked: false, passes_used: 0 });
    expect(first.body.data.name).toMatch(/^UKEY2 /);
    expect(second.body.data.name).toBe('Spare phone');
    for (const key of [first.body.data, second.body.data]) expect(BigInt(key.value) < 1n << 64n).toBe(true);
    expect(first.body.data.value).not.toBe(second.body.data.value);
    const owner = (await server.request('GET', `/users/${userId.resident1}`, { token: admin })).body.data;
    expect(first.body.data.domain_ids).toEqual(owner.domain_ids);
    const asIdentifier = await server.request('GET', `/identifiers/${first.body.data.id}`, { token: admin });
    expect(asIdentifier.body.data).toMatchObject({ type: 'ukey2', value: first.body.data.value });
  });

  it('has no add and no delete, and the value and type cannot be changed', async () => {
    const key = (await issue({ owner: userId.resident2 })).body.data;
    const before = await storeFingerprint(server.store);
    expect((await server.request('PUT', '/ukey2', { token: admin, body: { owner: userId.resident2 } })).status).toBe(403);
    expect((await server.request('DELETE', `/ukey2/${key.id}`, { token: admin })).status).toBe(403);
    const removed = await server.request('DELETE', `/identifiers/${key.id}`, { token: admin });
    expect(removed.status).toBe(403);
    expect(removed.body.error.code).toBe('ukey2_not_deletable');
    expect(await storeFingerprint(server.store)).toEqual(before);
    const changed = await server.request('PATCH', `/ukey2/${key.id}`, { token: admin, body: { name: 'Renamed', value: '1', type: 'card' } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ name: 'Renamed', value: key.value, type: 'ukey2' });
  });

  it('refuses an issue without an owner, or to an unknown user, writing nothing; a sent value is ignored', async () => {
    const before = await storeFingerprint(server.store);
    const missing = await issue({});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.error.fields)).toEqual(['owner']);
    expect((await issue({ owner: 999_999 })).status).toBe(422);
    expect(await storeFingerprint(server.store)).toEqual(before);
    const sent = await issue({ owner: userId.resident1, value: '42' });
    expect(sent.status).toBe(201);
    expect(sent.body.data.value).not.toBe('42');
  });

  it('issues and revokes by the ukey2 permissions, within the issuer’s groups', async () => {
    const ownKey = (await issue({ owner: userId.resident1 }, managerA)).body.data;
    expect(ownKey?.owner).toBe(userId.resident1);
    const seen = new Set(((await server.request('GET', '/users/items', { token: managerA, query: { size: 100 } })).body.data as Row[]).map((u) => u.id));
    const outside = Object.values(userId).find((id) => !seen.has(id))!;
    const before = await storeFingerprint(server.store);
    expect((await issue({ owner: outside }, managerA)).status).toBe(422);
    expect((await issue({ owner: userId.resident1 }, auditor)).status).toBe(403);
    expect((await server.request('POST', `/ukey2/${ownKey.id}/revoke`, { token: auditor })).status).toBe(404);
    expect(await storeFingerprint(server.store)).toEqual(before);
    const revoked = await server.request('POST', `/ukey2/${ownKey.id}/revoke`, { token: managerA });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toMatchObject({ revoked: true, is_active: false });
    expect((await keys(managerA)).every((key) => key.domain_ids.length > 0)).toBe(true);
  });

  it('answers "no licences" on every UKEY2 call while UKEY2 is not licensed', async () => {
    const key = (await keys())[0];
    await server.request('PATCH', '/project-settings/licenses', { token: admin, body: { features: { ukey2: { is_enabled: false } } } });
    try {
      const calls = [
        server.request('GET', '/ukey2/items', { token: admin }),
        server.request('GET', `/ukey2/${key.id}`, { token: admin }),
        server.request('PATCH', `/ukey2/${key.id}`, { token: admin, body: { name: 'x' } }),
        issue({ owner: userId.resident1 }),
        server.request('POST', `/ukey2/${key.id}/revoke`, { token: admin }),
      ];
      for (const answer of await Promise.all(calls)) expect([answer.status, answer.body.error?.code]).toEqual([403, 'no_licences']);
      // Signing in comes first: without a token it is still 401.
      expect((await server.request('GET', '/ukey2/items')).status).toBe(401);
    } finally {
      await server.request('PATCH', '/project-settings/licenses', { token: admin, body: { features: { ukey2: { is_enabled: true } } } });
    }
  });
});
