/** The guest form's local datetime inputs round-trip to the server's ISO moments. */
import { describe, expect, it } from 'vitest';
import { newPassValues, toInput, toLocalInput } from './form-values';

describe('guest pass form values', () => {
  it('shows a moment in local time and sends it back as the same moment', () => {
    const moment = new Date('2026-11-22T09:30:00Z');
    expect(new Date(toLocalInput(moment)).getTime()).toBe(moment.getTime());
  });

  it('starts a new pass now, for one day and one pass, and falls back to a name', () => {
    const now = new Date('2026-11-22T09:30:00Z');
    const input = toInput(newPassValues(now), 'Guest access');
    expect(input).toMatchObject({ name: 'Guest access', passLimit: 1, selectedAccessRules: [], keyMessage: '' });
    expect(Date.parse(input.validatePeriod.to) - Date.parse(input.validatePeriod.from)).toBe(86_400_000);
  });
});
