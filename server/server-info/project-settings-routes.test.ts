/**
 * GET and PATCH /project-settings/{general,mail,sip,broker,licenses} over real HTTP: denied by default, readers
 * cannot change, changes merge and are audited, bad input writes nothing, the SMTP password is write-only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { readSection } from '../settings/project-settings';

describe.each(DIALECTS)('project settings on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let auditor: string;
  let manager: string;
  let resident: string;

  const auditOf = async (entity: string) =>
    (await server.request('GET', '/audit-events/items', { token: admin, query: { entity, size: 100 } })).body.data as { changes: Record<string, unknown> }[];
  const stored = () => server.store.db.selectFrom('project_settings').selectAll().orderBy('section').execute();

  beforeAll(async () => {
    server = await startServer(dialect);
    [admin, auditor, manager, resident] = await Promise.all(['admin', 'auditor', 'manager.a', 'resident1'].map((login) => server.login(login)));
  });
  afterAll(async () => server?.close());

  describe.each(['general', 'mail', 'sip', 'broker', 'licenses'])('/project-settings/%s access', (path) => {
    it('is denied to visitors and to roles without the permission', async () => {
      expect((await server.request('GET', `/project-settings/${path}`)).status).toBe(401);
      expect((await server.request('PATCH', `/project-settings/${path}`, { body: {} })).status).toBe(401);
      for (const token of [manager, resident]) {
        expect((await server.request('GET', `/project-settings/${path}`, { token })).status).toBe(403);
        expect((await server.request('PATCH', `/project-settings/${path}`, { token, body: {} })).status).toBe(403);
      }
    });

    it('lets the auditor read but not change', async () => {
      const before = await stored();
      expect((await server.request('GET', `/project-settings/${path}`, { token: auditor })).status).toBe(200);
      const refused = await server.request('PATCH', `/project-settings/${path}`, { token: auditor, body: { issuer: 'x', name: 'x', type: 'smtp' } });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('prohibited');
      expect(await stored()).toEqual(before);
    });
  });

  describe('general', () => {
    it('merges a change into the section and audits it', async () => {
      const before = (await server.request('GET', '/project-settings/general', { token: admin })).body.data;
      const { status, body } = await server.request('PATCH', '/project-settings/general', { token: admin, body: { name: 'Riverside', guest_identifier_limits: { max_passes_count: 3 } } });
      expect(status).toBe(200);
      expect(body.data).toEqual({ ...before, name: 'Riverside', guest_identifier_limits: { ...before.guest_identifier_limits, max_passes_count: 3 } });
      expect((await server.request('GET', '/project-settings/general', { token: auditor })).body.data).toEqual(body.data);
      const [event] = await auditOf('project-settings/general');
      expect(event.changes).toEqual({
        name: { before: before.name, after: 'Riverside' },
        guest_identifier_limits: { before: before.guest_identifier_limits, after: body.data.guest_identifier_limits },
      });
    });

    it.each([
      ['an unknown field', { name: 'Bad', nope: 1 }, 'nope', 'Unknown field'],
      ['an unknown nested field', { guest_identifier_limits: { max_days: 3 } }, 'guest_identifier_limits.max_days', 'Unknown field'],
      ['a wrong type', { logs_life: 'long' }, 'logs_life', 'Value must be a number'],
      ['a value out of range', { logs_life: 0 }, 'logs_life', 'Value must be greater than or equal to 1'],
      ['a bad locale', { locale: 'fr' }, 'locale', 'Invalid value'],
    ])('refuses %s and writes nothing', async (_case, body, field, message) => {
      const before = await stored();
      const events = (await auditOf('project-settings/general')).length;
      const answer = await server.request('PATCH', '/project-settings/general', { token: admin, body });
      expect(answer.status).toBe(422);
      expect(answer.body.error).toMatchObject({ code: 'invalid_data', fields: { [field]: message } });
      expect(await stored()).toEqual(before);
      expect((await auditOf('project-settings/general')).length).toBe(events);
    });

    it('refuses a body that is not an object, or that tries to reach prototypes', async () => {
      const before = await stored();
      for (const raw of ['[1]', '"text"', 'null', '{"__proto__": {"name": "x"}}', '{"constructor": {"prototype": {"name": "x"}}}']) {
        expect((await server.request('PATCH', '/project-settings/general', { token: admin, raw })).status).toBe(400);
      }
      expect(await stored()).toEqual(before);
    });
  });

  describe('mail', () => {
    const SECRET = 'smtp-Secret-42';
    const storedMail = () => readSection(server.store.db, 'mail');

    it('keeps the SMTP password write-only', async () => {
      const saved = await server.request('PATCH', '/project-settings/mail', { token: admin, body: { type: 'smtp', settings: { host: 'smtp.example.com', password: SECRET } } });
      expect(saved.status).toBe(200);
      expect(saved.body.data.settings).toMatchObject({ host: 'smtp.example.com', password: '********', password_filled: true, port: 25 });
      expect((await storedMail()).settings.password).toBe(SECRET);
      const read = await server.request('GET', '/project-settings/mail', { token: auditor });
      expect(read.body.data.settings.password).toBe('********');
      expect(JSON.stringify(read.body)).not.toContain(SECRET);
      expect(JSON.stringify(await auditOf('project-settings/mail'))).not.toContain(SECRET);
    });

    it('reads the placeholder, empty or the filled flag sent back as "unchanged"', async () => {
      for (const settings of [{ password: '********', port: 587 }, { password: '', port: 465 }, { ...(await server.request('GET', '/project-settings/mail', { token: admin })).body.data.settings, port: 2525 }]) {
        const answer = await server.request('PATCH', '/project-settings/mail', { token: admin, body: { settings } });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        expect(await storedMail()).toMatchObject({ settings: { password: SECRET, port: settings.port } });
      }
    });

    it('replaces the password when a new one is sent, audited masked', async () => {
      expect((await server.request('PATCH', '/project-settings/mail', { token: admin, body: { settings: { password: 'other-secret' } } })).status).toBe(200);
      expect((await storedMail()).settings.password).toBe('other-secret');
      const [event] = await auditOf('project-settings/mail');
      expect(JSON.stringify(event)).not.toContain('other-secret');
      expect(event.changes.settings).toMatchObject({ before: { password: '********' }, after: { password: '********' } });
    });

    it('answers an empty password when none is stored', async () => {
      const fresh = await startServer(dialect, { demo: false });
      try {
        const { body } = await fresh.request('GET', '/project-settings/mail', { token: await fresh.login('admin') });
        expect(body.data).toEqual({ type: 'none', settings: expect.objectContaining({ password: '', password_filled: false }) });
      } finally {
        await fresh.close();
      }
    });

    it('refuses bad input and writes nothing', async () => {
      const before = await stored();
      for (const body of [{ type: 'pigeon' }, { settings: { port: 70000 } }, { settings: { from_address: 'not mail' } }, { settings: { tls: true } }]) {
        expect((await server.request('PATCH', '/project-settings/mail', { token: admin, body })).status).toBe(422);
      }
      expect(await stored()).toEqual(before);
    });
  });

  describe('sip', () => {
    it('answers the defaults, then merges a change and audits it', async () => {
      const read = await server.request('GET', '/project-settings/sip', { token: auditor });
      expect(read.status).toBe(200);
      expect(read.body.data).toEqual({
        port: 5060,
        server: { internal_ip: '', external_ip: '' },
        is_early_media_enabled: false,
        rtp: { min: 10000, max: 20000 },
        internal_interfaces: [],
        external_interfaces: [],
        local_networks: [],
        nodes: [],
        auto_forward_rules: { is_enabled: false, device_protocol: 'UDP', use_address: 'server_url' },
        resident_phonebook_settings: { is_enabled: false },
        number_limits: { total: null, per_user: null, per_group: null },
        stun_address: '',
        stun_port: 3478,
      });
      const body = { port: 5070, server: { external_ip: '203.0.113.7' }, rtp: { max: 30000 }, local_networks: ['10.0.0.0/8', 'fd00::/8'], nodes: ['sip2.example.com'], is_early_media_enabled: true };
      const changed = await server.request('PATCH', '/project-settings/sip', { token: admin, body });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body.data).toMatchObject({ ...body, server: { internal_ip: '', external_ip: '203.0.113.7' }, rtp: { min: 10000, max: 30000 } });
      expect(await readSection(server.store.db, 'sip')).toEqual(changed.body.data);
      const [event] = await auditOf('project-settings/sip');
      expect(Object.keys(event.changes).sort()).toEqual(['is_early_media_enabled', 'local_networks', 'nodes', 'port', 'rtp', 'server']);
    });

    it.each([
      ['a port out of range', { port: 70000 }, 'port', 'Value must be less than or equal to 65535'],
      ['a text port', { port: '5060' }, 'port', 'Value must be a number'],
      ['a bad address', { server: { external_ip: '300.1.1.1' } }, 'server.external_ip', 'Value must be an IP address'],
      ['a reversed RTP range', { rtp: { min: 30000, max: 20000 } }, 'rtp.max', 'The last RTP port must be above the first'],
      ['an RTP port below 1024', { rtp: { min: 80 } }, 'rtp.min', 'Value must be greater than or equal to 1024'],
      ['a network without a prefix', { local_networks: ['10.0.0.0'] }, 'local_networks.0', 'IP with bit prefix, e.g. 192.168.0.0/16'],
      ['a prefix too long', { local_networks: ['10.0.0.0/33'] }, 'local_networks.0', 'IP with bit prefix, e.g. 192.168.0.0/16'],
      ['an interface that is not a name', { internal_interfaces: ['eth0; reboot'] }, 'internal_interfaces.0', 'An interface name or an address'],
      ['a bad device protocol', { auto_forward_rules: { device_protocol: 'SCTP' } }, 'auto_forward_rules.device_protocol', 'Invalid value'],
      ['an unknown field', { resident_phonebook_settings: { is_enabled: true, size: 3 } }, 'resident_phonebook_settings.size', 'Unknown field'],
    ])('refuses %s and writes nothing', async (_case, body, field, message) => {
      const before = await stored();
      const events = (await auditOf('project-settings/sip')).length;
      const answer = await server.request('PATCH', '/project-settings/sip', { token: admin, body });
      expect(answer.status).toBe(422);
      expect(answer.body.error).toMatchObject({ code: 'invalid_data', fields: { [field]: message } });
      expect(await stored()).toEqual(before);
      expect((await auditOf('project-settings/sip')).length).toBe(events);
    });
  });

  describe('broker', () => {
    it('tells devices and apps the broker host set, audited; refuses a URL carrying an account, writing nothing', async () => {
      const broker = (path = '/project-settings/broker', body?: unknown) => server.request(body ? 'PATCH' : 'GET', path, { token: admin, ...(body !== undefined && { body }) });
      expect((await broker()).body.data).toEqual({ host: '', port: 1883, is_tls_enabled: false, tls_port: 8883, external_url: '' });
      const changed = await broker(undefined, { host: 'mqtt.riverside.example', is_tls_enabled: true });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect((await server.request('GET', '/server/settings', { token: resident })).body.data.device_broker_host).toBe('mqtt.riverside.example');
      const [event] = await auditOf('project-settings/broker');
      expect(event.changes).toEqual({ host: { before: '', after: 'mqtt.riverside.example' }, is_tls_enabled: { before: false, after: true } });

      const before = await stored();
      for (const external_url of ['mqtt://server:secret@broker.example:1883', 'http://broker.example', 'broker.example']) {
        const refused = await broker(undefined, { external_url });
        expect(refused.status, external_url).toBe(422);
        expect(refused.body.error.fields).toHaveProperty('external_url');
      }
      expect((await broker(undefined, { port: 70_000 })).status).toBe(422);
      expect(await stored()).toEqual(before);
      expect((await broker(undefined, { external_url: 'mqtts://broker.example:8883' })).status).toBe(200);
      expect((await server.request('GET', '/server/settings', { token: resident })).body.data.device_broker_host).toBe('broker.example');
      expect((await broker(undefined, { host: '', is_tls_enabled: false, external_url: '' })).status).toBe(200);
    });
  });

  describe('licenses', () => {
    const settingsLicence = async () => (await server.request('GET', '/server/settings')).body.data.license;

    it('answers the stored licence to readers', async () => {
      const { status, body } = await server.request('GET', '/project-settings/licenses', { token: auditor });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ issuer: 'Demo license', notify_before_days: 14, features: { sip: { is_enabled: true, qty: null } } });
      // Beside the quantities: how many users hold each per-user feature (every demo user holds all).
      const users = (await server.store.db.selectFrom('users').select('id').execute()).length;
      expect(body.data.used).toEqual({ sip: users, mobile_app: users, elevator: users, face_id: users, license_plate: users, ukey2: users, amenity: users });
    });

    it('changes what /server/settings reports', async () => {
      const { body: original } = await server.request('GET', '/project-settings/licenses', { token: admin });
      const changed = await server.request('PATCH', '/project-settings/licenses', { token: admin, body: { features: { kone: { is_enabled: false }, sip: { qty: 20 }, mobile_app: { qty: 20 } } } });
      expect(changed.status).toBe(200);
      expect(changed.body.data.features).toMatchObject({ kone: { is_enabled: false, qty: null }, sip: { is_enabled: true, qty: 20 }, elevator: { is_enabled: true } });
      expect((await settingsLicence()).features.kone).toEqual({ is_enabled: false, restrictor: 'server' });

      const now = Date.now();
      await server.request('PATCH', '/project-settings/licenses', { token: admin, body: { period: { from: now - 100 * 86_400_000, to: now - 3 * 86_400_000 - 1000 } } });
      const expired = await settingsLicence();
      expect(expired.warning).toEqual({ status: 'already_expired', days: 3 });
      expect(expired.features.sip).toEqual({ is_enabled: false, restrictor: 'period' });

      const allOff = Object.fromEntries(Object.keys(original.data.features).map((feature) => [feature, { is_enabled: false }]));
      await server.request('PATCH', '/project-settings/licenses', { token: admin, body: { features: allOff } });
      expect((await settingsLicence()).warning).toEqual({ status: 'no_license', days: null });

      expect((await server.request('PATCH', '/project-settings/licenses', { token: admin, body: original.data })).status).toBe(200);
      expect((await settingsLicence()).warning).toEqual({ status: 'will_expire', days: 10 });
      const events = await auditOf('project-settings/licenses');
      expect(events.length).toBe(4);
    });

    it.each([
      ['a period ending before it starts', { period: { from: 2000, to: 1000 } }, 'period.to'],
      ['an unknown feature', { features: { teleport: { is_enabled: true } } }, 'features.teleport'],
      ['a negative quantity', { features: { sip: { qty: -1 } } }, 'features.sip.qty'],
      ['a fractional quantity', { features: { sip: { qty: 1.5 } } }, 'features.sip.qty'],
      ['a text flag', { features: { sip: { is_enabled: 'yes' } } }, 'features.sip.is_enabled'],
    ])('refuses %s and writes nothing', async (_case, body, field) => {
      const before = await stored();
      const answer = await server.request('PATCH', '/project-settings/licenses', { token: admin, body });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.error.fields)).toEqual([field]);
      expect(await stored()).toEqual(before);
    });

    describe('virtual numbers cannot be fewer than mobile apps (000 §5)', () => {
      const licence = async () => (await server.request('GET', '/project-settings/licenses', { token: admin })).body.data;
      const patch = (body: unknown) => server.request('PATCH', '/project-settings/licenses', { token: admin, body });

      it.each([
        ['fewer numbers than apps', { sip: { qty: 5 }, mobile_app: { qty: 6 } }],
        ['limited numbers while apps are unlimited', { sip: { qty: 5 }, mobile_app: { qty: null } }],
      ])('refuses %s with a clear error and writes nothing', async (_case, features) => {
        await patch({ features: { sip: { is_enabled: true, qty: null }, mobile_app: { is_enabled: true, qty: null } } });
        const before = await stored();
        const audited = (await auditOf('project-settings/licenses')).length;
        const answer = await patch({ features });
        expect(answer.status).toBe(422);
        expect(answer.body.error).toMatchObject({
          code: 'numbers_fewer_than_mobile_apps',
          message: 'virtual numbers cannot be fewer than mobile apps',
          fields: { 'features.sip.qty': 'virtual numbers cannot be fewer than mobile apps' },
          qty: { target: features.mobile_app.qty, available: 5 },
        });
        expect(await stored()).toEqual(before);
        expect((await auditOf('project-settings/licenses')).length).toBe(audited);
      });

      it('refuses lowering the numbers below the apps already licensed', async () => {
        expect((await patch({ features: { sip: { is_enabled: true, qty: 10 }, mobile_app: { is_enabled: true, qty: 8 } } })).status).toBe(200);
        const before = await stored();
        expect((await patch({ features: { sip: { qty: 7 } } })).body.error.code).toBe('numbers_fewer_than_mobile_apps');
        expect((await patch({ features: { mobile_app: { qty: 11 } } })).body.error.code).toBe('numbers_fewer_than_mobile_apps');
        expect(await stored()).toEqual(before);
      });

      it.each([
        ['as many numbers as apps', { sip: { is_enabled: true, qty: 8 }, mobile_app: { is_enabled: true, qty: 8 } }],
        ['more numbers than apps', { sip: { is_enabled: true, qty: 9 }, mobile_app: { is_enabled: true, qty: 8 } }],
        ['unlimited numbers', { sip: { is_enabled: true, qty: null }, mobile_app: { is_enabled: true, qty: 8 } }],
        ['SIP not licensed at all', { sip: { is_enabled: false, qty: 0 }, mobile_app: { is_enabled: true, qty: 8 } }],
      ])('allows %s', async (_case, features) => {
        const answer = await patch({ features });
        expect(answer.status).toBe(200);
        expect(answer.body.data.features).toMatchObject(features);
        expect((await licence()).features).toMatchObject(features);
      });
    });
  });
});
