/**
 * GET /profile/sip-account's answer (001 §7 Phone): what the web phone signs in with, or why it cannot
 * (server/telephony/sip-account.ts answers it, the dialer reads it).
 */
export type SipAccountAnswer =
  | { available: false; reason: 'not_configured' | 'not_licensed' | 'no_number' }
  | { available: true; ws_url: string; domain: string; display_name: string; numbers: { number: string; name: string; password: string }[] };
