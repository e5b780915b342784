/**
 * An amenity's reservable slots on a date, and where they fall in time. Slots are seconds of the project's
 * day (as schedules' are); a date's weekday and the project's time zone turn them into moments.
 *
 * @example reservableSlots({ duration: 3600, items: [{ days: ['mon'], from: 32400, to: 39600 }] }, '2026-11-30')
 * // [{ from: 32400, to: 36000 }, { from: 36000, to: 39600 }]
 */
import type { AmenityTimeSlots } from './amenity';
import type { ReservedSlot } from './amenity-reservation';
import { WEEK_DAYS, type WeekDay } from './schedule';
import { zoneOffsetMinutes } from './time-zone';

/** '2026-11-30' -> 'mon'. */
export function weekdayOf(date: string): WeekDay {
  return WEEK_DAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];
}

/** The amenity's windows on the date's weekday cut into slots of its duration, in time order. */
export function reservableSlots(timeSlots: AmenityTimeSlots, date: string): ReservedSlot[] {
  const day = weekdayOf(date);
  const slots: ReservedSlot[] = [];
  for (const window of timeSlots.items) {
    if (!window.days.includes(day)) continue;
    for (let from = window.from; from + timeSlots.duration <= window.to; from += timeSlots.duration) slots.push({ from, to: from + timeSlots.duration });
  }
  return slots.sort((a, b) => a.from - b.from);
}

/** The moment (ms) a second of a date's day is in a time zone, daylight saving included. */
export function momentOf(date: string, second: number, timeZone: string): number {
  const wallClock = Date.parse(`${date}T00:00:00Z`) + second * 1000;
  const guess = wallClock - zoneOffsetMinutes(timeZone, wallClock) * 60_000;
  return wallClock - zoneOffsetMinutes(timeZone, guess) * 60_000;
}

/** A slot as a key: '32400-36000'. */
export const slotKey = (slot: ReservedSlot) => `${slot.from}-${slot.to}`;

/** Whether two lists of slots share a moment. */
export const slotsMeet = (a: ReservedSlot[], b: ReservedSlot[]) => a.some((x) => b.some((y) => x.from < y.to && y.from < x.to));
