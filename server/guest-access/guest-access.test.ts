/**
 * Guest passes over real HTTP on SQLite and PostgreSQL (demo data: residents may grant passes, Block A
 * allows 3 days and 5 passes, "Block A guests" is shareable): grant, change, list, the public page's
 * states, the QR image, and refusals that write nothing. A pass is answered in the fields it is written in
 * (schemas/guest-pass.ts), so the generated form reads back what it sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';

type Row = Record<string, any>;
const HOUR = 3_600_000;
const period = (fromHours: number, toHours: number) => ({ from: new Date(Date.now() + fromHours * HOUR).toISOString(), to: new Date(Date.now() + toHours * HOUR).toISOString() });

describe.each(DIALECTS)('guest passes on %s', (dialect) => {
  let server: TestServer;
  let resident: string;
  let admin: string;
  let shareable: number;
  let blockBRule: number;
  const grant = (body: Row, token = resident) => server.request('PUT', '/identifiers/guest-access', { token, body: { selectedAccessRules: [shareable], validatePeriod: period(0, 24), passLimit: 3, ...body } });
  const publicPage = (keyId: string) => server.request('GET', `/guest-access/${encodeURIComponent(keyId)}`);

  beforeAll(async () => {
    server = await startServer(dialect, { demo: true });
    [resident, admin] = await Promise.all([server.login('resident1'), server.login('admin')]);
    const rules = (await server.request('GET', '/access-rules/items', { token: admin, query: { size: 100 } })).body.data as Row[];
    shareable = rules.find((rule) => rule.name === 'Block A guests')!.id;
    blockBRule = rules.find((rule) => rule.name === 'Block B residents')!.id;
    await server.request('PATCH', `/access-rules/${blockBRule}`, { token: admin, body: { is_shareable: true } });
  });
  afterAll(async () => server?.close());

  it('grants a QR pass owned by the caller, with a URL-safe key and a valid public page showing the QR', async () => {
    const { status, body } = await grant({ keyMessage: 'Ring flat 111' });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ type: 'qr', guestType: 'guest', keyMessage: 'Ring flat 111', state: 'valid', passLimit: 3, passes_left: 3, selectedAccessRules: [shareable] });
    expect(body.data.name).toMatch(/^Guest pass \d{4}-\d{2}-\d{2}$/);
    expect(body.data.key_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const me = (await server.request('GET', '/profile', { token: resident })).body.data;
    expect(body.data.owner).toBe(me.id);
    const page = await publicPage(body.data.key_id);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ state: 'valid', passes_left: 3, message: 'Ring flat 111', valid_to: body.data.validatePeriod.to });
    expect(page.body.data.qr).toMatch(/^data:image\/png;base64,/);
    const list = await server.request('GET', '/identifiers/guest-access/items', { token: resident });
    expect(list.body.data.map((pass: Row) => pass.id)).toContain(body.data.id);
  });

  it('answers expired, pass limit reached and not yet valid, without a QR', async () => {
    const soon = (await grant({ validatePeriod: period(2, 3) })).body.data;
    expect((await publicPage(soon.key_id)).body.data).toMatchObject({ state: 'not_yet_valid', qr: null });
    const used = (await grant({})).body.data;
    await server.store.db.updateTable('identifiers').set({ passes_used: 3 }).where('id', '=', used.id).execute();
    expect((await publicPage(used.key_id)).body.data).toMatchObject({ state: 'pass_limit_reached', passes_left: 0, qr: null });
    const old = (await grant({})).body.data;
    await server.store.db.updateTable('identifiers').set({ period_restrict_to: new Date(Date.now() - HOUR).toISOString() }).where('id', '=', old.id).execute();
    expect((await publicPage(old.key_id)).body.data).toMatchObject({ state: 'expired', qr: null });
  });

  it('refuses hostile, unknown and revoked keys alike with guest_access_invalid', async () => {
    const pass = (await grant({})).body.data;
    await server.request('POST', `/identifiers/${pass.id}/revoke`, { token: admin });
    for (const keyId of [pass.key_id, 'A'.repeat(22), "x' or 1=1 --", '../../users', 'a'.repeat(90)]) {
      const { status, body } = await publicPage(keyId);
      expect(status).toBe(404);
      expect(body.error.code).toBe('guest_access_invalid');
    }
  });

  it('throttles the public page per address (429 with Retry-After) once the minute allows no more', async () => {
    const answers = await Promise.all(Array.from({ length: 70 }, () => publicPage('B'.repeat(22))));
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(Number(limited[0].headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses a period or pass limit beyond the group limits on the field, writing nothing', async () => {
    const before = await storeFingerprint(server.store);
    const long = await grant({ validatePeriod: period(0, 3 * 24 + 1) });
    expect(long.status).toBe(422);
    expect(long.body.error).toMatchObject({ code: 'guest_period_limit', max: 3, fields: { 'validatePeriod.to': 'At most 3 days' } });
    const many = await grant({ passLimit: 6 });
    expect(many.body.error).toMatchObject({ code: 'guest_pass_count_limit', max: 5, fields: { passLimit: 'At most 5 passes' } });
    const unlimited = await grant({ restrictPassCount: false });
    expect(unlimited.body.error.code).toBe('guest_pass_count_limit');
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it("refuses other groups' rules, duplicates and malformed bodies, writing nothing", async () => {
    const first = await grant({ value: 'PARTY-2026' });
    expect(first.status).toBe(201);
    const before = await storeFingerprint(server.store);
    const foreign = await grant({ selectedAccessRules: [blockBRule] });
    expect(foreign.status).toBe(422);
    expect(foreign.body.error).toMatchObject({ code: 'invalid_related_entity', fields: { selectedAccessRules: 'Not available to you' } });
    const duplicate = await grant({ value: 'party 2026' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.code).toBe('guest_identifier_exists');
    for (const body of [{ selectedAccessRules: [] }, { validatePeriod: { from: 'yesterday', to: 'today' } }, { passLimit: -1 }, { owner: 1 }]) {
      expect((await grant(body)).status).toBe(422);
    }
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it('changes only the caller’s own passes, within the limits', async () => {
    const pass = (await grant({})).body.data;
    const patched = await server.request('PATCH', `/identifiers/guest-access/${pass.id}`, { token: resident, body: { passLimit: 5, keyMessage: 'Gate code 12' } });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ passLimit: 5, keyMessage: 'Gate code 12', key_id: pass.key_id, validatePeriod: pass.validatePeriod });
    // A change of one field keeps the others as stored.
    const renamed = await server.request('PATCH', `/identifiers/guest-access/${pass.id}`, { token: resident, body: { keyMessage: 'Gate code 34' } });
    expect(renamed.body.data).toMatchObject({ passLimit: 5, keyMessage: 'Gate code 34', validatePeriod: pass.validatePeriod, selectedAccessRules: pass.selectedAccessRules });
    const beyond = await server.request('PATCH', `/identifiers/guest-access/${pass.id}`, { token: resident, body: { passLimit: 9 } });
    expect(beyond.body.error.code).toBe('guest_pass_count_limit');
    const other = await server.login('resident3');
    expect((await server.request('PATCH', `/identifiers/guest-access/${pass.id}`, { token: other, body: { passLimit: 2 } })).status).toBe(404);
  });

  it('refuses callers without the permission, and serves the QR PNG to those who may view the identifier', async () => {
    const dealer = await server.login('dealer');
    expect((await grant({}, dealer)).status).toBe(403);
    const pass = (await grant({})).body.data;
    for (const token of [resident, admin]) {
      const answer = await fetch(`${server.url}/api/v0/identifiers/${pass.id}/qr`, { headers: { authorization: `Bearer ${token}` } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      expect([...new Uint8Array(await answer.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    }
    const card = (await server.request('GET', '/identifiers/items', { token: admin, query: { filters: { matching: 'match_all', items: [{ field: 'type', rule: 'equals', value: 'card' }] } } })).body.data[0];
    expect((await server.request('GET', `/identifiers/${card.id}/qr`, { token: admin })).status).toBe(404);
    expect((await server.request('GET', `/identifiers/${pass.id}/qr`, { token: await server.login('resident3') })).status).toBe(404);
  });

  // Last: it turns the licence feature off for the rest of the file.
  it('refuses to grant or change passes while guest identifiers are not licensed, writing nothing', async () => {
    const pass = (await grant({})).body.data;
    const off = await server.request('PATCH', '/project-settings/licenses', { token: admin, body: { features: { guest_identifier: { is_enabled: false } } } });
    expect(off.status).toBe(200);
    const before = await storeFingerprint(server.store);
    expect((await grant({})).status).toBe(403);
    expect((await server.request('PATCH', `/identifiers/guest-access/${pass.id}`, { token: resident, body: { passLimit: 1 } })).status).toBe(403);
    expect(await storeFingerprint(server.store)).toEqual(before);
  });
});
