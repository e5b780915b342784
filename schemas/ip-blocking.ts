/**
 * IP blocking (001 §7 "IP blocking: status, banned, whitelist, unban"; 000 §3.13 block causes and the IP range):
 * the shapes the server answers with (server/ip-blocking/routes.ts) and the IP blocking page reads, and the IP
 * range dialog's body. Whether a text is an address is the server's question (node:net), not the schema's.
 */
import { z } from 'zod';

export const BLOCK_CAUSES = ['UNKNOWN', 'AUTH_FAILED', 'WRONG_NUMBER'] as const;
export type BlockCause = (typeof BLOCK_CAUSES)[number];

/** A blocked address: why, since when and until when (ISO times). */
export const ipBlock = z.object({ ip: z.string(), cause: z.enum(BLOCK_CAUSES), blocked_at: z.string(), until: z.string() });
export type IpBlock = z.infer<typeof ipBlock>;

/** Where an entry comes from: IP_WHITELIST (read-only) or the console (the ip_whitelist table). */
export const WHITELIST_SOURCES = ['environment', 'console'] as const;

/** One whitelist entry: its text (an address, `a/n` or `a-b`) and the range it spans. */
export const whitelistEntry = z.object({
  entry: z.string(),
  start_ip: z.string(),
  end_ip: z.string(),
  source: z.enum(WHITELIST_SOURCES),
  created_at: z.string().nullable(),
});
export type WhitelistEntry = z.infer<typeof whitelistEntry>;

/** The IP range dialog (000 §2.7): start_ip an address or a CIDR block; end_ip, optional, the last address. */
export const ipRangeBody = z.strictObject({
  start_ip: z.string().trim().min(1).max(100),
  end_ip: z.string().trim().max(100).nullish(),
});
export type IpRangeBody = z.infer<typeof ipRangeBody>;

/** The status call: how blocking is set up, and one address (the caller's unless asked) as the guard sees it. */
export const ipBlockingStatus = z.object({
  ip: z.string(),
  whitelisted_by: z.string().nullable(),
  block: ipBlock.nullable(),
  blocked_count: z.number().int().min(0),
  whitelist_count: z.number().int().min(0),
  settings: z.object({ block_after: z.number().int(), block_seconds: z.number().int(), failure_window: z.number().int() }),
  /** Whether the asker may unblock and change the whitelist (project_settings.change). */
  can_change: z.boolean(),
});
export type IpBlockingStatus = z.infer<typeof ipBlockingStatus>;

export const ipBlockList = z.object({ data: z.array(ipBlock) });
export const whitelistList = z.object({ data: z.array(whitelistEntry) });
export const whitelistAnswer = z.object({ data: whitelistEntry });
export const ipBlockingStatusAnswer = z.object({ data: ipBlockingStatus });
export const doneAnswer = z.object({ data: z.object({ ok: z.literal(true) }) });
