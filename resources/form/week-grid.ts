/**
 * The week grid's pure logic: schedules' weekly slots (seconds of the local day, 000 §3.7) as cells of 30
 * minutes, painting and removing ranges, the time-zone shift of 000 §5.3 (wrapping at 86400 seconds into the
 * neighbouring weekday), the slot rules the server checks, and the compact text the show page prints.
 *
 * @example shiftSlots([{ days: ['mon'], from: 82800, to: 86400 }], 120)
 * // [{ days: ['tue'], from: 3600, to: 7200 }]
 */
import { SECONDS_PER_DAY, WEEK_DAYS, type WeekDay, type WeeklySlot } from '../../schemas/weekly-slot';

/** One row of the grid: 30 minutes. */
export const CELL_SECONDS = 1800;
export const ROWS = SECONDS_PER_DAY / CELL_SECONDS;
const WEEK_SECONDS = 7 * SECONDS_PER_DAY;

const dayIndex = (day: WeekDay) => WEEK_DAYS.indexOf(day);
const byWeekOrder = (days: WeekDay[]) => WEEK_DAYS.filter((day) => days.includes(day));

/** The slots covering a cell (a day and a 30-minute row), by index. */
export function slotsAt(slots: WeeklySlot[], day: WeekDay, row: number): number[] {
  const start = row * CELL_SECONDS;
  const end = start + CELL_SECONDS;
  return slots.flatMap((slot, i) => (slot.days.includes(day) && slot.from < end && start < slot.to ? [i] : []));
}

/** A rectangle of cells between two corners, in any order, as one new slot. */
export function paintedSlot(a: { day: number; row: number }, b: { day: number; row: number }): WeeklySlot {
  const [firstDay, lastDay] = [Math.min(a.day, b.day), Math.max(a.day, b.day)];
  const [firstRow, lastRow] = [Math.min(a.row, b.row), Math.max(a.row, b.row)];
  return { days: WEEK_DAYS.slice(firstDay, lastDay + 1), from: firstRow * CELL_SECONDS, to: (lastRow + 1) * CELL_SECONDS };
}

/** 32400 -> '09:00'; 86400 -> '24:00' (the end of the day). */
export function formatTime(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** '09:00' -> 32400; '24:00' -> 86400; anything else (or past 24:00) -> undefined. */
export function parseTime(text: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const seconds = Number(match[1]) * 3600 + Number(match[2]) * 60;
  return Number(match[2]) < 60 && seconds <= SECONDS_PER_DAY ? seconds : undefined;
}

/** Pieces of one week interval [start, end) (week seconds, any range) cut at midnights, as day pieces. */
function dayPieces(start: number, end: number): { day: number; from: number; to: number }[] {
  const pieces: { day: number; from: number; to: number }[] = [];
  const wrapped = ((start % WEEK_SECONDS) + WEEK_SECONDS) % WEEK_SECONDS;
  for (let at = wrapped, left = end - start; left > 0; ) {
    const day = Math.floor(at / SECONDS_PER_DAY) % 7;
    const from = at % SECONDS_PER_DAY;
    const to = Math.min(SECONDS_PER_DAY, from + left);
    pieces.push({ day, from, to });
    left -= to - from;
    at = (day + 1) * SECONDS_PER_DAY;
  }
  return pieces;
}

/** Pieces with the same times become one slot naming their days, in order of appearance. */
function groupPieces(pieces: { day: number; from: number; to: number }[]): WeeklySlot[] {
  const slots: WeeklySlot[] = [];
  for (const piece of pieces) {
    const same = slots.find((slot) => slot.from === piece.from && slot.to === piece.to);
    if (same) same.days = byWeekOrder([...same.days, WEEK_DAYS[piece.day]]);
    else slots.push({ days: [WEEK_DAYS[piece.day]], from: piece.from, to: piece.to });
  }
  return slots;
}

/**
 * Slots moved by `minutes` (the user's zone minus the project's, 000 §5.3), wrapping at 86400 seconds into the
 * neighbouring weekday (Sunday into Monday). A slot that crosses midnight after the shift splits into two
 * slots, one on each side; a slot that is not well formed (from >= to) is moved as it is, so its error shows.
 */
export function shiftSlots(slots: WeeklySlot[], minutes: number): WeeklySlot[] {
  const delta = minutes * 60;
  if (delta === 0) return slots;
  return slots.flatMap((slot) => {
    if (slot.from >= slot.to || !slot.days.length) {
      const from = (((slot.from + delta) % SECONDS_PER_DAY) + SECONDS_PER_DAY) % SECONDS_PER_DAY;
      return [{ ...slot, from, to: from + (slot.to - slot.from) }];
    }
    const pieces = byWeekOrder(slot.days).flatMap((day) => dayPieces(dayIndex(day) * SECONDS_PER_DAY + slot.from + delta, dayIndex(day) * SECONDS_PER_DAY + slot.to + delta));
    return groupPieces(pieces);
  });
}

/**
 * Two slots on the same days where one ends as the other begins become one: what a shift split at midnight
 * is whole again after shifting back. Overlapping slots are left alone, so the overlap error still shows.
 */
export function joinTouching(slots: WeeklySlot[]): WeeklySlot[] {
  const out = slots.map((slot) => ({ ...slot, days: [...slot.days] }));
  const wellFormed = (slot: WeeklySlot) => slot.from < slot.to && slot.days.length > 0;
  const sameDays = (a: WeeklySlot, b: WeeklySlot) => byWeekOrder(a.days).join() === byWeekOrder(b.days).join();
  for (let joined = true; joined; ) {
    joined = false;
    for (const a of out) {
      const j = out.findIndex((b) => b !== a && wellFormed(a) && wellFormed(b) && a.to === b.from && sameDays(a, b));
      if (j === -1) continue;
      a.to = out[j].to;
      out.splice(j, 1);
      joined = true;
      break;
    }
  }
  return out;
}

/** The stored value for what the user edited in their zone: shifted back, halves of a midnight split joined. */
export const storedSlots = (shown: WeeklySlot[], minutes: number) => (minutes === 0 ? shown : joinTouching(shiftSlots(shown, -minutes)));

/** The server's slot rules, for the grid (schemas/weekly-slot-rules.ts). */
export { weeklySlotProblems as slotProblems, type SlotProblem } from '../../schemas/weekly-slot-rules';

/** Runs of consecutive days: ['mon','tue','wed','fri'] -> [['mon','wed'], ['fri','fri']]. */
export function dayRuns(days: WeekDay[]): [WeekDay, WeekDay][] {
  const runs: [WeekDay, WeekDay][] = [];
  for (const day of byWeekOrder(days)) {
    const last = runs[runs.length - 1];
    if (last && dayIndex(last[1]) === dayIndex(day) - 1) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/**
 * One line per slot: 'Mon–Fri 09:00–18:00', 'Mon, Wed 10:00–12:00', with the day names given.
 * @example slotSummary({ days: ['mon','tue','wed','thu','fri'], from: 32400, to: 64800 }, (d) => d) // 'mon–fri 09:00–18:00'
 */
export function slotSummary(slot: WeeklySlot, dayName: (day: WeekDay) => string): string {
  const days = dayRuns(slot.days).map(([first, last]) => {
    if (first === last) return dayName(first);
    return dayIndex(last) - dayIndex(first) === 1 ? `${dayName(first)}, ${dayName(last)}` : `${dayName(first)}–${dayName(last)}`;
  });
  return `${days.join(', ')} ${formatTime(slot.from)}–${formatTime(slot.to)}`;
}
