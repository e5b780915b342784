/**
 * The project's SIP server settings (000 §3.13), the `sip` project settings section: what `npm run sip` (the
 * supervisor, server/telephony/sip-supervisor.ts) builds Kamailio's configuration from when it starts or
 * restarts. Field names are the spec's; limits are ours (docs/telephony.md).
 *
 * @example sipSettings.parse({ port: 5070 }).rtp // { min: 10000, max: 20000 }
 */
import { z } from 'zod';
import { PROJECT_SETTINGS_ACCESS, defineSettingsSection } from '../define-settings-section';

const ipv4 = z.ipv4();
const ipv6 = z.ipv6();

/** 4, 6 or 0 (not an address), as node:net's isIP answers; an IPv6 address may carry its zone (fe80::1%eth0). */
export function ipFamily(value: string): 0 | 4 | 6 {
  if (ipv4.safeParse(value).success) return 4;
  const [address, zone, ...rest] = value.split('%');
  if (rest.length || zone === '') return 0;
  return ipv6.safeParse(address).success ? 6 : 0;
}

/** An IPv4 or IPv6 address with its bit prefix, e.g. 192.168.0.0/16 (000 §5.1 "IP with bit prefix"). */
export function isCidr(value: string) {
  const [address, prefix, ...rest] = value.split('/');
  if (rest.length || prefix === undefined || !/^\d{1,3}$/.test(prefix)) return false;
  const family = ipFamily(address);
  return family !== 0 && Number(prefix) <= (family === 4 ? 32 : 128);
}

const ipOrEmpty = z.string().trim().max(45).refine((value) => value === '' || ipFamily(value) !== 0, 'ip').default('');
/** An interface name (eth0) or an address Kamailio may listen on. */
const interfaces = z.array(z.string().trim().min(1).max(64).regex(/^[\w.:%-]+$/, 'interface_name')).max(32).default([]);
const host = z.string().trim().min(1).max(255).regex(/^[A-Za-z0-9.:-]+$/, 'host_or_ip');
const rtpPort = z.number().int().min(1024).max(65535);
/** A count of virtual numbers the project allows; null: no limit of its own. */
const numberLimit = z.number().int().min(0).max(1_000_000).nullable().default(null);

export const sipSettings = z.strictObject({
  /** Plain SIP (UDP and TCP) for door panels; SIP_PORT overrides it for one machine. */
  port: z.number().int().min(1).max(65535).default(5060),
  /** internal_ip: the address the proxy listens on; external_ip: the one it tells phones outside (advertise). */
  server: z.strictObject({ internal_ip: ipOrEmpty, external_ip: ipOrEmpty }).prefault({}),
  is_early_media_enabled: z.boolean().default(false),
  /** The media ports a relay may use; kept for the relay to come (docs/telephony.md). */
  rtp: z
    .strictObject({ min: rtpPort.default(10000), max: rtpPort.default(20000) })
    .refine((range) => range.min < range.max, { message: 'rtp_range', path: ['max'] })
    .prefault({}),
  internal_interfaces: interfaces,
  external_interfaces: interfaces,
  /** Networks whose phones are reached directly; a phone elsewhere is treated as behind NAT. */
  local_networks: z.array(z.string().trim().refine(isCidr, 'ip_with_prefix')).max(256).default([]),
  /** Other SIP nodes of the site (addresses or names the proxy accepts as its own). */
  nodes: z.array(host).max(32).default([]),
  auto_forward_rules: z
    .strictObject({
      is_enabled: z.boolean().default(false),
      device_protocol: z.enum(['UDP', 'TCP', 'TLS']).default('UDP'),
      use_address: z.enum(['server_url', 'server_ip', 'internal_server_ip']).default('server_url'),
    })
    .prefault({}),
  resident_phonebook_settings: z.strictObject({ is_enabled: z.boolean().default(false) }).prefault({}),
  /**
   * SIP number limits (001 §8): numbers in the project, numbers one user holds, numbers in one group (its own,
   * not its subgroups'). The licence's SIP quantity is the project maximum above them all
   * (server/telephony/number-limits.ts).
   */
  number_limits: z.strictObject({ total: numberLimit, per_user: numberLimit, per_group: numberLimit }).prefault({}),
  /** The STUN server web phones ask for their public address (001 §7 Phone: "a STUN server is configured"); empty: none. */
  stun_address: z.union([z.literal(''), host]).default(''),
  stun_port: z.number().int().min(1).max(65535).default(3478),
});
export type SipSettings = z.infer<typeof sipSettings>;

const forwarding = { shownWhen: { name: 'auto_forward_rules.is_enabled', equals: true } };

export const sip = defineSettingsSection({
  name: 'sip',
  path: 'sip',
  scope: 'project',
  schema: sipSettings,
  access: PROJECT_SETTINGS_ACCESS,
  form: [
    { id: 'server', fields: ['port', 'server.internal_ip', 'server.external_ip', 'is_early_media_enabled', 'resident_phonebook_settings.is_enabled'] },
    { id: 'media', fields: ['rtp.min', 'rtp.max'] },
    { id: 'network', fields: ['internal_interfaces', 'external_interfaces', 'local_networks', 'nodes'] },
    { id: 'number_limits', fields: ['number_limits.total', 'number_limits.per_user', 'number_limits.per_group'] },
    { id: 'web_phone', fields: ['stun_address', 'stun_port'] },
    {
      id: 'forwarding',
      fields: [
        'auto_forward_rules.is_enabled',
        { name: 'auto_forward_rules.device_protocol', ...forwarding },
        { name: 'auto_forward_rules.use_address', ...forwarding },
      ],
    },
  ],
});
