/**
 * GET /server/info and /server/settings (001 §7 Resources): what any visitor may know (registration flags,
 * locale, version, domain, the licence's features and warning) and, for a signed-in caller, the addresses
 * devices and apps connect to (server/server-info/server-settings.ts builds them).
 */
import { z } from 'zod';
import { serverLicence } from './licence';
import { LOCALES } from './user';

export const serverInfo = z.object({ version: z.string(), domain: z.string() });
export type ServerInfo = z.infer<typeof serverInfo>;

/** Where devices and apps reach this server. */
export const serviceAddresses = z.object({
  server_ip: z.string(),
  internal_server_ip: z.string(),
  push_server: z.string(),
  device_broker_host: z.string(),
  sip_proxy_host: z.string(),
  mobile_client: z.object({ sip: z.object({ host: z.string(), protocol: z.string() }) }),
  auto_forward_rules: z.object({ is_enabled: z.boolean(), device_protocol: z.string(), use_address: z.string() }),
});

export const serverSettings = serverInfo.extend({
  can_user_recovery_password: z.boolean(),
  can_user_register_by_token: z.boolean(),
  can_user_register_himself: z.boolean(),
  is_standalone_mode: z.boolean(),
  locale: z.enum(LOCALES),
  license: serverLicence,
  // A signed-in caller's part: the service addresses and whether e-mail can go at all.
  ...serviceAddresses.partial().shape,
  is_mail_configured: z.boolean().optional(),
  /** Whether wallet passes can be signed (project settings → wallet pass signing): the identifiers' pass button shows. */
  is_wallet_pass_configured: z.boolean().optional(),
});
export type ServerSettings = z.infer<typeof serverSettings>;
