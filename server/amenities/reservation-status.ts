/**
 * Reservation statuses follow the clock (000 §4.1): reserved until the first slot starts, active until the
 * last one ends, expired after. One conditional update per move, so a reservation canceled meanwhile stays so;
 * lists are told of each moved reservation.
 */
import { amenityReservation } from '../../schemas/amenity-reservation';
import type { Store } from '../crud/repository';

export async function moveReservationsWithTime(store: Store, now = new Date()) {
  const at = now.toISOString();
  const started = await store.db
    .updateTable(amenityReservation.table)
    .set({ status: 'active', updated_at: at })
    .where('status', '=', 'reserved')
    .where('starts_at', '<=', at)
    .where('ends_at', '>', at)
    .returning('id')
    .execute();
  const ended = await store.db
    .updateTable(amenityReservation.table)
    .set({ status: 'expired', updated_at: at })
    .where('status', 'in', ['reserved', 'active'])
    .where('ends_at', '<=', at)
    .returning('id')
    .execute();
  for (const { id } of [...started, ...ended]) store.events?.changed({ entity: amenityReservation.path, id: Number(id), action: 'updated', by: null, fields: ['status'] });
  return started.length + ended.length;
}
