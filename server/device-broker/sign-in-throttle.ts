/**
 * Guessing a device's password is slowed per address and serial: after `freeAttempts` failures each next
 * attempt must wait base * 2^(extra failures), capped; an attempt too early is refused without checking the
 * password. An attempt counts as a failure the moment it begins (and is forgiven when it succeeds), so a
 * hundred guesses sent at once get the same few checks as a hundred in a row. Keyed by address and serial,
 * not serial alone: a stranger's guesses do not lock the real device out of its own link.
 */
import type { DeviceCredentials } from './device-accounts';

export interface SignInLimits {
  freeAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures older than this are forgotten. */
  windowMs: number;
}

export const DEVICE_SIGN_IN_LIMITS: SignInLimits = { freeAttempts: 5, baseDelayMs: 1000, maxDelayMs: 60_000, windowMs: 10 * 60_000 };
const MAX_TRACKED = 50_000;

export interface ThrottledCredentials extends DeviceCredentials {
  /** How long this address must wait before its next attempt for this serial (0: it may try now). */
  waitMs(serial: string, from: string): number;
}

export function throttledCredentials(inner: DeviceCredentials, limits: SignInLimits = DEVICE_SIGN_IN_LIMITS): ThrottledCredentials {
  const failures = new Map<string, { count: number; last: number }>();
  const keyOf = (serial: string, from: string) => `${from}\n${serial}`;

  function waitMs(serial: string, from: string, now = Date.now()) {
    const entry = failures.get(keyOf(serial, from));
    if (!entry || now - entry.last > limits.windowMs || entry.count < limits.freeAttempts) return 0;
    const delay = Math.min(limits.baseDelayMs * 2 ** (entry.count - limits.freeAttempts), limits.maxDelayMs);
    return Math.max(0, entry.last + delay - now);
  }

  return {
    waitMs,
    async verify(serial, password, from = '') {
      const now = Date.now();
      if (waitMs(serial, from, now) > 0) return false;
      if (failures.size >= MAX_TRACKED) failures.clear();
      const key = keyOf(serial, from);
      const entry = failures.get(key);
      const count = entry && now - entry.last <= limits.windowMs ? entry.count : 0;
      // Counted before the check: attempts in flight are failures until they succeed.
      failures.set(key, { count: count + 1, last: now });
      const ok = await inner.verify(serial, password, from);
      if (ok) failures.delete(key);
      return ok;
    },
  };
}
