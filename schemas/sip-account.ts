/**
 * GET /profile/sip-account's answer (001 §7 Phone): what the web phone signs in with, or why it cannot
 * (server/telephony/sip-account.ts answers it, the dialer reads it).
 */
import { z } from 'zod';

export const sipAccountAnswer = z.union([
  z.object({ available: z.literal(false), reason: z.enum(['not_configured', 'not_licensed', 'no_number']) }),
  z.object({
    available: z.literal(true),
    ws_url: z.string(),
    domain: z.string(),
    display_name: z.string(),
    /** The STUN server of the SIP settings (001 §7 Phone "a STUN server is configured"), as RTCPeerConnection takes it; empty: none. */
    ice_servers: z.array(z.object({ urls: z.string() })),
    numbers: z.array(z.object({ number: z.string(), name: z.string(), password: z.string() })),
  }),
]);
export type SipAccountAnswer = z.infer<typeof sipAccountAnswer>;
