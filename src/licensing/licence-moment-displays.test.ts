import { describe, expect, it } from 'vitest';
import { UNBOUNDED_PERIOD } from '../../schemas/licence';
import { inputOfMoment, momentOfInput } from './licence-moment-displays';

describe('licence period ends', () => {
  it('read an empty input as the open end, and show the open end as empty', () => {
    expect(momentOfInput('', 'start', 'UTC')).toBe(UNBOUNDED_PERIOD.from);
    expect(momentOfInput('', 'end', 'UTC')).toBe(UNBOUNDED_PERIOD.to);
    expect(inputOfMoment(UNBOUNDED_PERIOD.to, 'end', 'UTC')).toBe('');
    expect(inputOfMoment(0, 'start', 'UTC')).toBe('');
  });

  it('read a picked moment in the user time zone as epoch ms, and back', () => {
    const moment = momentOfInput('2027-03-01T09:30', 'end', 'Europe/Kyiv');
    expect(moment).toBe(Date.parse('2027-03-01T07:30:00Z'));
    expect(inputOfMoment(moment, 'end', 'Europe/Kyiv')).toBe('2027-03-01T09:30');
  });
});
