/**
 * Amenities beyond the generated CRUD (001 §7 Amenities): the rules of amenities and reservations bound to this
 * server's database, a date's state (`GET /amenities/{id}/state/{date}`: each slot with its persons reserved
 * and its free places), the preview of a slot change (`POST /amenities/{id}/slot-change`: the reservations it
 * would cancel), and the clock that moves reservations' statuses.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { amenity, amenityTimeSlots } from '../../schemas/amenity';
import { amenityReservation, OPEN_RESERVATION_STATUSES, type ReservedSlot } from '../../schemas/amenity-reservation';
import { validationError } from '../crud/body';
import * as repository from '../crud/repository';
import type { Store } from '../crud/repository';
import { entityGate } from '../crud/entity-gate';
import { amenityHooks } from './amenity-rules';
import { reservationHooks } from './reservation-rules';
import { moveReservationsWithTime } from './reservation-status';
import { reservationsLeftWithoutSlot } from './slot-change';
import { reservableSlots, slotsMeet } from './slot-times';

/** How often reservations' statuses are brought up to the clock. */
const CLOCK_MS = 15_000;
const params = z.object({ id: z.coerce.number().int().min(1).max(2 ** 53 - 1), date: z.iso.date().optional() });
const slotChangeBody = z.strictObject({ time_slots: amenityTimeSlots });

function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error.issues);
  return result.data;
}

/** Each slot of the date with the persons of the open reservations in it. */
async function stateOf(store: Store, id: number, date: string, timeSlots: z.infer<typeof amenityTimeSlots>, capacity: number) {
  const rows = await store.db
    .selectFrom(amenityReservation.table)
    .select(['time_slots', 'number_of_persons'])
    .where('amenity_id', '=', id)
    .where('date', '=', date)
    .where('status', 'in', OPEN_RESERVATION_STATUSES)
    .execute();
  const reservations = rows.map((row) => ({ slots: JSON.parse(String(row.time_slots)) as ReservedSlot[], persons: Number(row.number_of_persons) }));
  return reservableSlots(timeSlots, date).map((slot) => {
    const persons = reservations.filter((r) => slotsMeet(r.slots, [slot])).reduce((sum, r) => sum + r.persons, 0);
    return { ...slot, number_of_persons: persons, free: Math.max(0, capacity - persons) };
  });
}

export function amenityRoutes(store: Store) {
  return async function routes(app: FastifyInstance) {
    store.hooks = { ...store.hooks, [amenity.path]: amenityHooks, [amenityReservation.path]: reservationHooks(store.dialect) };

    const preHandler = entityGate(store.db, amenity);
    app.get('/amenities/:id/state/:date', { preHandler, config: { doc: { summary: "A date's slots with the persons reserved and the free places", tags: ['amenities'] } } }, async (request) => {
      const { id, date } = parsed(params, request.params);
      const record = await repository.getOne(store, amenity, request.actor, id);
      const persons = record.number_of_persons as { max: number };
      return { data: await stateOf(store, id, date!, record.time_slots as z.infer<typeof amenityTimeSlots>, persons.max) };
    });

    app.post('/amenities/:id/slot-change', { preHandler, config: { doc: { summary: 'The reservations a change of the slots would cancel', tags: ['amenities'], body: slotChangeBody } } }, async (request) => {
      const { id } = parsed(params, request.params);
      await repository.storedForWrite(store.db, amenity, request.actor, id, 'update');
      const { time_slots } = parsed(slotChangeBody, request.body);
      return { data: await reservationsLeftWithoutSlot(store.db, id, time_slots) };
    });

    const timer = setInterval(() => void moveReservationsWithTime(store).catch((error) => app.log.error({ err: error }, 'reservation statuses')), CLOCK_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  };
}
