/**
 * Licences from signed files (licence-file.ts, installed-licences.ts, licence-routes.ts) on both databases:
 * only a file signed by a trusted key, for this installation and not expired, is installed; it sets the server
 * licence; a licence manager may then lower it but never raise it (no one grants features to themselves);
 * the same file twice at once is installed once; deleting every licence leaves nothing licensed, not the
 * evaluation back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { forgedLicenceFile, licenceFile } from '../test-support/licence-files';

const DAY_MS = 86_400_000;

describe.each(DIALECTS)('licence files on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let installation: string;
  const licences = async () => (await server.request('GET', '/licenses', { token: admin })).body;
  const section = async () => (await server.request('GET', '/project-settings/licenses', { token: admin })).body.data;
  const add = (file: string, token = admin) => server.request('POST', '/licenses', { token, body: { file } });
  const patch = (body: unknown) => server.request('PATCH', '/project-settings/licenses', { token: admin, body });
  const serverLicence = async () => (await server.request('GET', '/server/settings', { token: admin })).body.data.license;

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    installation = (await licences()).installation_id;
  });
  afterAll(async () => server?.close());

  it('lists the server licence in effect with the warning every page shows, from the same settings', async () => {
    const settings = (await server.request('GET', '/server/settings', { token: admin })).body.data;
    const { issuer, period } = await section();
    // The demo's licence, ending in 10 days: the banner says so, and so does the licences page now.
    expect((await licences()).in_effect).toEqual({ issuer, period, warning: settings.license.warning });
    expect(settings.license.warning).toEqual({ status: 'will_expire', days: 10 });
  });

  it('runs as an evaluation until a licence is installed, and names this installation', async () => {
    expect(installation).toMatch(/^[0-9a-f-]{36}$/);
    expect((await licences()).data).toEqual([]);
    const raised = await patch({ features: { sip: { qty: 500 }, mobile_app: { qty: 100 } } });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
  });

  it('refuses a forged, malformed, foreign or expired file, and writes nothing', async () => {
    const before = await section();
    const refusals = [
      [forgedLicenceFile(installation), 'licence_sign_wrong'],
      ['{"license":"e30=","signature":"AAAA"}', 'licence_sign_wrong'],
      ['not a licence', 'wrong_file_body'],
      [JSON.stringify({ license: 'e30=', signature: 'AAAA', extra: 1 }), 'wrong_file_body'],
      [licenceFile('another-installation'), 'licence_cannot_apply'],
      [licenceFile(installation, { period: { from: Date.now() - 100 * DAY_MS, to: Date.now() - DAY_MS } }), 'licence_expired'],
    ] as const;
    for (const [file, code] of refusals) {
      const answer = await add(file);
      expect([answer.status, answer.body.error.code], code).toEqual([422, code]);
    }
    expect((await licences()).data).toEqual([]);
    expect(await section()).toEqual(before);
  });

  it('is added by licence managers only', async () => {
    const resident = await server.login('resident1');
    expect((await add(licenceFile(installation), resident)).status).toBe(403);
    expect((await server.request('GET', '/licenses', { token: resident })).status).toBe(403);
    expect((await licences()).data).toEqual([]);
  });

  it('installs a signed licence once, even sent twice at once, and the server licence becomes what it gives', async () => {
    const file = licenceFile(installation, { features: { sip: { is_enabled: true, qty: 10 }, mobile_app: { is_enabled: true, qty: 5 } } });
    const answers = await Promise.all([add(file), add(file)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const { data } = await licences();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ issuer: 'Test supplier', status: 'active', features: { sip: { is_enabled: true, qty: 10 } } });
    expect((await section()).features).toMatchObject({ sip: { is_enabled: true, qty: 10 }, mobile_app: { is_enabled: true, qty: 5 }, kone: { is_enabled: false } });
    expect((await serverLicence()).features.kone).toEqual({ is_enabled: false, restrictor: 'server' });
  });

  it('lets a licence manager lower the licence, never raise it above what is signed', async () => {
    for (const [body, field] of [
      [{ features: { sip: { qty: 11 } } }, 'features.sip.qty'],
      [{ features: { sip: { qty: null } } }, 'features.sip.qty'],
      [{ features: { kone: { is_enabled: true } } }, 'features.kone.is_enabled'],
      [{ period: { from: Date.now() - DAY_MS, to: Date.now() + 400 * DAY_MS } }, 'period'],
      [{ issuer: 'Myself' }, 'issuer'],
    ] as const) {
      const answer = await patch(body);
      expect([answer.status, answer.body.error.code, Object.keys(answer.body.error.fields)]).toEqual([422, 'licence_limit', [field]]);
    }
    expect((await patch({ features: { sip: { qty: 8 } } })).status).toBe(200);
    expect((await section()).features.sip).toEqual({ is_enabled: true, qty: 8 });
  });

  it('adds up several licences, and deleting them all leaves nothing licensed', async () => {
    expect((await add(licenceFile(installation, { issuer: 'Second supplier', features: { sip: { is_enabled: true, qty: 5 }, kone: { is_enabled: true, qty: null } } }))).status).toBe(201);
    expect((await section()).features).toMatchObject({ sip: { is_enabled: true, qty: 15 }, kone: { is_enabled: true, qty: null } });
    for (const licence of (await licences()).data) {
      expect((await server.request('DELETE', `/licenses/${licence.id}`, { token: admin })).status).toBe(200);
    }
    expect((await server.request('DELETE', '/licenses/unknown', { token: admin })).status).toBe(404);
    expect((await serverLicence()).warning.status).toBe('no_license');
    expect((await patch({ features: { sip: { is_enabled: true } } })).status).toBe(422);
  });
});
