/**
 * The edits the slot editor makes to an amenity's weekly slots, pure: add a drawn slot, move, resize, delete.
 * Each answers the slots it would leave and whether the rules refuse it: a changed slot that intersects
 * another (the shared rule, schemas/weekly-slot-rules.ts) is refused, shown in red and not applied.
 *
 * One item may name several days (days[], from, to). Decision: its times are shared, its days are not.
 * Moving it up or down or resizing it changes every one of its days; dragging one of its days into another
 * column takes that day out into an item of its own (the others stay); deleting removes the chosen day, or
 * the whole item when asked (docs/amenities.md).
 *
 * @example moveSlot([{ days: ['mon', 'tue'], from: 32400, to: 36000 }], { index: 0, day: 0 }, { day: 2, seconds: 3600 }, 3600).slots
 * // [{ days: ['tue'], from: 32400, to: 36000 }, { days: ['wed'], from: 36000, to: 39600 }]
 */
import { SECONDS_PER_DAY, WEEK_DAYS, type WeeklySlot } from '../../schemas/schedule';
import { weeklySlotProblems } from '../../schemas/weekly-slot-rules';
import { snappedDelta } from './slot-grid';

/** What an edit would leave: the slots, which of them it changed (by index), and whether it is refused. */
export interface SlotEdit {
  slots: WeeklySlot[];
  changed: number[];
  refused: boolean;
}

/** One day of one item: what a user points at in a day column. */
export interface SlotDay {
  index: number;
  day: number;
}

/** Whether a slot meets another on one of its days (the shared rule, not a copy of it). */
export function intersectsOthers(slots: WeeklySlot[], index: number): boolean {
  const others = slots.filter((_, i) => i !== index);
  return weeklySlotProblems([...others, slots[index]])[`${others.length}.from`] === 'slots_intersect';
}

const edit = (slots: WeeklySlot[], changed: number[]): SlotEdit => ({ slots, changed, refused: changed.some((index) => intersectsOthers(slots, index)) });

export const addSlot = (slots: WeeklySlot[], slot: WeeklySlot): SlotEdit => edit([...slots, slot], [slots.length]);

/** The spec's default start of a slot, 09:00. */
const DEFAULT_START = 9 * 3600;

/**
 * What "Add slot" offers first: one row on the first day from Monday with room, from 09:00 or the next free
 * row after it, else an earlier one; a full week offers Monday 09:00 (refused, as it would be drawn).
 */
export function freeSlot(slots: WeeklySlot[], duration: number): WeeklySlot {
  const rows = Array.from({ length: Math.floor(SECONDS_PER_DAY / duration) }, (_, row) => row * duration);
  const start = Math.min(DEFAULT_START - (DEFAULT_START % duration), rows[rows.length - 1] ?? 0);
  const starts = [...rows.filter((from) => from >= start), ...rows.filter((from) => from < start)];
  for (const day of WEEK_DAYS) {
    for (const from of starts) {
      const slot: WeeklySlot = { days: [day], from, to: from + duration };
      if (!addSlot(slots, slot).refused) return slot;
    }
  }
  return { days: ['mon'], from: start, to: start + duration };
}

/** Days in the week's order, without repeats. */
const inWeekOrder = (days: readonly string[]) => WEEK_DAYS.filter((day) => days.includes(day));

/**
 * One day of an item moved by `seconds` (snapped to whole rows, kept inside the day) into column `toDay`.
 * In its own column the whole item moves; into another, that day leaves the item (the decision above).
 */
export function moveSlot(slots: WeeklySlot[], at: SlotDay, to: { day: number; seconds: number }, duration: number): SlotEdit {
  const slot = slots[at.index];
  const length = slot.to - slot.from;
  const from = Math.max(0, Math.min(SECONDS_PER_DAY - length, slot.from + snappedDelta(to.seconds, duration)));
  const times = { from, to: from + length };
  if (to.day === at.day) return edit(slots.map((s, i) => (i === at.index ? { ...s, ...times } : s)), [at.index]);
  const moved: WeeklySlot = { days: [WEEK_DAYS[to.day]], ...times };
  if (slot.days.length === 1) return edit(slots.map((s, i) => (i === at.index ? moved : s)), [at.index]);
  const rest = slots.map((s, i) => (i === at.index ? { ...s, days: s.days.filter((day) => day !== WEEK_DAYS[at.day]) } : s));
  return edit([...rest, moved], [slots.length]);
}

/** The item's end dragged to `end` (a second of the day): whole rows from its start, one at least, within the day. */
export function resizeSlot(slots: WeeklySlot[], index: number, end: number, duration: number): SlotEdit {
  const slot = slots[index];
  const most = Math.max(1, Math.floor((SECONDS_PER_DAY - slot.from) / duration));
  const rows = Math.max(1, Math.min(most, Math.round((end - slot.from) / duration)));
  return edit(slots.map((s, i) => (i === index ? { ...s, to: s.from + rows * duration } : s)), [index]);
}

/** The item with new days and times (the slot dialog's edit). */
export const replaceSlot = (slots: WeeklySlot[], index: number, slot: WeeklySlot): SlotEdit =>
  edit(slots.map((s, i) => (i === index ? { ...slot, days: inWeekOrder(slot.days) } : s)), [index]);

/** One day taken out of an item; the item goes when it was its last day. */
export function deleteDay(slots: WeeklySlot[], at: SlotDay): WeeklySlot[] {
  const days = slots[at.index].days.filter((day) => day !== WEEK_DAYS[at.day]);
  return days.length ? slots.map((s, i) => (i === at.index ? { ...s, days } : s)) : deleteSlot(slots, at.index);
}

export const deleteSlot = (slots: WeeklySlot[], index: number) => slots.filter((_, i) => i !== index);
