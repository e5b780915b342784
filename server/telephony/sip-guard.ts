/**
 * Addresses guessing SIP passwords or numbers are blocked like those guessing console passwords (the same
 * IP_BLOCK_AFTER failures within LOGIN_FAILURE_WINDOW, for IP_BLOCK_SECONDS), with cause AUTH_FAILED for a
 * wrong password and WRONG_NUMBER for a number that does not exist (000 §3.13 block causes). The proxy
 * reports each failure; the answer tells it to drop the address.
 */
import type { Kysely } from 'kysely';
import type { LoginThrottle } from '../config';
import { type BlockCause, activeBlock, blockIp, isWhitelisted } from '../ip-blocking/blocks';

export function sipGuard(db: Kysely<any>, settings: LoginThrottle, whitelist: readonly string[]) {
  const failures = new Map<string, { count: number; last: number }>();
  const windowMs = settings.windowSeconds * 1000;

  return {
    /** Counts a failure from `ip`; answers whether the address is now blocked, and for how long. */
    async failed(ip: string, cause: BlockCause): Promise<{ blocked: boolean; seconds: number }> {
      if (await isWhitelisted(db, whitelist, ip)) return { blocked: false, seconds: 0 };
      const now = Date.now();
      const entry = failures.get(ip);
      const count = entry && now - entry.last <= windowMs ? entry.count + 1 : 1;
      failures.set(ip, { count, last: now });
      if (count < settings.blockAfter) return { blocked: false, seconds: 0 };
      failures.delete(ip);
      await blockIp(db, ip, cause, settings.blockSeconds);
      return { blocked: true, seconds: settings.blockSeconds };
    },
    async blockedSeconds(ip: string): Promise<number> {
      const block = await activeBlock(db, ip);
      return block ? Math.max(1, Math.ceil((block.until - Date.now()) / 1000)) : 0;
    },
  };
}
export type SipGuard = ReturnType<typeof sipGuard>;
