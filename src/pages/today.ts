/**
 * "Today" in the user's time zone: its date, and the moments its midnight and the next one are, for Home's
 * tiles of today's events and the reservations from today on.
 *
 * @example todayIn(Date.parse('2026-11-26T22:30:00Z'), 'Europe/Kyiv')
 * // { date: '2026-11-27', from: '2026-11-26T22:00:00.000Z', to: '2026-11-27T22:00:00.000Z' }
 */
import { momentOf, wallTime } from '../../resources/date-time';

export interface Today {
  /** YYYY-MM-DD. */
  date: string;
  /** Midnight, ISO. */
  from: string;
  /** The next midnight, ISO (23 or 25 hours later on a day the clocks change). */
  to: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

export function todayIn(now: number, timeZone?: string): Today {
  const { year, month, day } = wallTime(new Date(now), timeZone);
  const midnight = momentOf({ year, month, day, hour: 0, minute: 0, second: 0 }, timeZone);
  // Noon of the next calendar day, read back: Date.UTC rolls month and year ends over.
  const next = wallTime(new Date(Date.UTC(year, month - 1, day + 1, 12)), 'UTC');
  const nextMidnight = momentOf({ year: next.year, month: next.month, day: next.day, hour: 0, minute: 0, second: 0 }, timeZone);
  return { date: `${year}-${pad(month)}-${pad(day)}`, from: midnight.toISOString(), to: nextMidnight.toISOString() };
}
