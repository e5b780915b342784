/**
 * A reservation's slots as people read them, and which of a date's slots can still be picked: the pure part
 * of the reservation form's slot picker (reservation-slots-field.tsx).
 *
 * @example slotText({ from: 32400, to: 36000 }) // '09:00–10:00'
 */
import type { ReservedSlot } from '../../schemas/amenity-reservation';
import type { SlotState } from '../../schemas/amenity-day-state';
import { formatTime } from '../../resources/form/week-grid';

/** A slot of a date's state (GET /amenities/{id}/state/{date}). */
export type { SlotState };

export const slotText = (slot: ReservedSlot) => `${formatTime(slot.from)}–${formatTime(slot.to)}`;

export const sameSlot = (a: ReservedSlot, b: ReservedSlot) => a.from === b.from && a.to === b.to;

/** The chosen slots with one more (or one less), in time order. */
export function toggled(chosen: ReservedSlot[], slot: ReservedSlot): ReservedSlot[] {
  const without = chosen.filter((other) => !sameSlot(other, slot));
  return (without.length === chosen.length ? [...chosen, { from: slot.from, to: slot.to }] : without).sort((a, b) => a.from - b.from);
}

/**
 * Whether a slot can be picked for `persons`: the persons already counted in it include this reservation's own
 * when it holds the slot, so those do not count against it.
 */
export function canPick(slot: SlotState, persons: number, ownPersons: number, held: boolean): boolean {
  return slot.free + (held ? ownPersons : 0) >= persons;
}
