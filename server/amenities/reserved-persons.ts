/**
 * The persons the open reservations of an amenity hold in each of a date's slots (without one reservation's
 * own, when it is being changed): the date's state and the capacity check both count them.
 */
import type { Kysely } from 'kysely';
import { OPEN_RESERVATION_STATUSES, type ReservedSlot } from '../../schemas/amenity-reservation';
import { slotsMeet } from '../../schemas/amenity-slot-times';

export async function reservedPersons(db: Kysely<any>, amenityId: number, date: string, slots: ReservedSlot[], except?: number): Promise<number[]> {
  let query = db
    .selectFrom('amenity_reservations')
    .select(['time_slots', 'number_of_persons'])
    .where('amenity_id', '=', amenityId)
    .where('date', '=', date)
    .where('status', 'in', OPEN_RESERVATION_STATUSES);
  if (except !== undefined) query = query.where('id', '!=', except);
  const held = (await query.execute()).map((row) => ({ slots: JSON.parse(String(row.time_slots)) as ReservedSlot[], persons: Number(row.number_of_persons) }));
  return slots.map((slot) => held.filter((r) => slotsMeet(r.slots, [slot])).reduce((sum, r) => sum + r.persons, 0));
}
