/**
 * POST /amenities/{id}/slot-change's answer (000 §4.2): the reservations a change of the amenity's slots
 * would cancel (server/amenities/slot-change.ts finds them, the amenity form asks to confirm them).
 */
import type { ReservedSlot } from './amenity-reservation';

export interface AffectedReservation {
  id: number;
  date: string;
  time_slots: ReservedSlot[];
  user_id: number;
  user_name: string;
  number_of_persons: number;
}
