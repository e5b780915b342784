/**
 * Amenities beyond the generated CRUD (001 §7 Amenities; their rules are hooks, amenity-rules.ts and
 * reservation-rules.ts): a date's state (`GET /amenities/{id}/state/{date}`: each slot with its persons reserved
 * and its free places), the preview of a slot change (`POST /amenities/{id}/slot-change`: the reservations it
 * would cancel), and the clock that moves reservations' statuses.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { amenity, amenityTimeSlots } from '../../schemas/amenity';
import { parseRequest } from '../crud/body';
import * as repository from '../crud/repository';
import type { Store } from '../crud/repository';
import { entityGate } from '../crud/entity-gate';
import { moveReservationsWithTime } from './reservation-status';
import { reservationsLeftWithoutSlot } from './slot-change';
import { reservedPersons } from './reserved-persons';
import { reservableSlots } from '../../schemas/amenity-slot-times';
import { dataOf } from '../../schemas/answer-envelopes';
import { slotState } from '../../schemas/amenity-day-state';
import { affectedReservation } from '../../schemas/amenity-slot-change';

/** How often reservations' statuses are brought up to the clock. */
const CLOCK_MS = 15_000;
const params = z.object({ id: z.coerce.number().int().min(1).max(2 ** 53 - 1), date: z.iso.date().optional() });
const slotChangeBody = z.strictObject({ time_slots: amenityTimeSlots });

/** Each slot of the date with the persons of the open reservations in it, and the places left. */
async function stateOf(store: Store, id: number, date: string, timeSlots: z.infer<typeof amenityTimeSlots>, capacity: number) {
  const slots = reservableSlots(timeSlots, date);
  const persons = await reservedPersons(store.db, id, date, slots);
  return slots.map((slot, i) => ({ ...slot, number_of_persons: persons[i], free: Math.max(0, capacity - persons[i]) }));
}

export function amenityRoutes(store: Store) {
  return async function routes(app: FastifyInstance) {
    const preHandler = entityGate(store, amenity);
    app.get('/amenities/:id/state/:date', { preHandler, config: { doc: { summary: "A date's slots with the persons reserved and the free places", tags: ['amenities'], answer: dataOf(z.array(slotState)) } } }, async (request) => {
      const { id, date } = parseRequest(params, request.params);
      const record = await repository.getOne(store, amenity, request.actor, id);
      const persons = record.number_of_persons as { max: number };
      return { data: await stateOf(store, id, date!, record.time_slots as z.infer<typeof amenityTimeSlots>, persons.max) };
    });

    app.post('/amenities/:id/slot-change', { preHandler, config: { doc: { summary: 'The reservations a change of the slots would cancel', tags: ['amenities'], body: slotChangeBody, answer: dataOf(z.array(affectedReservation)) } } }, async (request) => {
      const { id } = parseRequest(params, request.params);
      await repository.storedForWrite(store.db, amenity, request.actor, id, 'update');
      const { time_slots } = parseRequest(slotChangeBody, request.body);
      return { data: await reservationsLeftWithoutSlot(store.db, id, time_slots) };
    });

    const timer = setInterval(() => void moveReservationsWithTime(store).catch((error) => app.log.error({ err: error }, 'reservation statuses')), CLOCK_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  };
}
