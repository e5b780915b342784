/**
 * The user's licence over real HTTP: license_info on users (edited only with licenses.users.edit) and
 * license_state on GET /profile, combining the server licence, the user's flags, periods and quantities.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_FEATURES, UNBOUNDED_PERIOD } from '../../schemas/licence';
import { userLicenseInfo } from '../../schemas/user';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';

const ON = { is_enabled: true, restrictor: null };
const DEFAULT_INFO = userLicenseInfo.parse({});

describe.each(DIALECTS)('user licences on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let manager: string;
  const ids: Record<string, number> = {};

  const stateOf = async (login: string) => {
    const { status, body } = await server.request('GET', '/profile', { token: await server.login(login) });
    expect(status).toBe(200);
    return body.data.license_state;
  };
  const setLicence = async (body: object) => expect((await server.request('PATCH', '/project-settings/licenses', { token: admin, body })).status).toBe(200);
  const setUserLicence = async (login: string, license_info: object, token = admin) => server.request('PATCH', `/users/${ids[login]}`, { token, body: { license_info } });

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    manager = await server.login('manager.a');
    for (const row of await server.store.db.selectFrom('users').select(['id', 'login']).execute()) ids[row.login] = Number(row.id);
  });
  afterAll(async () => server?.close());

  it('answers license_info with the user and an all-on license_state on /profile under the demo licence', async () => {
    const { body } = await server.request('GET', '/profile', { token: await server.login('resident1') });
    expect(body.data.license_info).toEqual(DEFAULT_INFO);
    expect(body.data.is_invited).toBe(false);
    expect(Object.keys(body.data.license_state).sort()).toEqual([...USER_FEATURES].sort());
    for (const feature of USER_FEATURES) expect(body.data.license_state[feature]).toEqual(ON);
    expect((await server.request('GET', `/users/${ids.resident1}`, { token: admin })).body.data.license_info).toEqual(DEFAULT_INFO);
  });

  it('turns a feature off by the server licence, the user licence, the user period', async () => {
    await setLicence({ features: { elevator: { is_enabled: false } } });
    expect((await setUserLicence('resident2', { faceId: false, restrictPeriod: { from: 0, to: Date.now() - 1000 } })).status).toBe(200);
    const state = await stateOf('resident2');
    expect(state.elevator).toEqual({ is_enabled: false, restrictor: 'server' });
    expect(state.face_id).toEqual({ is_enabled: false, restrictor: 'user' });
    expect(state.identifier).toEqual({ is_enabled: false, restrictor: 'period' });
    expect(state.sip).toEqual({ is_enabled: false, restrictor: 'period' });
    expect((await stateOf('resident1')).elevator).toEqual({ is_enabled: false, restrictor: 'server' });
    await setLicence({ features: { elevator: { is_enabled: true } } });
    await setUserLicence('resident2', { faceId: true, restrictPeriod: { ...UNBOUNDED_PERIOD } });
    expect(Object.values(await stateOf('resident2')).every((feature) => (feature as { is_enabled: boolean }).is_enabled)).toBe(true);
  });

  it('says qty_limit when the flag is off and the licensed quantity is used up (disabled for over-limit)', async () => {
    const holders = (await server.store.db.selectFrom('users').select('id').execute()).length - 1;
    await setUserLicence('resident3', { sip: false, mobileApp: false });
    // Mobile apps used up, a number still free (numbers may not be fewer than mobile apps).
    await setLicence({ features: { sip: { qty: holders + 1 }, mobile_app: { qty: holders } } });
    expect(await stateOf('resident3')).toMatchObject({ sip: { is_enabled: false, restrictor: 'user' }, mobile_app: { is_enabled: false, restrictor: 'qty_limit' } });
    // A holder whose whole licence is inactive does not use a seat.
    await setUserLicence('resident4', { isActive: false });
    expect((await stateOf('resident3')).mobile_app).toEqual({ is_enabled: false, restrictor: 'user' });
    await setUserLicence('resident4', { isActive: true });
    await setLicence({ features: { sip: { qty: null }, mobile_app: { qty: null } } });
    expect((await stateOf('resident3')).mobile_app).toEqual({ is_enabled: false, restrictor: 'user' });
    await setUserLicence('resident3', { sip: true, mobileApp: true });
  });

  it('lets only holders of licenses.users.edit change a licence; others keep editing the user', async () => {
    const before = await storeFingerprint(server.store);
    const refused = await setUserLicence('resident1', { sip: false }, manager);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'prohibited', fields: { license_info: 'not editable' } });
    expect(await storeFingerprint(server.store)).toEqual(before);
    // The same licence sent back unchanged (a form that sends what it read) is fine.
    const renamed = await server.request('PATCH', `/users/${ids.resident1}`, { token: manager, body: { name: 'Resident One', license_info: DEFAULT_INFO } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.license_info).toEqual(DEFAULT_INFO);
  });

  it('gives users created without the permission the default licence, and refuses another one', async () => {
    const blockA = (await server.store.db.selectFrom('groups').select('id').where('name', '=', 'Block A').executeTakeFirstOrThrow()).id;
    const body = { login: `licence.${dialect}`, name: 'New resident', domain_ids: [Number(blockA)], send_registration_link: false };
    const before = await storeFingerprint(server.store);
    const refused = await server.request('PUT', '/users', { token: manager, body: { ...body, license_info: { sip: false } } });
    expect(refused.status).toBe(403);
    expect(await storeFingerprint(server.store)).toEqual(before);
    const created = await server.request('PUT', '/users', { token: manager, body });
    expect(created.status).toBe(201);
    expect(created.body.data.license_info).toEqual(DEFAULT_INFO);
    const byAdmin = await server.request('PUT', '/users', { token: admin, body: { ...body, login: `licence.admin.${dialect}`, license_info: { sip: false } } });
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body.data.license_info).toEqual({ ...DEFAULT_INFO, sip: false });
  });

  it('does not let users change their own licence', async () => {
    const token = await server.login('resident5');
    const before = await storeFingerprint(server.store);
    expect((await server.request('PATCH', `/users/${ids.resident5}`, { token, body: { license_info: { isActive: true, sip: false } } })).status).toBe(403);
    expect((await server.request('PATCH', '/profile', { token, body: { license_info: { sip: false } } })).status).toBe(422);
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it.each([
    ['a text flag', { sip: 'yes' }, 'license_info.sip'],
    ['an unknown flag', { teleport: true }, 'license_info.teleport'],
    ['a period ending before it starts', { restrictPeriod: { from: 2000, to: 1000 } }, 'license_info.restrictPeriod.to'],
    ['a negative instant', { restrictPeriod: { from: -1, to: 1000 } }, 'license_info.restrictPeriod.from'],
  ])('refuses %s and writes nothing', async (_case, license_info, field) => {
    const before = await storeFingerprint(server.store);
    const answer = await setUserLicence('resident6', license_info);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.error.fields)).toEqual([field]);
    expect(await storeFingerprint(server.store)).toEqual(before);
  });
});
