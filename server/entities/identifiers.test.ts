/**
 * Identifiers over real HTTP on SQLite and PostgreSQL: create, hex and decimal values, one value per type,
 * licence plates normalised for uniqueness and search, groups from the owner, scoped visibility, revoke,
 * UKEY2 not deletable. Bad input writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';
import { csv, download, importSteps, projectTables, uploadFile } from '../test-support/import-client';
import { textCellFormat } from '../export/xlsx-reader.test-support';

type Row = Record<string, any>;

describe.each(DIALECTS)('identifiers on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let managerA: string;
  let managerB: string;
  const userId: Record<string, number> = {};
  let n = 0;
  const put = (body: Row, token = admin) => server.request('PUT', '/identifiers', { token, body: { name: `Test ${++n}`, ...body } });
  const list = (query: Row, token = admin) => server.request('GET', '/identifiers/items', { token, query: { size: 100, ...query } });
  const by = (field: string, rule: string, value: unknown) => ({ filters: { matching: 'match_all', items: [{ field, rule, value }] } });

  beforeAll(async () => {
    server = await startServer(dialect);
    [admin, managerA, managerB] = await Promise.all(['admin', 'manager.a', 'manager.b'].map((login) => server.login(login)));
    const users = (await server.request('GET', '/users/items', { token: admin, query: { size: 100 } })).body.data as Row[];
    for (const u of users) userId[u.login] = u.id;
  });
  afterAll(async () => server?.close());

  it('creates a card with the defaults, groups taken from the owner', async () => {
    const { status, body } = await put({ value: '555001', owner: userId.resident1 });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      type: 'card', value: '555001', is_active: true, revoked: false, passes_used: 0, owner_type: 'user', passes_restrict_count: null,
    });
    const owner = (await server.request('GET', `/users/${userId.resident1}`, { token: admin })).body.data;
    expect(body.data.domain_ids).toEqual(owner.domain_ids);
  });

  it('stores card, UKEY and UKEY2 values in decimal, accepting 0x and h hex markers', async () => {
    expect((await put({ type: 'card', value: '0xFF10', owner: userId.resident1 })).body.data.value).toBe(String(0xff10));
    expect((await put({ type: 'ukey', value: 'ABCDh', owner: userId.resident1 })).body.data.value).toBe(String(0xabcd));
    expect((await put({ type: 'ukey2', value: '777123', owner: userId.resident1 })).body.data.value).toBe('777123');
  });

  it("reads unmarked values as hex when the user's identifier_format is hex", async () => {
    const me = (await server.request('GET', '/profile', { token: managerA })).body.data;
    await server.request('PATCH', `/users/${me.id}`, { token: admin, body: { profile: { identifier_format: 'hex' } } });
    const token = await server.login('manager.a');
    const { status, body } = await put({ type: 'card', value: 'C0FFEE', owner: userId.resident1 }, token);
    expect(status).toBe(201);
    expect(body.data.value).toBe(String(0xc0ffee));
    await server.request('PATCH', `/users/${me.id}`, { token: admin, body: { profile: { identifier_format: 'dec' } } });
  });

  it("exports a hex user's card numbers as they read them, in text cells, and imports them back unchanged", async () => {
    const me = (await server.request('GET', '/profile', { token: admin })).body.data;
    await server.request('PATCH', `/users/${me.id}`, { token: admin, body: { profile: { identifier_format: 'hex' } } });
    try {
      const cards = csv([
        ['Name', 'Type', 'Value', 'Owner'],
        ['Hex card', 'card', '00A1', 'resident1@example.com'],
        ['Longest card', 'card', 'ffffffffffffffff', 'resident1@example.com'],
        ['Marked UKEY', 'ukey', '0x0b0c', 'resident1@example.com'],
        ['Code with zeros', 'code', '0012', 'resident1@example.com'],
      ]);
      const uploaded = await uploadFile(server, admin, 'identifiers', cards);
      expect((await importSteps(server, admin, 'identifiers', uploaded.body.data.id).apply()).body.data.counts).toEqual({ create: 4, update: 0, skip: 0, error: 0 });
      const stored = (await list({ size: 500 }, admin)).body.data as Row[];
      const valueOf = (name: string) => stored.find((row) => row.name === name)?.value;
      expect(['Hex card', 'Longest card', 'Marked UKEY', 'Code with zeros'].map(valueOf)).toEqual([String(0xa1), '18446744073709551615', String(0xb0c), '0012']);

      const exported = await download(server, admin, '/identifiers/export');
      // As the hex user's edit form shows them, marked so that any importer reads them alike; text, never a number.
      for (const value of ['0xA1', '0xFFFFFFFFFFFFFFFF', '0xB0C', '0012']) expect(textCellFormat(exported.bytes, value), value).toBe('@');
      const before = await projectTables(server);
      const again = await uploadFile(server, admin, 'identifiers', exported.bytes, 'identifiers.xlsx');
      const steps = importSteps(server, admin, 'identifiers', again.body.data.id);
      const dry = await steps.dryRun({ duplicates: 'overwrite' });
      expect(dry.body.data.rows.filter((row: Row) => row.errors.length || !row.duplicate || row.action !== 'skip')).toEqual([]);
      expect((await steps.apply({ duplicates: 'overwrite' })).body.data.counts.update).toBe(0);
      expect(await projectTables(server)).toEqual(before);
    } finally {
      await server.request('PATCH', `/users/${me.id}`, { token: admin, body: { profile: { identifier_format: 'dec' } } });
    }
  });

  it('refuses invalid hex with "number or HEX" on the field, writing nothing', async () => {
    const before = await storeFingerprint(server.store);
    for (const value of ['0xFG12', '12G4', 'ABCDh1']) {
      const { status, body } = await put({ type: 'card', value, owner: userId.resident1 });
      expect(status).toBe(422);
      expect(body.error.fields).toEqual({ value: 'Value must be a number or HEX' });
    }
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it('refuses a duplicate value of the same type with 409 duplicate identifier, also when written in hex', async () => {
    await put({ type: 'card', value: '4096', owner: userId.resident1 });
    const before = await storeFingerprint(server.store);
    const { status, body } = await put({ type: 'card', value: '0x1000', owner: userId.resident2 });
    expect(status).toBe(409);
    expect(body).toMatchObject({ message: 'duplicate identifier', error: { code: 'duplicate_identifier', fields: { value: 'Value must be unique' } } });
    expect(await storeFingerprint(server.store)).toEqual(before);
    // The same value under another type is another identifier.
    expect((await put({ type: 'code', value: '4096', owner: userId.resident1 })).status).toBe(201);
  });

  it('treats Cyrillic and Latin look-alike plates, case and spaces as one plate', async () => {
    const created = await put({ type: 'license_plate', value: 'А123ВС', owner: userId.resident3 });
    expect(created.status).toBe(201);
    expect(created.body.data.value).toBe('А123ВС');
    const duplicate = await put({ type: 'license_plate', value: 'a 123 bc', owner: userId.resident4 });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.code).toBe('duplicate_identifier');
    for (const [rule, value] of [['begins_with', 'a12'], ['equals', 'a123bc'], ['has', '23в'], ['equals', ['x', 'A 123 BC']]] as const) {
      const { body } = await list(by('value', rule, value));
      expect(body.data.map((i: Row) => i.id), `${rule} ${value}`).toEqual([created.body.data.id]);
    }
  });

  it('on update, keeps its own value and refuses another identifier\'s', async () => {
    const a = (await put({ type: 'code', value: '9001', owner: userId.resident1 })).body.data;
    await put({ type: 'code', value: '9002', owner: userId.resident1 });
    expect((await server.request('PATCH', `/identifiers/${a.id}`, { token: admin, body: { name: 'Renamed', value: '9001' } })).status).toBe(200);
    const taken = await server.request('PATCH', `/identifiers/${a.id}`, { token: admin, body: { value: '9002' } });
    expect(taken.status).toBe(409);
  });

  it('needs an owner or a group', async () => {
    const { status, body } = await put({ type: 'qr', value: 'QR-NOBODY' });
    expect(status).toBe(422);
    expect(body.error.fields).toEqual({ domain_ids: 'Choose an owner or at least one group' });
  });

  it("a group manager sees and changes only their groups' identifiers and cannot give one to a user outside them", async () => {
    const inA = (await put({ type: 'code', value: '700001', owner: userId.resident1 })).body.data; // apartment in Block A
    const inB = (await put({ type: 'code', value: '700002', owner: userId.resident5 })).body.data; // apartment in Block B
    const seenByA = (await list({}, managerA)).body.data.map((i: Row) => i.id);
    expect(seenByA).toContain(inA.id);
    expect(seenByA).not.toContain(inB.id);
    expect((await server.request('GET', `/identifiers/${inB.id}`, { token: managerA })).status).toBe(404);
    expect((await server.request('GET', `/identifiers/${inB.id}`, { token: managerB })).status).toBe(200);
    expect((await server.request('PATCH', `/identifiers/${inB.id}`, { token: managerA, body: { name: 'x' } })).status).toBe(404);
    const foreign = await put({ type: 'code', value: '700003', owner: userId.resident5 }, managerA);
    expect(foreign.status).toBe(422);
    expect(foreign.body.error.code).toBe('invalid_related_entity');
    // A resident without identifier permissions sees only what they created (001 §6: the demo's guest pass).
    const resident = await server.login('resident1');
    const seenByResident = (await list({}, resident)).body.data as Row[];
    expect(seenByResident.map((i) => i.id)).not.toContain(inA.id);
    expect(seenByResident.every((i) => i.created_by === userId.resident1)).toBe(true);
  });

  it('revoke deactivates for good, is audited, and needs the right to edit', async () => {
    const card = (await put({ type: 'card', value: '880001', owner: userId.resident5 })).body.data;
    expect((await server.request('POST', `/identifiers/${card.id}/revoke`, { token: managerA })).status).toBe(404);
    const { status, body } = await server.request('POST', `/identifiers/${card.id}/revoke`, { token: admin });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: card.id, is_active: false, revoked: true });
    const audit = await server.request('GET', '/audit-events/items', { token: admin, query: { entity: 'identifiers', record_id: card.id } });
    expect(audit.body.data.map((e: Row) => e.changes.revoked?.after)).toContain(true);
    expect((await server.request('POST', '/identifiers/999999/revoke', { token: admin })).status).toBe(404);
  });

  it('UKEY2 identifiers cannot be deleted; others can', async () => {
    const ukey2 = (await put({ type: 'ukey2', value: '990001', owner: userId.resident1 })).body.data;
    const card = (await put({ type: 'card', value: '990002', owner: userId.resident1 })).body.data;
    const refused = await server.request('DELETE', `/identifiers/${ukey2.id}`, { token: admin });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('ukey2 identifiers cannot be deleted');
    const bulk = await server.request('POST', '/identifiers/delete', { token: admin, body: { items: [ukey2.id, card.id] } });
    expect(bulk.body).toMatchObject({ deleted: [card.id], dependencies: { [ukey2.id]: ['ukey2'] } });
  });

  it('has the demo identifiers of every type', async () => {
    const types = new Set((await list({ size: 1000 })).body.data.map((i: Row) => i.type));
    expect([...types].sort()).toEqual(['card', 'code', 'face', 'license_plate', 'qr', 'ukey', 'ukey2']);
  });
});
