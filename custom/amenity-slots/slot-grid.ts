/**
 * The amenity slot editor's grid: rows of the amenity's slot duration down each of the week's 7 days (seconds
 * of the project's day, as stored), what a pointer's position snaps to, and the slot a drag draws.
 *
 * @example drawnSlot({ day: 0, second: 33000 }, { day: 4, second: 63000 }, 3600)
 * // { days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: 32400, to: 64800 }
 */
import { SECONDS_PER_DAY, WEEK_DAYS, type WeeklySlot } from '../../schemas/schedule';

/** A point on the grid: a day column (index in WEEK_DAYS) and a second of that day, not yet snapped. */
export interface GridPoint {
  day: number;
  second: number;
}

/**
 * The lengths offered for a slot, in minutes: each divides the day, so the grid's rows meet midnight. The
 * console has no first-day-of-week setting, so the week starts on Monday (WEEK_DAYS' order).
 */
export const DURATION_MINUTES = [5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 240, 360, 480, 720, 1440];

/** How many rows a day has; a duration that does not divide the day ends in a shorter last row. */
export const gridRows = (duration: number) => Math.ceil(SECONDS_PER_DAY / duration);

/** The row a second falls in, kept inside the day. */
export const rowAt = (second: number, duration: number) => Math.max(0, Math.min(gridRows(duration) - 1, Math.floor(second / duration)));

/** The end of a row: the next grid line, or midnight. */
export const rowEnd = (row: number, duration: number) => Math.min(SECONDS_PER_DAY, (row + 1) * duration);

/** A change of seconds rounded to whole rows, so a moved slot keeps its length and its place on the grid. */
export const snappedDelta = (seconds: number, duration: number) => Math.round(seconds / duration) * duration;

/** The rectangle of rows between two points, in any order, as a new slot over every day it spans. */
export function drawnSlot(a: GridPoint, b: GridPoint, duration: number): WeeklySlot {
  const [first, last] = [Math.min(a.day, b.day), Math.max(a.day, b.day)];
  const [top, bottom] = [Math.min(a.second, b.second), Math.max(a.second, b.second)];
  return { days: WEEK_DAYS.slice(first, last + 1), from: rowAt(top, duration) * duration, to: rowEnd(rowAt(bottom, duration), duration) };
}

/** The day columns a slot is drawn in, by index. */
export const slotColumns = (slot: WeeklySlot) => WEEK_DAYS.flatMap((day, index) => (slot.days.includes(day) ? [index] : []));
