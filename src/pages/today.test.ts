import { describe, expect, it } from 'vitest';
import { todayIn } from './today';

describe('todayIn', () => {
  it("is the zone's date, from its midnight to the next", () => {
    expect(todayIn(Date.parse('2026-11-26T22:30:00Z'), 'Europe/Kyiv')).toEqual({ date: '2026-11-27', from: '2026-11-26T22:00:00.000Z', to: '2026-11-27T22:00:00.000Z' });
    expect(todayIn(Date.parse('2026-11-26T22:30:00Z'), 'UTC')).toEqual({ date: '2026-11-26', from: '2026-11-26T00:00:00.000Z', to: '2026-11-27T00:00:00.000Z' });
  });

  it('follows a zone half an hour off UTC, and a year that ends', () => {
    expect(todayIn(Date.parse('2026-12-31T20:00:00Z'), 'Asia/Kolkata')).toEqual({ date: '2027-01-01', from: '2026-12-31T18:30:00.000Z', to: '2027-01-01T18:30:00.000Z' });
  });

  it('has 23 hours on the day the clocks go forward', () => {
    const day = todayIn(Date.parse('2026-03-29T12:00:00Z'), 'Europe/Kyiv');
    expect((Date.parse(day.to) - Date.parse(day.from)) / 3_600_000).toBe(23);
  });
});
