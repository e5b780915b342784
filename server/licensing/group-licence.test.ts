/**
 * Group licences over real HTTP on both databases (issue 18 item 5): whole packages, consistency between
 * groups with packages, users' SIP and app flags counted against the packages and the server licence (in
 * parallel too), and who may change a group's licence. Every refusal writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';

describe.each(DIALECTS)('group licences on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  const groups: Record<string, number> = {};
  let serial = 0;
  const now = Date.now();
  const days = (n: number) => now + n * 86_400_000;
  /** Within every period the groups above are given below. */
  const inner = { from: now, to: days(80) };

  const licence = (info: object) => ({ license_info: { perPackage: true, ...info } });
  const patchGroup = (name: string, body: object, token = admin) => server.request('PATCH', `/groups/${groups[name]}`, { token, body });
  const addGroup = async (name: string, parent: string | null, info?: object) => {
    const body = { name: `${name} ${dialect}`, domain_type_id: 2, parent_id: parent ? groups[parent] : 0, ...(info && licence(info)) };
    const { status, body: answer } = await server.request('PUT', '/groups', { token: admin, body });
    expect(status, JSON.stringify(answer)).toBe(201);
    groups[name] = answer.data.id;
  };
  const addUser = (group: string, license_info: object = {}) =>
    server.request('PUT', '/users', {
      token: admin,
      body: { login: `holder${++serial}.${dialect}`, name: 'Holder', domain_ids: [groups[group]], send_registration_link: false, license_info },
    });
  /** Expects a refusal that leaves the store as it was. */
  const refused = async (request: () => Promise<{ status: number; body: any }>, status: number) => {
    const before = await storeFingerprint(server.store);
    const answer = await request();
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(await storeFingerprint(server.store)).toEqual(before);
    return answer.body.error;
  };
  const setServerLicence = async (body: object) => expect((await server.request('PATCH', '/project-settings/licenses', { token: admin, body })).status).toBe(200);

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    await setServerLicence({ package_sizes: { plus: 10, basic_paid: 5 } });
    await addGroup('Site', null);
  });
  afterAll(async () => server?.close());

  it('takes package quantities in whole packages only, suggesting the next one', async () => {
    const error = await refused(() => patchGroup('Site', licence({ packages: [{ type: 'plus', qty: 25, period: 12 }] })), 422);
    expect(error.code).toBe('invalid_data');
    expect(error.field_codes['license_info.packages.0.qty']).toEqual({ key: 'validation.package_multiple', params: { size: 10, suggested: 30 } });
    const saved = await patchGroup('Site', licence({ packages: [{ type: 'plus', qty: 30, period: 12 }, { type: 'basic_paid', qty: 5, period: 12 }] }));
    expect(saved.status).toBe(200);
    expect(saved.body.data.license_info).toMatchObject({ perPackage: true, packages: [{ type: 'plus', qty: 30 }, { type: 'basic_paid', qty: 5 }] });
  });

  it('refuses unknown fields, a repeated package type and a bad notice mode', async () => {
    await refused(() => patchGroup('Site', licence({ bogus: true })), 422);
    await refused(() => patchGroup('Site', licence({ packages: [{ type: 'plus', qty: 10 }, { type: 'plus', qty: 20 }] })), 422);
    await refused(() => patchGroup('Site', licence({ notifications: { mode: 'hourly' } })), 422);
  });

  it('keeps child groups within the parent: types, summed quantities and period', async () => {
    await addGroup('Block A', 'Site', { packages: [{ type: 'plus', qty: 20 }] });
    await addGroup('Block B', 'Site');
    let error = await refused(() => patchGroup('Block B', licence({ packages: [{ type: 'plus', qty: 20 }] })), 422);
    expect(error.code).toBe('licence_consistency');
    expect(error.consistency).toEqual([
      {
        type: 'qty_exceeded',
        license_type: 'plus',
        relation: { parent: { id: groups.Site, type: 2, name: `Site ${dialect}` }, child: { id: groups['Block B'], type: 2, name: `Block B ${dialect}` } },
        period: null,
        qty: { target: 40, available: 30 },
      },
    ]);
    expect(error.notices).toEqual([expect.objectContaining({ key: 'errors.licence_consistency.qty_exceeded' })]);
    expect((await patchGroup('Block A', licence({ packages: [{ type: 'plus', qty: 20 }], restrictPeriod: { from: now, to: days(100) } }))).status).toBe(200);
    expect((await patchGroup('Site', licence({ packages: [{ type: 'plus', qty: 30 }], restrictPeriod: { from: now - 1000, to: days(100) } }))).status).toBe(200);
    error = await refused(() => patchGroup('Block B', licence({ packages: [{ type: 'basic_paid', qty: 5 }], restrictPeriod: { from: now, to: days(200) } })), 422);
    expect(error.consistency.map((issue: { type: string }) => issue.type).sort()).toEqual(['license_type_missing', 'period_outside']);
    // A parent's change that breaks a child is refused too: the site may not end before Block A does.
    error = await refused(() => patchGroup('Site', licence({ packages: [{ type: 'plus', qty: 30 }], restrictPeriod: { from: now - 1000, to: days(50) } })), 422);
    expect(error.consistency).toEqual([expect.objectContaining({ type: 'period_outside', period: { from: now - 1000, to: days(50) } })]);
    expect((await patchGroup('Block B', licence({ packages: [{ type: 'plus', qty: 10 }], restrictPeriod: { from: now, to: days(90) } }))).status).toBe(200);
  });

  it("counts users' SIP and app flags against the packages above them", async () => {
    await setServerLicence({ package_sizes: { plus: 1, basic_paid: 1 } });
    await addGroup('Flat', 'Block B', { packages: [{ type: 'plus', qty: 2 }], restrictPeriod: inner });
    for (let i = 0; i < 2; i++) expect((await addUser('Flat')).status).toBe(201);
    const full = await refused(() => addUser('Flat'), 422);
    expect(full.code).toBe('licence_limit');
    expect(full.qty).toEqual({ target: 3, available: 2 });
    expect(full.field_codes['license_info.sip']).toMatchObject({ key: 'validation.licence_package_used_up' });
    const paid = await refused(() => addUser('Flat', { sip: false }), 422);
    expect(paid.code).toBe('licence_type_not_allowed');
    expect((await addUser('Flat', { sip: false, mobileApp: false })).status).toBe(201);
    // Lowering the flat's quantity below its holders is refused.
    const below = await refused(() => patchGroup('Flat', licence({ packages: [{ type: 'plus', qty: 1 }], restrictPeriod: inner })), 422);
    expect(below.consistency).toEqual([expect.objectContaining({ type: 'qty_below_used', qty: { target: 2, available: 1 } })]);
  });

  it('gives the last free licence to one of several parallel requests', async () => {
    await addGroup('Penthouse', 'Block B', { packages: [{ type: 'plus', qty: 1 }], restrictPeriod: inner });
    const basic = [];
    for (let i = 0; i < 4; i++) basic.push((await addUser('Penthouse', { sip: false, mobileApp: false })).body.data.id);
    const answers = await Promise.all(
      basic.map((id) => server.request('PATCH', `/users/${id}`, { token: admin, body: { license_info: { sip: true, mobileApp: true } } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422, 422]);
  });

  it('refuses moving a group whose users would overfill the packages of its new parent', async () => {
    await addGroup('Annex', null);
    for (let i = 0; i < 2; i++) expect((await addUser('Annex')).status).toBe(201);
    const error = await refused(() => patchGroup('Annex', { parent_id: groups.Penthouse }), 422);
    expect(error.consistency).toEqual([expect.objectContaining({ type: 'qty_below_used', license_type: 'plus', qty: { target: 3, available: 1 } })]);
    expect((await patchGroup('Annex', { parent_id: groups.Site })).status).toBe(200);
  });

  it('counts against the server licence quantity, whatever the groups', async () => {
    const users = await server.store.db.selectFrom('users').select('license_info').execute();
    const holders = users.filter((user) => JSON.parse(String(user.license_info)).sip && JSON.parse(String(user.license_info)).isActive).length;
    await setServerLicence({ features: { sip: { is_enabled: true, qty: holders }, mobile_app: { is_enabled: true, qty: holders } } });
    const error = await refused(() => addUser('Site', { mobileApp: false }), 422);
    expect(error.code).toBe('licence_limit');
    expect(error.qty).toEqual({ target: holders + 1, available: holders });
    expect((await addUser('Site', { sip: false, mobileApp: false })).status).toBe(201);
    await setServerLicence({ features: { sip: { is_enabled: true, qty: null }, mobile_app: { is_enabled: true, qty: null } } });
  });

  it("lets only licence count editors change a group's licence, within their scope", async () => {
    const role = await server.request('PUT', '/roles', { token: admin, body: { name: `Group editor ${dialect}`, permissions: ['groups.view.all', 'groups.edit.all', 'licenses.count.edit.own'] } });
    expect(role.status).toBe(201);
    const editor = await server.request('PUT', '/users', {
      token: admin,
      body: { login: `editor.${dialect}`, name: 'Editor', password: 'editor-password', role_id: role.body.data.id, domain_ids: [groups['Block A']], send_registration_link: false, license_info: { sip: false, mobileApp: false } },
    });
    expect(editor.status).toBe(201);
    const token = await server.login(`editor.${dialect}`, 'editor-password');
    const other = await refused(() => patchGroup('Block B', licence({ packages: [{ type: 'plus', qty: 9 }] }), token), 403);
    expect(other.fields).toHaveProperty('license_info');
    expect((await patchGroup('Block A', licence({ packages: [{ type: 'plus', qty: 15 }] }), token)).status).toBe(200);
    expect((await patchGroup('Block B', { description: 'renamed by the editor' }, token)).status).toBe(200);
  });
});
