import { describe, expect, it } from 'vitest';
import { hourBars } from './events-per-hour';

describe('hourBars', () => {
  it("names each hour as the user's clock reads it", () => {
    const hours = [{ from: '2026-11-25T22:00:00.000Z', count: 2 }, { from: '2026-11-25T23:00:00.000Z', count: 0 }];
    expect(hourBars(hours, 'Europe/Kyiv')).toEqual([{ label: '00', count: 2 }, { label: '01', count: 0 }]);
  });

  it('has the repeated hour twice on the day the clocks go back', () => {
    const hours = ['2026-10-24T23:00:00.000Z', '2026-10-25T00:00:00.000Z', '2026-10-25T01:00:00.000Z'].map((from) => ({ from, count: 1 }));
    expect(hourBars(hours, 'Europe/Kyiv').map((bar) => bar.label)).toEqual(['02', '03', '03']);
  });
});
