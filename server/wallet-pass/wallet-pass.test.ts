/**
 * Wallet passes over real HTTP on SQLite and PostgreSQL: the signing section refused on save when it could not
 * sign (and its key never answered), and GET /identifiers/{id}/pkpass answering a pass whose manifest and
 * PKCS#7 signature check out against a certificate chain made here, in the group's look; refused to another
 * resident, and while nothing signs.
 */
import { strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { type SigningChain, makeSigningChain, openPass } from '../test-support/wallet-certificates';

const chain: SigningChain = makeSigningChain();
const identity = { pass_type_identifier: 'pass.test.console', team_identifier: 'TEAM123456' };

describe.each(DIALECTS)('wallet passes on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let auditor: string;
  let resident1: string;
  let resident2: string;
  let card: { id: number; value: string; name: string };
  let holder: { name: string; group: number };

  const stored = () => server.store.db.selectFrom('project_settings').selectAll().orderBy('section').execute();
  const download = (id: number, token: string) => fetch(`${server.url}/api/v0/identifiers/${id}/pkpass`, { headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    server = await startServer(dialect);
    [admin, auditor, resident1, resident2] = await Promise.all(['admin', 'auditor', 'resident1', 'resident2'].map((login) => server.login(login)));
    const user = await server.store.db.selectFrom('users').select(['id', 'name']).where('login', '=', 'resident1').executeTakeFirstOrThrow();
    const row = await server.store.db.selectFrom('identifiers').select(['id', 'value', 'name']).where('owner', '=', user.id).where('type', '=', 'card').orderBy('id').executeTakeFirstOrThrow();
    card = { id: Number(row.id), value: String(row.value), name: String(row.name) };
    const group = await server.store.db.selectFrom('users_domain_ids').select('ref_id').where('owner_id', '=', user.id).executeTakeFirstOrThrow();
    holder = { name: String(user.name), group: Number(group.ref_id) };
  });
  afterAll(async () => server?.close());

  it('answers wallet_pass_not_configured while no certificate is set, and lists no passes', async () => {
    const answer = await server.request('GET', `/identifiers/${card.id}/pkpass`, { token: resident1 });
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('wallet_pass_not_configured');
    expect((await server.request('GET', '/identifiers/wallet-passes', { token: resident1 })).body.data).toEqual([]);
    expect((await server.request('GET', '/server/settings', { token: resident1 })).body.data.is_wallet_pass_configured).toBe(false);
  });

  describe('the signing section', () => {
    const valid = { ...identity, certificate: chain.certificate, private_key: chain.private_key, private_key_passphrase: chain.private_key_passphrase, wwdr_certificate: chain.wwdr_certificate };

    it.each([
      ['an unreadable certificate', { ...valid, certificate: 'not a certificate' }, 'wallet_certificate_invalid', 'certificate'],
      ['an expired certificate', { ...valid, certificate: chain.expired_certificate }, 'wallet_certificate_expired', 'certificate'],
      ['an unreadable WWDR certificate', { ...valid, wwdr_certificate: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----' }, 'wallet_certificate_invalid', 'wwdr_certificate'],
      ['a key of another certificate', { ...valid, private_key: chain.other_key, private_key_passphrase: '' }, 'wallet_key_mismatch', 'private_key'],
      ['a wrong passphrase', { ...valid, private_key_passphrase: 'wrong' }, 'wallet_key_mismatch', 'private_key'],
      ['half a configuration', { certificate: chain.certificate }, 'invalid_data', 'private_key'],
    ])('refuses %s and writes nothing', async (_case, body, code, field) => {
      const before = await stored();
      const answer = await server.request('PATCH', '/project-settings/wallet-signing', { token: admin, body });
      expect(answer.status).toBe(422);
      expect(answer.body.error.code).toBe(code);
      expect(Object.keys(answer.body.error.fields)).toContain(field);
      expect(await stored()).toEqual(before);
    });

    it('is read but not changed by the auditor, and refused to a resident', async () => {
      expect((await server.request('GET', '/project-settings/wallet-signing', { token: auditor })).status).toBe(200);
      expect((await server.request('PATCH', '/project-settings/wallet-signing', { token: auditor, body: valid })).status).toBe(403);
      expect((await server.request('GET', '/project-settings/wallet-signing', { token: resident1 })).status).toBe(403);
    });

    it('saves a usable configuration, a key pasted on one line too, and never answers the key or its passphrase', async () => {
      const oneLine = chain.private_key.replace(/\n/g, '');
      const answer = await server.request('PATCH', '/project-settings/wallet-signing', { token: admin, body: { ...valid, private_key: oneLine } });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ ...identity, private_key: '********', private_key_filled: true, private_key_passphrase: '********', private_key_passphrase_filled: true });
      const audit = await server.request('GET', '/audit-events/items', { token: admin, query: { entity: 'project-settings/wallet-signing' } });
      const trail = JSON.stringify(audit.body.data);
      expect(trail).toContain('pass.test.console');
      expect(trail).not.toContain(chain.private_key_passphrase);
      expect(trail).not.toContain(oneLine.slice(60, 120));
      expect((await server.request('GET', '/server/settings', { token: resident1 })).body.data.is_wallet_pass_configured).toBe(true);
    });
  });

  describe('GET /identifiers/{id}/pkpass', () => {
    it('gives the holder a pass of their card, signed by the configured certificate, its manifest true to its files', async () => {
      const answer = await download(card.id, resident1);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
      const opened = openPass(new Uint8Array(await answer.arrayBuffer()), chain.wwdr_certificate);
      expect(opened.manifestMismatches).toEqual([]);
      expect(opened.signatureVerified).toBe(true);
      expect(opened.pass).toMatchObject({
        ...{ passTypeIdentifier: identity.pass_type_identifier, teamIdentifier: identity.team_identifier, serialNumber: `identifier-${card.id}` },
        barcodes: [{ format: 'PKBarcodeFormatQR', message: card.value, altText: card.value }],
        description: 'Access pass',
        generic: { primaryFields: [{ key: 'holder', label: 'Holder', value: holder.name }], secondaryFields: [{ key: 'identifier', label: 'Identifier', value: card.name }] },
      });
      expect(strFromU8(opened.files['ru.lproj/pass.strings'])).toContain('"Holder" = "Владелец";');
      // The check itself: the same pass does not verify against an authority that did not sign it.
      expect(openPass(new Uint8Array(await (await download(card.id, resident1)).arrayBuffer()), makeSigningChain().wwdr_certificate).signatureVerified).toBe(false);
    });

    it('shows the look of the nearest group that sets one, set through the group’s settings', async () => {
      const look = { background_color: '#102030', font_color: '#f0f0f0', developer_name: 'Riverside Homes', barcode_alt_text: 'Show at the door', backfields: [{ name: 'Concierge', value: '+1 555 0100' }] };
      const setLook = (group: number, body: Record<string, unknown>) => server.request('PATCH', `/groups/${group}/settings/wallet-pass`, { token: admin, body });
      expect((await setLook(0, look)).status).toBe(200);
      const opened = openPass(new Uint8Array(await (await download(card.id, resident1)).arrayBuffer()), chain.wwdr_certificate);
      expect(opened.signatureVerified).toBe(true);
      expect(opened.pass).toMatchObject({
        backgroundColor: 'rgb(16, 32, 48)', foregroundColor: 'rgb(240, 240, 240)', organizationName: 'Riverside Homes',
        barcodes: [{ altText: 'Show at the door' }], generic: { backFields: [{ label: 'Concierge', value: '+1 555 0100' }] },
      });
      // The holder's own group turns passes off: nearer than the root's look.
      expect((await setLook(holder.group, { is_enabled: false })).status).toBe(200);
      const refused = await server.request('GET', `/identifiers/${card.id}/pkpass`, { token: resident1 });
      expect(refused.body.error?.code).toBe('wallet_pass_not_configured');
      expect((await setLook(holder.group, { is_enabled: true })).status).toBe(200);
    });

    it('is refused to another resident, to visitors, and for an unknown identifier, as reading it is', async () => {
      expect((await server.request('GET', `/identifiers/${card.id}/pkpass`, { token: resident2 })).status).toBe(404);
      expect((await server.request('GET', `/identifiers/${card.id}/pkpass`)).status).toBe(401);
      expect((await server.request('GET', '/identifiers/999999/pkpass', { token: admin })).status).toBe(404);
      expect((await download(card.id, admin)).status).toBe(200);
    });

    it('lists the caller’s own cards a pass can be had for', async () => {
      const { body } = await server.request('GET', '/identifiers/wallet-passes', { token: resident1 });
      expect(body.data.map((pass: { id: number }) => pass.id)).toContain(card.id);
      expect(body.data.every((pass: { type: string }) => ['card', 'qr'].includes(pass.type))).toBe(true);
      expect((await server.request('GET', '/identifiers/wallet-passes', { token: resident2 })).body.data).toEqual([]);
    });
  });
});
