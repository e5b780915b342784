/**
 * Failed sign-ins are counted per IP and per login. After `freeAttempts` failures the next attempt must
 * wait base * 2^(extra failures), capped; too early answers 429 with Retry-After, and the password is
 * not even checked (so guessing gains nothing). `blockAfter` failures from one IP block it in the
 * database (cause AUTH_FAILED). Counters live in memory: a restart forgets them, not the blocks.
 */
import type { Kysely } from 'kysely';
import type { LoginThrottle } from '../config';
import { AppError } from '../errors';
import { blockIp } from '../ip-blocking/blocks';

interface Failures {
  count: number;
  last: number;
}

const MAX_TRACKED = 50_000;

export function loginThrottle(db: Kysely<any>, settings: LoginThrottle) {
  const failures = new Map<string, Failures>();
  const windowMs = settings.windowSeconds * 1000;

  function current(key: string, now: number) {
    const entry = failures.get(key);
    if (entry && now - entry.last > windowMs) failures.delete(key);
    return failures.get(key);
  }

  function waitMs(key: string, now: number) {
    const entry = current(key, now);
    if (!entry || entry.count < settings.freeAttempts) return 0;
    const delay = Math.min(settings.baseDelayMs * 2 ** (entry.count - settings.freeAttempts), settings.maxDelayMs);
    return Math.max(0, entry.last + delay - now);
  }

  function forgetStale(now: number) {
    // Bounded memory under a spray of made-up logins: drop what the window has already forgotten.
    if (failures.size < MAX_TRACKED) return;
    for (const [key, entry] of failures) if (now - entry.last > windowMs) failures.delete(key);
    if (failures.size >= MAX_TRACKED) failures.clear();
  }

  const keys = (ip: string, login: string) => [`ip:${ip}`, `login:${login.toLowerCase()}`];

  return {
    /** Throws too_many_attempts (with Retry-After seconds) when this IP or login must still wait. */
    check(ip: string, login: string) {
      const now = Date.now();
      const wait = Math.max(...keys(ip, login).map((key) => waitMs(key, now)));
      if (wait > 0) throw new AppError('too_many_attempts', undefined, { retry_after: Math.ceil(wait / 1000) });
    },
    /** Counts a failure; blocks the IP once it reaches blockAfter. */
    async failed(ip: string, login: string) {
      const now = Date.now();
      forgetStale(now);
      for (const key of keys(ip, login)) {
        const entry = current(key, now) ?? { count: 0, last: now };
        failures.set(key, { count: entry.count + 1, last: now });
      }
      if ((failures.get(`ip:${ip}`)?.count ?? 0) >= settings.blockAfter) {
        failures.delete(`ip:${ip}`);
        await blockIp(db, ip, 'AUTH_FAILED', settings.blockSeconds);
        return { blocked: true };
      }
      return { blocked: false };
    },
    /** A good password clears the login's count; the IP's count decays with the window only. */
    succeeded(login: string) {
      failures.delete(`login:${login.toLowerCase()}`);
    },
  };
}
