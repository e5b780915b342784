/**
 * Failed sign-ins are counted per IP and per login. After `freeAttempts` failures the next attempt must
 * wait base * 2^(extra failures), capped; too early answers 429 with Retry-After, and the password is
 * not even checked (so guessing gains nothing). `blockAfter` failures from one IP block it in the
 * database (cause AUTH_FAILED). Counters live in memory: a restart forgets them, not the blocks.
 *
 * Under parallel requests an attempt takes its slot with `begin`, synchronously, before the password is
 * verified: an attempt in flight counts as a failure happening now until it is settled, so 100 parallel
 * guesses get the same few verifications as 100 guesses in a row.
 */
import type { Kysely } from 'kysely';
import type { LoginThrottle } from '../config';
import { AppError } from '../errors';
import { blockIp } from '../ip-blocking/blocks';

interface Failures {
  count: number;
  last: number;
  /** Attempts begun and not yet settled: they count as failures at this very moment. */
  inFlight: number;
}

/** One begun sign-in attempt: settle it exactly once. */
export interface Attempt {
  /** The password was wrong: the attempt stays counted; blocks the IP once it reaches blockAfter. */
  failed(): Promise<{ blocked: boolean }>;
  /** The password was right: clears the login's count and gives the IP its slot back. */
  succeeded(): void;
  /** Nothing was verified (the lookup failed): the slot is given back uncounted. */
  abandon(): void;
}

const MAX_TRACKED = 50_000;
/**
 * Requests from an address that passed the IP guard just before its block was stored must not start
 * attempts either: the block is also known here, for a few seconds (then the stored block answers).
 */
const BLOCK_BRIDGE_MS = 10_000;

export function loginThrottle(db: Kysely<any>, settings: LoginThrottle) {
  const failures = new Map<string, Failures>();
  const justBlocked = new Map<string, number>();
  const windowMs = settings.windowSeconds * 1000;

  function current(key: string, now: number) {
    const entry = failures.get(key);
    if (entry && !entry.inFlight && now - entry.last > windowMs) failures.delete(key);
    return failures.get(key);
  }

  /**
   * For a login, an attempt in flight is a failure happening now (one account guessed in parallel). For
   * an IP it is not: people behind one address (an office, a NAT) sign in at once with their own logins;
   * the IP's attempts in flight are bounded by blockAfter instead (begin).
   */
  function waitMs(key: string, now: number, countInFlight: boolean) {
    const entry = current(key, now);
    const inFlight = countInFlight ? entry?.inFlight ?? 0 : 0;
    const count = (entry?.count ?? 0) + inFlight;
    if (!entry || count < settings.freeAttempts) return 0;
    const delay = Math.min(settings.baseDelayMs * 2 ** (count - settings.freeAttempts), settings.maxDelayMs);
    return Math.max(0, (inFlight ? now : entry.last) + delay - now);
  }

  function refuseJustBlocked(ip: string, now: number) {
    const at = justBlocked.get(ip);
    if (at === undefined) return;
    if (now - at >= BLOCK_BRIDGE_MS) justBlocked.delete(ip);
    else throw new AppError('ip_blocked', undefined, { retry_after: settings.blockSeconds });
  }

  /** Failures plus attempts in flight from this IP: at blockAfter, no further attempt starts. */
  function ipLoad(ip: string, now: number) {
    const entry = current(`ip:${ip}`, now);
    return (entry?.count ?? 0) + (entry?.inFlight ?? 0);
  }

  function forgetStale(now: number) {
    // Bounded memory under a spray of made-up logins: drop what the window has already forgotten.
    for (const [ip, at] of justBlocked) if (now - at >= BLOCK_BRIDGE_MS) justBlocked.delete(ip);
    if (failures.size < MAX_TRACKED) return;
    for (const [key, entry] of failures) if (!entry.inFlight && now - entry.last > windowMs) failures.delete(key);
    if (failures.size >= MAX_TRACKED) failures.clear();
  }

  const keys = (ip: string, login: string) => [`ip:${ip}`, `login:${login.toLowerCase()}`];

  /** Throws too_many_attempts (with Retry-After seconds) when this IP or login must still wait. */
  function check(ip: string, login: string) {
    const now = Date.now();
    const [ipKey, loginKey] = keys(ip, login);
    const wait = Math.max(waitMs(ipKey, now, false), waitMs(loginKey, now, true));
    if (wait > 0) throw new AppError('too_many_attempts', undefined, { retry_after: Math.ceil(wait / 1000) });
  }

  /** Counts a failure; blocks the IP once it reaches blockAfter. */
  async function failed(ip: string, login: string) {
    const now = Date.now();
    forgetStale(now);
    for (const key of keys(ip, login)) {
      const entry = current(key, now) ?? { count: 0, last: now, inFlight: 0 };
      failures.set(key, { count: entry.count + 1, last: now, inFlight: entry.inFlight });
    }
    const ipEntry = failures.get(`ip:${ip}`)!;
    if (ipEntry.count >= settings.blockAfter) {
      failures.set(`ip:${ip}`, { ...ipEntry, count: 0 });
      justBlocked.set(ip, now);
      await blockIp(db, ip, 'AUTH_FAILED', settings.blockSeconds);
      return { blocked: true };
    }
    return { blocked: false };
  }

  /** A good password clears the login's count; the IP's count decays with the window only. */
  function succeeded(login: string) {
    const key = `login:${login.toLowerCase()}`;
    const entry = failures.get(key);
    if (entry?.inFlight) failures.set(key, { ...entry, count: 0 });
    else failures.delete(key);
  }

  /**
   * Takes a slot for one attempt at once, before any await: throws too_many_attempts when this IP or
   * login must wait, or when failures plus attempts in flight from this IP already reach blockAfter.
   */
  function begin(ip: string, login: string): Attempt {
    const now = Date.now();
    refuseJustBlocked(ip, now);
    check(ip, login);
    if (ipLoad(ip, now) >= settings.blockAfter) throw new AppError('too_many_attempts', undefined, { retry_after: 1 });
    forgetStale(now);
    for (const key of keys(ip, login)) {
      const entry = current(key, now) ?? { count: 0, last: now, inFlight: 0 };
      failures.set(key, { ...entry, inFlight: entry.inFlight + 1 });
    }
    let settled = false;
    const settle = () => {
      if (settled) throw new Error('sign-in attempt settled twice');
      settled = true;
      for (const key of keys(ip, login)) {
        const entry = failures.get(key);
        if (entry) failures.set(key, { ...entry, inFlight: Math.max(0, entry.inFlight - 1) });
      }
    };
    return {
      failed: () => (settle(), failed(ip, login)),
      succeeded: () => (settle(), succeeded(login)),
      abandon: settle,
    };
  }

  return { check, failed, succeeded, begin };
}
