/** Server resources over real HTTP (001 §7 Resources): countries, meta, server info and settings. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_FEATURES } from '../../schemas/licence';
import { FILTER_RULES } from '../../schemas/list-query';
import { PERMISSION_FAMILIES } from '../../schemas/permissions';
import { configFromEnv } from '../config';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { NOTIFICATION_TYPES } from './notification-settings';

const PUBLIC_KEYS = ['can_user_recovery_password', 'can_user_register_by_token', 'can_user_register_himself', 'domain', 'is_standalone_mode', 'license', 'locale', 'version'];
const SIGNED_IN_KEYS = ['auto_forward_rules', 'device_broker_host', 'internal_server_ip', 'is_mail_configured', 'is_wallet_pass_configured', 'mobile_client', 'push_server', 'server_ip', 'sip_proxy_host'];

describe.each(DIALECTS)('server resources on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let resident: string;

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    resident = await server.login('resident1');
  });
  afterAll(async () => server?.close());

  it('GET /countries is public: every ISO 3166-1 alpha-2 code once, with its English name', async () => {
    const { status, body } = await server.request('GET', '/countries');
    expect(status).toBe(200);
    const codes = body.data.map((country: { code: string }) => country.code);
    expect(codes).toHaveLength(249);
    expect(new Set(codes).size).toBe(249);
    expect(codes.every((code: string) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(body.data).toContainEqual({ code: 'UA', name: 'Ukraine' });
    expect(body.data).toContainEqual({ code: 'GB', name: 'United Kingdom' });
  });

  it('GET /meta needs a sign-in and answers filter rules, the permission catalogue and notification defaults', async () => {
    expect((await server.request('GET', '/meta')).status).toBe(401);
    const { status, body } = await server.request('GET', '/meta', { token: resident });
    expect(status).toBe(200);
    expect(body.data.filters).toEqual({ rules: [...FILTER_RULES], matching: ['match_any', 'match_all'] });
    expect(body.data.permissions).toEqual(JSON.parse(JSON.stringify(PERMISSION_FAMILIES)));
    expect(Object.keys(body.data.notification_settings).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    expect(body.data.notification_settings.device_alarm_enabled).toEqual({ is_enabled: true, is_important: true, sound: { file: 'alarm', mode: 'repeat' } });
    expect(body.data.notification_settings.user_used_identifier.is_enabled).toBe(false);
  });

  it('GET /server/info is public: version and domain', async () => {
    const { status, body } = await server.request('GET', '/server/info');
    expect(status).toBe(200);
    expect(body.data).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+/), domain: '127.0.0.1' });
  });

  it('GET /server/settings answers visitors the public part only, with the licence', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const { status, body } = await server.request('GET', '/server/settings', { token });
      expect(status).toBe(200);
      expect(Object.keys(body.data).sort()).toEqual(PUBLIC_KEYS);
      expect(Object.keys(body.data.license.features).sort()).toEqual([...SERVER_FEATURES].sort());
      // The demo licence has everything on and ends in 10 days.
      expect(body.data.license.features.sip).toEqual({ is_enabled: true, restrictor: null });
      expect(body.data.license.warning).toEqual({ status: 'will_expire', days: 10 });
      expect(body.data).toMatchObject({ can_user_register_himself: true, is_standalone_mode: false, locale: 'en', domain: '127.0.0.1' });
    }
  });

  it('GET /server/settings adds the service addresses for a signed-in caller', async () => {
    const { body } = await server.request('GET', '/server/settings', { token: resident });
    expect(Object.keys(body.data).sort()).toEqual([...PUBLIC_KEYS, ...SIGNED_IN_KEYS].sort());
    expect(body.data).toMatchObject({
      sip_proxy_host: '127.0.0.1',
      device_broker_host: '127.0.0.1',
      push_server: '',
      mobile_client: { sip: { host: '127.0.0.1', protocol: 'tls' } },
      auto_forward_rules: { is_enabled: false, device_protocol: 'UDP', use_address: 'server_url' },
    });
    expect(body.data.internal_server_ip).toBe(body.data.server_ip);
  });

  it('tells a signed-in caller whether e-mail can go, following the mail settings', async () => {
    const configured = async () => (await server.request('GET', '/server/settings', { token: resident })).body.data.is_mail_configured;
    expect(await configured()).toBe(false);
    const smtp = await server.request('PATCH', '/project-settings/mail', { token: admin, body: { type: 'smtp', settings: { host: '127.0.0.1', port: 2525 } } });
    expect(smtp.status, JSON.stringify(smtp.body)).toBe(200);
    expect(await configured()).toBe(true);
    await server.request('PATCH', '/project-settings/mail', { token: admin, body: { type: 'none' } });
    expect(await configured()).toBe(false);
  });

  it('follows the project: standalone mode closes self-registration, server_url names the domain', async () => {
    const patched = await server.request('PATCH', '/project-settings/general', { token: admin, body: { is_standalone_mode: true, server_url: 'https://console.example.com' } });
    expect(patched.status).toBe(200);
    const { body } = await server.request('GET', '/server/settings');
    expect(body.data).toMatchObject({ is_standalone_mode: true, can_user_register_himself: false, domain: 'console.example.com' });
    expect((await server.request('GET', '/server/info')).body.data.domain).toBe('console.example.com');
    const signedIn = (await server.request('GET', '/server/settings', { token: resident })).body.data;
    expect(signedIn.sip_proxy_host).toBe('console.example.com');
    await server.request('PATCH', '/project-settings/general', { token: admin, body: { is_standalone_mode: false, server_url: '' } });
  });
});

describe('service addresses from the environment', () => {
  it('reads every setting, leaving unset ones to be derived', () => {
    const env = {
      DOMAIN: 'intercom.example.com', SERVER_IP: '203.0.113.5', INTERNAL_SERVER_IP: '10.0.0.5', PUSH_SERVER: 'https://push.example.com',
      DEVICE_BROKER_HOST: 'mqtt.example.com', SIP_PROXY_HOST: 'sip.example.com', MOBILE_SIP_HOST: 'msip.example.com', MOBILE_SIP_PROTOCOL: 'tcp', AUTO_FORWARD_RULES: '1',
    };
    expect(configFromEnv(env).services).toEqual({
      domain: 'intercom.example.com', serverIp: '203.0.113.5', internalServerIp: '10.0.0.5', pushServer: 'https://push.example.com',
      deviceBrokerHost: 'mqtt.example.com', sipProxyHost: 'sip.example.com', mobileSipHost: 'msip.example.com', mobileSipProtocol: 'tcp', autoForwardRules: true,
    });
    expect(configFromEnv({}).services).toMatchObject({ domain: undefined, sipProxyHost: undefined, autoForwardRules: false });
  });

  it('answers them on /server/settings', async () => {
    const server = await startServer('sqlite', { config: { services: { domain: 'intercom.example.com', sipProxyHost: 'sip.example.com', serverIp: '203.0.113.5', autoForwardRules: true } } });
    try {
      const { body } = await server.request('GET', '/server/settings', { token: await server.login('resident1') });
      expect(body.data).toMatchObject({
        domain: 'intercom.example.com', server_ip: '203.0.113.5', internal_server_ip: '203.0.113.5', sip_proxy_host: 'sip.example.com',
        device_broker_host: 'intercom.example.com', mobile_client: { sip: { host: 'sip.example.com' } }, auto_forward_rules: { is_enabled: true },
      });
    } finally {
      await server.close();
    }
  });
});
