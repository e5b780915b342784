/**
 * GET /system/sip's answer and POST /system/sip/restart's (000 §2.5 System info): the SIP service's state as
 * its supervisor last reported it (server/telephony/sip-service.ts), and whether the caller may restart it.
 */
import { z } from 'zod';

export const SIP_SERVICE_STATES = ['running', 'stopped', 'restarting', 'not_configured', 'unreachable'] as const;
export type SipServiceState = (typeof SIP_SERVICE_STATES)[number];

export const sipServiceStatus = z.object({
  state: z.enum(SIP_SERVICE_STATES),
  reported_at: z.string().nullable(),
  started_at: z.string().nullable(),
  uptime_seconds: z.number().int().min(0).nullable(),
  pid: z.number().int().nullable(),
  version: z.string().nullable(),
  config_version: z.string().nullable(),
  /** Whether Kamailio runs with the current SIP settings; null when unknown. */
  settings_applied: z.boolean().nullable(),
  error: z.string().nullable(),
  restart: z.object({ requested_at: z.string(), picked_at: z.string().nullable() }).nullable(),
  last_restart: z.object({ finished_at: z.string(), error: z.string().nullable() }).nullable(),
  /** The server's word on whether this user may restart (project_settings.change). */
  can_restart: z.boolean(),
});
export type SipServiceStatus = z.infer<typeof sipServiceStatus>;
