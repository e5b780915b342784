import { describe, expect, it } from 'vitest';
import { hourlyCounts } from './hourly-counts';

describe('hourlyCounts', () => {
  it('puts each minute in the hour counted from `from`, and leaves empty hours at zero', () => {
    const minutes = [
      { minute: '2026-11-26T00:00', count: 1 },
      { minute: '2026-11-26T00:59', count: 2 },
      { minute: '2026-11-26T02:10', count: 4 },
    ];
    expect(hourlyCounts(minutes, '2026-11-26T00:00:00.000Z', '2026-11-26T03:00:00.000Z')).toEqual([
      { from: '2026-11-26T00:00:00.000Z', count: 3 },
      { from: '2026-11-26T01:00:00.000Z', count: 0 },
      { from: '2026-11-26T02:00:00.000Z', count: 4 },
    ]);
  });

  it('follows a midnight half an hour off UTC (India): 23:30 UTC is the first hour', () => {
    const counts = hourlyCounts([{ minute: '2026-11-25T23:45', count: 1 }, { minute: '2026-11-26T00:29', count: 1 }, { minute: '2026-11-26T00:30', count: 5 }], '2026-11-25T23:30:00.000Z', '2026-11-26T01:30:00.000Z');
    expect(counts.map((hour) => hour.count)).toEqual([2, 5]);
  });

  it('leaves out minutes before `from` or from `to` on, and makes a part hour at the end a whole one', () => {
    const counts = hourlyCounts([{ minute: '2026-11-25T23:59', count: 9 }, { minute: '2026-11-26T01:40', count: 1 }, { minute: '2026-11-26T02:00', count: 9 }], '2026-11-26T00:00:00.000Z', '2026-11-26T01:30:00.000Z');
    expect(counts).toEqual([{ from: '2026-11-26T00:00:00.000Z', count: 0 }, { from: '2026-11-26T01:00:00.000Z', count: 1 }]);
  });

  it('reads counts the database answers as text (PostgreSQL bigint)', () => {
    expect(hourlyCounts([{ minute: '2026-11-26T00:05', count: '3' as unknown as number }], '2026-11-26T00:00:00Z', '2026-11-26T01:00:00Z')[0].count).toBe(3);
  });
});
