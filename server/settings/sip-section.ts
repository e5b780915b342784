/**
 * The project's SIP server settings (000 §3.13), the `sip` project settings section: what `npm run sip` (the
 * supervisor, server/telephony/sip-supervisor.ts) builds Kamailio's configuration from when it starts or
 * restarts. Field names are the spec's; limits are ours (docs/telephony.md). A shape of the settings layer, so
 * settings/ imports no feature.
 *
 * @example sipSettings.parse({ port: 5070 }).rtp // { min: 10000, max: 20000 }
 */
import { isIP } from 'node:net';
import { z } from 'zod';

/** An IPv4 or IPv6 address with its bit prefix, e.g. 192.168.0.0/16 (000 §5.1 "IP with bit prefix"). */
export function isCidr(value: string) {
  const [address, prefix, ...rest] = value.split('/');
  if (rest.length || prefix === undefined || !/^\d{1,3}$/.test(prefix)) return false;
  const family = isIP(address);
  return family !== 0 && Number(prefix) <= (family === 4 ? 32 : 128);
}

const ipOrEmpty = z.string().trim().max(45).refine((value) => value === '' || isIP(value) !== 0, 'ip').default('');
/** An interface name (eth0) or an address Kamailio may listen on. */
const interfaces = z.array(z.string().trim().min(1).max(64).regex(/^[\w.:%-]+$/, 'interface_name')).max(32).default([]);
const host = z.string().trim().min(1).max(255).regex(/^[A-Za-z0-9.:-]+$/, 'host_or_ip');
const rtpPort = z.number().int().min(1024).max(65535);

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
});
export type SipSettings = z.infer<typeof sipSettings>;
