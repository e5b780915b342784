/**
 * IP blocks live in the database so they outlive a restart. The whitelist (IP_WHITELIST plus the
 * ip_whitelist table) exempts addresses from throttling and blocking.
 */
import type { Kysely } from 'kysely';
import { BLOCK_CAUSES, type IpBlock } from '../../schemas/ip-blocking';
import { whitelistOf } from './addresses';

/** Why an address is blocked (000 §3.13): sign-in failures, SIP password failures, SIP numbers guessed. */
export type BlockCause = 'AUTH_FAILED' | 'WRONG_NUMBER';

export async function activeBlock(db: Kysely<any>, ip: string) {
  const row = await db.selectFrom('ip_blocks').select(['until']).where('ip', '=', ip).where('until', '>', Date.now()).executeTakeFirst();
  return row ? { until: Number(row.until) } : undefined;
}

export async function blockIp(db: Kysely<any>, ip: string, cause: BlockCause, seconds: number) {
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('ip_blocks').where('ip', '=', ip).execute();
    await trx.insertInto('ip_blocks').values({ ip, cause, blocked_at: new Date(now).toISOString(), until: now + seconds * 1000 }).execute();
  });
}

export async function unblockIp(db: Kysely<any>, ip: string) {
  const result = await db.deleteFrom('ip_blocks').where('ip', '=', ip).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A cause this server does not know (written by a newer one, or by hand) reads as UNKNOWN (000 §3.13). */
const causeOf = (cause: unknown): IpBlock['cause'] => (BLOCK_CAUSES as readonly unknown[]).includes(cause) ? (cause as IpBlock['cause']) : 'UNKNOWN';

export async function listBlocks(db: Kysely<any>) {
  const rows = await db.selectFrom('ip_blocks').selectAll().where('until', '>', Date.now()).orderBy('blocked_at', 'desc').execute();
  return rows.map((row) => ({ ip: row.ip as string, cause: causeOf(row.cause), blocked_at: row.blocked_at as string, until: new Date(Number(row.until)).toISOString() }));
}

/** Whitelisted by configuration or by the table (read on each check: an edit takes effect at once). */
export async function isWhitelisted(db: Kysely<any>, configured: readonly string[], ip: string) {
  if (whitelistOf(configured)(ip)) return true;
  const rows = await db.selectFrom('ip_whitelist').select('entry').execute();
  return rows.length > 0 && whitelistOf(rows.map((row) => String(row.entry)))(ip);
}
