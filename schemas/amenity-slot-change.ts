/**
 * POST /amenities/{id}/slot-change's answer (000 §4.2): the reservations a change of the amenity's slots
 * would cancel (server/amenities/slot-change.ts finds them, the amenity form asks to confirm them).
 */
import { z } from 'zod';
import { reservedSlot } from './amenity-reservation';

export const affectedReservation = z.object({
  id: z.number().int(),
  date: z.string(),
  time_slots: z.array(reservedSlot),
  user_id: z.number().int(),
  user_name: z.string(),
  number_of_persons: z.number().int(),
});
export type AffectedReservation = z.infer<typeof affectedReservation>;
