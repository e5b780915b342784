/**
 * Counts per hour from counts per minute: the hours run from `from` (the user's midnight, in any zone, so a
 * zone half an hour off UTC still gets its own hours) to `to`. A minute is read as UTC: what the events' `at`
 * holds when the server or a device writes it in UTC; one written with an offset counts by its written minute,
 * as the list's text comparison of `at` reads it.
 *
 * @example hourlyCounts([{ minute: '2026-11-26T00:30', count: 2 }], '2026-11-25T23:30:00.000Z', '2026-11-26T01:30:00.000Z')
 * // [{ from: '2026-11-25T23:30:00.000Z', count: 0 }, { from: '2026-11-26T00:30:00.000Z', count: 2 }]
 */
import type { HourCount } from '../../schemas/events-per-hour';

export type { HourCount };

export const HOUR_MS = 3_600_000;

export interface MinuteCount {
  /** YYYY-MM-DDTHH:MM, UTC. */
  minute: string;
  count: number;
}


export function hourlyCounts(minutes: readonly MinuteCount[], from: string, to: string): HourCount[] {
  const start = Date.parse(from);
  const hours = Math.max(0, Math.ceil((Date.parse(to) - start) / HOUR_MS));
  const counts = Array.from({ length: hours }, (_, i) => ({ from: new Date(start + i * HOUR_MS).toISOString(), count: 0 }));
  for (const { minute, count } of minutes) {
    const index = Math.floor((Date.parse(`${minute}:00Z`) - start) / HOUR_MS);
    if (index >= 0 && index < hours) counts[index].count += Number(count);
  }
  return counts;
}
