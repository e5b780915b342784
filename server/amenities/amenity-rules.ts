/**
 * Amenities (000 §3.11, §5.2): the rules over their slots and persons that a single field cannot state, and
 * their reservations: an amenity with a reservation to come or running is not deleted (`amenity_reserved`), and
 * a change of its slots cancels the reservations it leaves without a slot (server/amenities/slot-change.ts).
 */
import { type AmenityTimeSlots, amenity } from '../../schemas/amenity';
import { OPEN_RESERVATION_STATUSES } from '../../schemas/amenity-reservation';
import { weeklySlotProblems } from '../../schemas/weekly-slot-rules';
import { entityHooks } from '../crud/hooks';
import { AppError, type FieldMessage } from '../errors';
import { cancelUnslottedReservations } from './slot-change';

const message = (key: string): FieldMessage => ({ key: `resources.amenities.messages.${key}` });

/** field path -> message for each broken rule of an amenity's slots and persons. */
export function amenityProblems(data: Record<string, unknown>): Record<string, FieldMessage> {
  const slots = data.time_slots as AmenityTimeSlots;
  const problems = Object.fromEntries(Object.entries(weeklySlotProblems(slots.items, slots.duration)).map(([path, key]) => [`time_slots.items.${path}`, message(key)]));
  const persons = data.number_of_persons as { min: number; max: number };
  if (persons.min > persons.max) problems['number_of_persons.max'] = message('persons_min_above_max');
  return problems;
}

export const amenityHooks = entityHooks(amenity, {
  beforeWrite: [async ({ data }) => {
    const problems = amenityProblems(data);
    if (Object.keys(problems).length) throw new AppError('invalid_data', problems);
  }],
  afterWrite: [async ({ db, store, data, stored, id, afterCommit }) => {
    if (stored && JSON.stringify(stored.time_slots) !== JSON.stringify(data.time_slots)) {
      const canceled = await cancelUnslottedReservations(db, id, data.time_slots as AmenityTimeSlots);
      afterCommit(async () => canceled.tell(store));
    }
  }],
  beforeDelete: [async ({ db, ids }) => {
    if (!ids.length) return { deletable: [], dependencies: {} };
    const reserved = await db
      .selectFrom('amenity_reservations')
      .select('amenity_id')
      .distinct()
      .where('amenity_id', 'in', ids)
      .where('status', 'in', OPEN_RESERVATION_STATUSES)
      .execute();
    const kept = new Set(reserved.map((row) => Number(row.amenity_id)));
    if (ids.length === 1 && kept.size) throw new AppError('amenity_reserved');
    return { deletable: ids.filter((id) => !kept.has(id)), dependencies: Object.fromEntries([...kept].map((id) => [id, ['amenities/reservations']])) };
  }],
  restrictedError: 'amenity_reserved',
});
