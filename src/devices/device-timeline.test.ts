/** A device's timeline merges its configuration changes and its reports newest first, moments compared as times. */
import { describe, expect, it } from 'vitest';
import { mergeTimeline } from './device-timeline';

const change = (id: number, at: string) => ({ id, at, user_name: 'Alice Manager', action: 'update', changes: {} });
const report = (id: number, at: string) => ({ id, at, type: 'door_opened', message: '' });

describe('a device timeline', () => {
  it('puts changes and reports in one order, newest first, a device moment with an offset at its time', () => {
    const merged = mergeTimeline(
      [change(2, '2026-11-28T10:00:00.000Z'), change(1, '2026-11-28T08:00:00.000Z')],
      // 11:30+02:00 is 09:30 UTC: between the two changes, though its text sorts after both.
      [report(7, '2026-11-28T11:30:00+02:00'), report(6, '2026-11-28T07:00:00.000Z')],
      10,
    );
    expect(merged.map((item) => `${item.kind}:${item.row.id}`)).toEqual(['change:2', 'event:7', 'change:1', 'event:6']);
  });

  it('keeps only the newest items when both sources have more', () => {
    const merged = mergeTimeline([change(2, '2026-11-28T10:00:00Z'), change(1, '2026-11-28T08:00:00Z')], [report(7, '2026-11-28T09:00:00Z')], 2);
    expect(merged.map((item) => item.row.id)).toEqual([2, 7]);
  });
});
