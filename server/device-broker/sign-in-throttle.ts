/**
 * Guessing a device's password is slowed per address and serial: after `freeAttempts` failures each next
 * attempt must wait base * 2^(extra failures), capped; an attempt too early is refused without checking the
 * password. An attempt counts as a failure the moment it begins (and is forgiven when it succeeds), so a
 * hundred guesses sent at once get the same few checks as a hundred in a row. Keyed by address and serial,
 * not serial alone: a stranger's guesses do not lock the real device out of its own link.
 *
 * The serial is keyed as the device lookup matches it, ignoring case (logins are unique ignoring case on both
 * databases), so no spelling of a serial gets guesses of its own. An address also has a ceiling across all
 * serials (`addressAttempts` failures per window, wearing off evenly), so new serials bring no new guesses.
 * The failures kept are bounded: past `maxTracked`, the expired go first, then those still within their free
 * attempts, oldest first; a serial already waiting is the last to be forgotten, never all at once.
 */
import type { DeviceCredentials } from './device-accounts';

export interface SignInLimits {
  freeAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures older than this are forgotten. */
  windowMs: number;
  /** Failures one address may have per window across all serials. */
  addressAttempts: number;
  /** Failure records kept (per serial and address, and per address). */
  maxTracked: number;
}

export const DEVICE_SIGN_IN_LIMITS: SignInLimits = { freeAttempts: 5, baseDelayMs: 1000, maxDelayMs: 60_000, windowMs: 10 * 60_000, addressAttempts: 100, maxTracked: 50_000 };

export interface ThrottledCredentials extends DeviceCredentials {
  /** How long this address must wait before its next attempt for this serial (0: it may try now). */
  waitMs(serial: string, from: string): number;
}

interface Failures {
  count: number;
  last: number;
}

/** A map kept in order of last failure, pruned as the header says. */
function failureLog(limits: SignInLimits) {
  const entries = new Map<string, Failures>();
  const expired = (entry: Failures, now: number) => now - entry.last > limits.windowMs;
  function prune(now: number) {
    const target = Math.floor(limits.maxTracked * 0.9);
    const passes = [(entry: Failures) => expired(entry, now), (entry: Failures) => entry.count < limits.freeAttempts, () => true];
    for (const drop of passes) {
      for (const [key, entry] of entries) {
        if (entries.size <= target) return;
        if (drop(entry)) entries.delete(key);
      }
    }
  }
  return {
    get: (key: string, now: number) => {
      const entry = entries.get(key);
      return entry && !expired(entry, now) ? entry : undefined;
    },
    set(key: string, entry: Failures, now: number) {
      entries.delete(key);
      if (entries.size >= limits.maxTracked) prune(now);
      entries.set(key, entry);
    },
    delete: (key: string) => entries.delete(key),
  };
}

export function throttledCredentials(inner: DeviceCredentials, limits: SignInLimits = DEVICE_SIGN_IN_LIMITS): ThrottledCredentials {
  const failures = failureLog(limits);
  const addresses = failureLog(limits);
  const keyOf = (serial: string, from: string) => `${from}\n${serial.toLowerCase()}`;
  /** The address's failures, worn off evenly over the window. */
  const addressLoad = (from: string, now: number) => {
    const entry = addresses.get(from, now);
    return entry ? Math.max(0, entry.count - ((now - entry.last) / limits.windowMs) * limits.addressAttempts) : 0;
  };

  function waitMs(serial: string, from: string, now = Date.now()) {
    // One more failure would pass the ceiling: wait until the load has worn off below it.
    const over = addressLoad(from, now) + 1 - limits.addressAttempts;
    const addressWait = over > 0 ? (over / limits.addressAttempts) * limits.windowMs : 0;
    const entry = failures.get(keyOf(serial, from), now);
    if (!entry || entry.count < limits.freeAttempts) return Math.ceil(addressWait);
    const delay = Math.min(limits.baseDelayMs * 2 ** (entry.count - limits.freeAttempts), limits.maxDelayMs);
    return Math.ceil(Math.max(addressWait, entry.last + delay - now));
  }

  return {
    waitMs,
    async verify(serial, password, from = '') {
      const now = Date.now();
      if (waitMs(serial, from, now) > 0) return false;
      const key = keyOf(serial, from);
      // Counted before the check: attempts in flight are failures until they succeed.
      failures.set(key, { count: (failures.get(key, now)?.count ?? 0) + 1, last: now }, now);
      addresses.set(from, { count: addressLoad(from, now) + 1, last: now }, now);
      const ok = await inner.verify(serial, password, from);
      // A success forgives this attempt and this serial's failures, not the address's others: a site's
      // devices signing in together behind one address are no failures, yet one known device resets nothing.
      if (ok) {
        failures.delete(key);
        const later = Date.now();
        addresses.set(from, { count: Math.max(0, addressLoad(from, later) - 1), last: later }, later);
      }
      return ok;
    },
  };
}
