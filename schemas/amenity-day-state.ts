/**
 * GET /amenities/{id}/state/{date}'s answer (000 §4.2): the date's slots, each with the persons reserved and
 * the free places (server/amenities/routes.ts counts them, the reservation form and the slot editor show them).
 */
import { z } from 'zod';
import { reservedSlot } from './amenity-reservation';

export const slotState = reservedSlot.extend({ number_of_persons: z.number().int().min(0), free: z.number().int().min(0) });
export type SlotState = z.infer<typeof slotState>;
