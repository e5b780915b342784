/**
 * SIP trunks over real HTTP on SQLite and PostgreSQL: `domains` as 001 §7 writes it (`[{id}]`), and as plain
 * ids; digest credentials in ASCII only (000 §5.1).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';

describe.each(DIALECTS)('SIP trunks on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let blockA: number;
  let blockB: number;
  const trunk = { name: 'Carrier', outgoing_number: '+380440000000', termination_uri: 'sip:carrier.example.net' };

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    const group = async (name: string) => Number((await server.store.db.selectFrom('groups').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id);
    [blockA, blockB] = [await group('Block A'), await group('Block B')];
  });
  afterAll(async () => server?.close());

  it('takes domains as [{id}] and as ids, and stores the ids', async () => {
    const made = await server.request('PUT', '/sip-trunks', { token: admin, body: { ...trunk, domains: [{ id: blockA }] } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.domains).toEqual([blockA]);
    const changed = await server.request('PATCH', `/sip-trunks/${made.body.data.id}`, { token: admin, body: { domains: [{ id: blockA }, { id: blockB }] } });
    expect(changed.body.data.domains).toEqual([blockA, blockB]);
    const plain = await server.request('PATCH', `/sip-trunks/${made.body.data.id}`, { token: admin, body: { domains: [blockB] } });
    expect(plain.body.data.domains).toEqual([blockB]);
    const before = await storeFingerprint(server.store);
    const missing = await server.request('PATCH', `/sip-trunks/${made.body.data.id}`, { token: admin, body: { domains: [{ id: 999_999 }] } });
    expect([missing.status, Object.keys(missing.body.error.fields)]).toEqual([422, ['domains']]);
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it('refuses a login or password beyond ASCII, saying so in the field', async () => {
    const before = await storeFingerprint(server.store);
    for (const field of ['login', 'password']) {
      const answer = await server.request('PUT', '/sip-trunks', { token: admin, body: { ...trunk, domains: [blockA], [field]: 'пароль1' } });
      expect(answer.status).toBe(422);
      expect(answer.body.error.field_codes[field]).toEqual({ key: 'validation.ascii' });
      expect(answer.body.error.fields[field]).toBe('ASCII characters only');
    }
    expect(await storeFingerprint(server.store)).toEqual(before);
  });
});
