/**
 * The rules over weekly slots that a single field cannot state, for schedules and amenities alike, on the
 * server (which refuses) and in the week grid (which shows them as the user draws): from below to, at least
 * one day, no two slots on one day intersecting, and for an amenity a length that is a whole number of its
 * reservable slots.
 *
 * @example weeklySlotProblems([{ days: ['mon'], from: 36000, to: 32400 }])
 * // { '0.to': 'from_below_to' }
 */
import type { WeeklySlot } from './weekly-slot';

export type SlotProblem = 'from_below_to' | 'at_least_one_day' | 'slots_intersect' | 'slot_duration_multiple';

/** Slot index and field -> problem: '0.to', '2.from'. `duration`: each slot's length must be a multiple of it. */
export function weeklySlotProblems(slots: WeeklySlot[], duration?: number): Record<string, SlotProblem> {
  const problems: Record<string, SlotProblem> = {};
  slots.forEach((slot, i) => {
    if (slot.from >= slot.to) problems[`${i}.to`] = 'from_below_to';
    else if (duration && (slot.to - slot.from) % duration !== 0) problems[`${i}.to`] = 'slot_duration_multiple';
    if (!slot.days.length) problems[`${i}.days`] = 'at_least_one_day';
  });
  slots.forEach((slot, i) => {
    const overlaps = slots.some((other, j) => j < i && other.days.some((day) => slot.days.includes(day)) && other.from < slot.to && slot.from < other.to);
    if (overlaps) problems[`${i}.from`] ??= 'slots_intersect';
  });
  return problems;
}
