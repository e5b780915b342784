/**
 * The MQTT broker section of project settings (000 §2.8 "MQTT broker", 001 §7 "broker"): where devices reach the
 * device broker. `host` and the ports are this server's broker as devices see it (behind a NAT or a proxy they
 * differ from where it listens, MQTT_HOST and MQTT_PORT); `external_url` names a broker that is not this server's
 * (MQTT_URL), without the server's account. GET /server/settings tells devices and apps the host
 * (server/server-info/server-settings.ts); the broker's status and restart are on System info (server/device-broker/).
 */
import { z } from 'zod';
import { PROJECT_SETTINGS_ACCESS, defineSettingsSection } from '../define-settings-section';

const port = z.number().int().min(1).max(65_535);

/** mqtt:// or mqtts://, host and port only: the server's own account there stays in MQTT_URL, never in settings. */
const brokerUrl = z.string().max(500).regex(/^mqtts?:\/\/(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?\/?$/, 'invalid_value');

export const brokerSettings = z.strictObject({
  /** The broker's address as devices see it; empty: the server's domain. */
  host: z.union([z.literal(''), z.string().trim().max(255).regex(/^[A-Za-z0-9.:[\]-]+$/, 'invalid_value')]).default(''),
  port: port.default(1883),
  is_tls_enabled: z.boolean().default(false),
  tls_port: port.default(8883),
  external_url: z.union([z.literal(''), brokerUrl]).default(''),
});
export type BrokerSettings = z.infer<typeof brokerSettings>;

export const broker = defineSettingsSection({
  name: 'broker',
  path: 'broker',
  scope: 'project',
  schema: brokerSettings,
  access: PROJECT_SETTINGS_ACCESS,
  form: [
    { id: 'devices', fields: ['host', 'port', 'is_tls_enabled', { name: 'tls_port', shownWhen: { name: 'is_tls_enabled', equals: true } }] },
    { id: 'external', fields: ['external_url'] },
  ],
});
