/**
 * What a change of an amenity's slots does to its reservations (000 §4.2 "changing an amenity's time slots
 * may cancel reservations"): a reservation to come or running whose slots are not all among the new slots of
 * its date is canceled, and its holder is told. The same question answers the preview the form shows before
 * saving (POST /amenities/{id}/slot-change).
 */
import type { Kysely } from 'kysely';
import { amenityReservation, OPEN_RESERVATION_STATUSES, type ReservedSlot } from '../../schemas/amenity-reservation';
import type { AmenityTimeSlots } from '../../schemas/amenity';
import type { AffectedReservation } from '../../schemas/amenity-slot-change';
import type { Store } from '../crud/repository';
import { notify } from '../notifications/notify';
import { reservableSlots, slotKey } from '../../schemas/amenity-slot-times';

/** The amenity's reservations to come or running that the new slots leave without one of their slots. */
export async function reservationsLeftWithoutSlot(db: Kysely<any>, amenityId: number, timeSlots: AmenityTimeSlots, now = new Date()): Promise<AffectedReservation[]> {
  const rows = await db
    .selectFrom('amenity_reservations as r')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.date', 'r.time_slots', 'r.user_id', 'r.number_of_persons', 'u.name as user_name'])
    .where('r.amenity_id', '=', amenityId)
    .where('r.status', 'in', OPEN_RESERVATION_STATUSES)
    .where('r.ends_at', '>', now.toISOString())
    .orderBy('r.starts_at')
    .execute();
  return rows.flatMap((row) => {
    const slots = JSON.parse(String(row.time_slots)) as ReservedSlot[];
    const offered = new Set(reservableSlots(timeSlots, String(row.date)).map(slotKey));
    if (slots.every((slot) => offered.has(slotKey(slot)))) return [];
    return [{ id: Number(row.id), date: String(row.date), time_slots: slots, user_id: Number(row.user_id), user_name: String(row.user_name ?? ''), number_of_persons: Number(row.number_of_persons) }];
  });
}

/** Cancels them in the write's transaction; `tell` (after the commit) tells lists and holders. */
export async function cancelUnslottedReservations(db: Kysely<any>, amenityId: number, timeSlots: AmenityTimeSlots) {
  const affected = await reservationsLeftWithoutSlot(db, amenityId, timeSlots);
  const ids = affected.map((reservation) => reservation.id);
  if (ids.length) await db.updateTable(amenityReservation.table).set({ status: 'canceled', updated_at: new Date().toISOString() }).where('id', 'in', ids).execute();
  return {
    affected,
    async tell(store: Store) {
      const named = await store.db.selectFrom('amenities').select('name').where('id', '=', amenityId).executeTakeFirst();
      for (const reservation of affected) {
        store.events?.changed({ entity: amenityReservation.path, id: reservation.id, action: 'updated', by: null, fields: ['status'] });
        await notify(store, [reservation.user_id], 'amenity_reservation_canceled', { reservation_id: reservation.id, amenity_id: amenityId, amenity: String(named?.name ?? ''), date: reservation.date });
      }
    },
  };
}
