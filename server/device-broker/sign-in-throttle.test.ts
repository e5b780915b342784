import { describe, expect, it } from 'vitest';
import type { DeviceCredentials } from './device-accounts';
import { throttledCredentials } from './sign-in-throttle';

/** The real check, slow as a database lookup is, counting how often it runs. */
function slowCredentials(password: string) {
  let checks = 0;
  const credentials: DeviceCredentials = {
    async verify(_serial, given) {
      checks++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return given === password;
    },
  };
  return { credentials, checks: () => checks };
}

const LIMITS = { freeAttempts: 5, baseDelayMs: 1000, maxDelayMs: 60_000, windowMs: 60_000 };

describe("guessing a device's password", () => {
  it('a hundred guesses at once get only the free checks; the rest are refused unchecked', async () => {
    const inner = slowCredentials('right');
    const throttled = throttledCredentials(inner.credentials, LIMITS);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => throttled.verify('SN-1', `guess-${i}`, '10.0.0.9')));
    expect(answers.every((ok) => !ok)).toBe(true);
    expect(inner.checks()).toBe(5);
    expect(throttled.waitMs('SN-1', '10.0.0.9')).toBeGreaterThan(0);
    // Even the right password waits its turn from that address.
    expect(await throttled.verify('SN-1', 'right', '10.0.0.9')).toBe(false);
  });

  it("a stranger's guesses do not lock the device out from its own address", async () => {
    const inner = slowCredentials('right');
    const throttled = throttledCredentials(inner.credentials, LIMITS);
    for (let i = 0; i < 8; i++) await throttled.verify('SN-1', 'wrong', '10.0.0.9');
    expect(await throttled.verify('SN-1', 'right', '192.168.1.20')).toBe(true);
    expect(throttled.waitMs('SN-1', '192.168.1.20')).toBe(0);
  });

  it('a success forgives the failures before it', async () => {
    const inner = slowCredentials('right');
    const throttled = throttledCredentials(inner.credentials, LIMITS);
    for (let i = 0; i < 4; i++) await throttled.verify('SN-1', 'wrong', '10.0.0.9');
    expect(await throttled.verify('SN-1', 'right', '10.0.0.9')).toBe(true);
    for (let i = 0; i < 4; i++) await throttled.verify('SN-1', 'wrong', '10.0.0.9');
    expect(throttled.waitMs('SN-1', '10.0.0.9')).toBe(0);
  });
});
