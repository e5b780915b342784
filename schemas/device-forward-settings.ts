/**
 * GET /devices/{id}/forwards/settings's answer (000 §3.4 forwards): how the device forwards calls, its SIP
 * account's address, and how many of its groups have a forward (server/devices/forward-routes.ts).
 */
import { z } from 'zod';
import { serviceAddresses } from './server-settings';

export const deviceForwardSettings = z.object({
  auto_forward_rules: serviceAddresses.shape.auto_forward_rules,
  sip_proxy_host: z.string(),
  /** The device's SIP account as its settings hold it, without the password. */
  sip: z.object({ enabled: z.boolean(), proxy_address: z.string(), transport: z.string(), login: z.string() }),
  forwards: z.number().int().min(0),
  groups_without_forward: z.number().int().min(0),
});
