/** The backoff schedule: free attempts, then a wait that doubles per failure up to the cap. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Kysely } from 'kysely';
import { AppError } from '../errors';
import { loginThrottle } from './login-throttle';

const settings = { freeAttempts: 3, baseDelayMs: 1000, maxDelayMs: 8000, blockAfter: 1000, blockSeconds: 60, windowSeconds: 900 };

function retryAfter(check: () => void) {
  try {
    check();
    return 0;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).details?.retry_after;
  }
}

describe('login throttle', () => {
  afterEach(() => vi.useRealTimers());

  it('waits 1, 2, 4, 8, 8 s after the free attempts and forgets after the window', async () => {
    vi.useFakeTimers({ now: 0 });
    const throttle = loginThrottle(undefined as unknown as Kysely<any>, settings);
    const waits: unknown[] = [];
    for (let failure = 1; failure <= 7; failure++) {
      await throttle.failed('10.0.0.1', 'someone');
      waits.push(retryAfter(() => throttle.check('10.0.0.1', 'someone')));
      vi.advanceTimersByTime(10_000);
    }
    expect(waits).toEqual([0, 0, 1, 2, 4, 8, 8]);
    // Another IP is held back by the login's count, another login by the IP's.
    vi.setSystemTime(70_000);
    await throttle.failed('10.0.0.1', 'someone');
    expect(retryAfter(() => throttle.check('10.0.0.2', 'someone'))).toBe(8);
    expect(retryAfter(() => throttle.check('10.0.0.1', 'other'))).toBe(8);
    vi.setSystemTime(70_000 + 901_000);
    expect(retryAfter(() => throttle.check('10.0.0.1', 'someone'))).toBe(0);
  });

  it('counts attempts in flight as failures happening now: the slot is taken before the password is checked', async () => {
    vi.useFakeTimers({ now: 0 });
    const throttle = loginThrottle(undefined as unknown as Kysely<any>, settings);
    const inFlight = [1, 2, 3].map(() => throttle.begin('10.0.0.1', 'someone'));
    expect(retryAfter(() => throttle.begin('10.0.0.1', 'someone'))).toBe(1);
    expect(retryAfter(() => throttle.begin('10.0.0.2', 'someone'))).toBe(1);
    // A right password gives its slot back: the IP may go on, the login's count is cleared.
    inFlight[0].succeeded();
    await inFlight[1].failed();
    inFlight[2].abandon();
    expect(retryAfter(() => throttle.begin('10.0.0.1', 'other').abandon())).toBe(0);
    expect(() => inFlight[2].abandon()).toThrow();
  });

  it('starts no attempt from an IP whose failures and attempts in flight reach blockAfter', () => {
    const throttle = loginThrottle(undefined as unknown as Kysely<any>, { ...settings, freeAttempts: 100, blockAfter: 2 });
    throttle.begin('10.0.0.1', 'a');
    throttle.begin('10.0.0.1', 'b');
    expect(retryAfter(() => throttle.begin('10.0.0.1', 'c'))).toBe(1);
    expect(retryAfter(() => throttle.begin('10.0.0.2', 'c').abandon())).toBe(0);
  });
});
