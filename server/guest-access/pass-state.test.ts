/** The state of a guest pass at a moment: expiry first, then the pass count, then the start. */
import { describe, expect, it } from 'vitest';
import { passState, passesLeft } from './pass-state';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const pass = (over: Partial<Parameters<typeof passState>[0]> = {}) => ({
  period_restrict_from: '2026-11-22T10:00:00Z', period_restrict_to: '2026-11-23T10:00:00Z', passes_restrict_count: 3, passes_used: 0, ...over,
});

describe('passState', () => {
  it('is valid inside the period with passes left', () => expect(passState(pass(), NOW)).toBe('valid'));
  it('is not yet valid before the start', () => expect(passState(pass({ period_restrict_from: '2026-11-22T13:00:00Z' }), NOW)).toBe('not_yet_valid'));
  it('is expired at the end moment (the end is exclusive)', () => expect(passState(pass({ period_restrict_to: '2026-11-22T12:00:00Z' }), NOW)).toBe('expired'));
  it('names expiry before an exhausted pass count', () => expect(passState(pass({ period_restrict_to: '2026-11-22T11:00:00Z', passes_used: 3 }), NOW)).toBe('expired'));
  it('is pass_limit_reached when the passes are used up', () => expect(passState(pass({ passes_used: 3 }), NOW)).toBe('pass_limit_reached'));
  it('counts passes left, never below zero, none without a limit', () => {
    expect(passesLeft(pass({ passes_used: 1 }))).toBe(2);
    expect(passesLeft(pass({ passes_used: 5 }))).toBe(0);
    expect(passesLeft(pass({ passes_restrict_count: null }))).toBeNull();
  });
});
