import { describe, expect, it } from 'vitest';
import { durationParts, timeOfDay } from './slot-time';

describe('slot times', () => {
  it('writes a second of the day in the time part of the user’s format, the day’s end as 24:00', () => {
    expect(timeOfDay(34200, { locale: 'ru', timeFormat: 'DD.MM.YYYY HH:NN:SS' })).toBe('09:30');
    expect(timeOfDay(86400, { locale: 'en' })).toBe('24:00');
  });
  it('splits a length into hours and minutes', () => {
    expect(durationParts(5400)).toEqual({ hours: 1, minutes: 30 });
    expect(durationParts(900)).toEqual({ hours: 0, minutes: 15 });
  });
});
