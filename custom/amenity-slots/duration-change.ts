/**
 * A new slot duration for slots drawn with the old one: each slot whose length is no longer a whole number of
 * slots is fitted to the new grid (its start kept, its end moved to the nearest grid line, one slot at least,
 * before midnight); when fitting makes two slots intersect, the change is refused and names the slot.
 *
 * @example withDuration([{ days: ['mon'], from: 32400, to: 37800 }], 3600)
 * // { slots: [{ days: ['mon'], from: 32400, to: 39600 }], fitted: [0] }
 */
import { SECONDS_PER_DAY, type WeeklySlot } from '../../schemas/schedule';
import { intersectsOthers } from './slot-edits';

export type DurationChange = { slots: WeeklySlot[]; fitted: number[]; refused?: undefined } | { refused: { index: number; slot: WeeklySlot } };

/** The slot stretched or shrunk to whole slots of `duration`; its start stays unless the day ends first. */
function fitted(slot: WeeklySlot, duration: number): WeeklySlot {
  const rows = Math.max(1, Math.round((slot.to - slot.from) / duration));
  const to = Math.min(slot.from + rows * duration, Math.floor(SECONDS_PER_DAY / duration) * duration);
  return { ...slot, from: Math.max(0, to - rows * duration), to };
}

export function withDuration(slots: WeeklySlot[], duration: number): DurationChange {
  const fits = (slot: WeeklySlot) => slot.from < slot.to && (slot.to - slot.from) % duration === 0;
  const next = slots.map((slot) => (fits(slot) ? slot : fitted(slot, duration)));
  const changed = slots.flatMap((slot, index) => (fits(slot) ? [] : [index]));
  const clash = changed.find((index) => intersectsOthers(next, index));
  if (clash !== undefined) return { refused: { index: clash, slot: slots[clash] } };
  return { slots: next, fitted: changed };
}
