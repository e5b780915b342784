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

const LIMITS = { freeAttempts: 5, baseDelayMs: 1000, maxDelayMs: 60_000, windowMs: 60_000, addressAttempts: 1000, maxTracked: 50_000 };

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

describe('the throttle cannot be sidestepped', () => {
  const limits = { ...LIMITS, addressAttempts: 30, maxTracked: 100 };

  it("every spelling of a serial shares the serial's guesses (the device lookup ignores case)", async () => {
    const inner = slowCredentials('right');
    const throttled = throttledCredentials(inner.credentials, limits);
    for (const variant of ['sn-1', 'SN-1', 'Sn-1', 'sN-1', 'sn-1 '.trim(), 'SN-1']) await throttled.verify(variant, 'wrong', '10.0.0.9');
    expect(inner.checks()).toBe(5);
    expect(throttled.waitMs('SN-1', '10.0.0.9')).toBeGreaterThan(0);
    expect(await throttled.verify('SN-1', 'right', '10.0.0.9')).toBe(false);
  });

  it('junk serials past the tracked ceiling do not wipe a serial already waiting', async () => {
    const inner = slowCredentials('right');
    const throttled = throttledCredentials(inner.credentials, { ...limits, baseDelayMs: 60_000 });
    for (let i = 0; i < 6; i++) await throttled.verify('SN-1', 'wrong', '10.0.0.9');
    // One guess each from many addresses (each under its own ceiling): three times what is tracked.
    for (let i = 0; i < 300; i++) await throttled.verify(`JUNK-${i}`, 'wrong', `10.1.${i >> 8}.${i & 255}`);
    expect(throttled.waitMs('SN-1', '10.0.0.9')).toBeGreaterThan(0);
    expect(await throttled.verify('SN-1', 'right', '10.0.0.9')).toBe(false);
  });

  it('one address guessing across serials meets its own ceiling, which wears off with time', async () => {
    const inner = slowCredentials('right');
    const throttled = throttledCredentials(inner.credentials, limits);
    for (let i = 0; i < 40; i++) await throttled.verify(`SN-${i}`, 'wrong', '10.0.0.9');
    expect(inner.checks()).toBe(30);
    expect(await throttled.verify('SN-99', 'right', '10.0.0.9')).toBe(false);
    // Another address is not held back, and its successes are no failures.
    for (let i = 0; i < 40; i++) expect(await throttled.verify(`SN-${i}`, 'right', '10.0.0.10')).toBe(true);

    const brief = throttledCredentials(inner.credentials, { ...limits, freeAttempts: 100, addressAttempts: 10, windowMs: 400 });
    for (let i = 0; i < 12; i++) await brief.verify(`SN-${i}`, 'wrong', '10.0.0.9');
    expect(await brief.verify('SN-99', 'right', '10.0.0.9')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(await brief.verify('SN-99', 'right', '10.0.0.9')).toBe(true);
  });
});
