/**
 * Reservation statuses follow the clock (000 §4.1): reserved until the first slot starts, active until the
 * last one ends; then expired ("completed") when the holder went through one of the amenity's doors while it
 * ran, inactive ("not used") when not. One conditional update per move, so a reservation canceled meanwhile
 * stays so; lists are told of each moved reservation.
 */
import { type ExpressionBuilder, sql } from 'kysely';
import { amenityReservation } from '../../schemas/amenity-reservation';
import type { Store } from '../crud/repository';

/** An allowed access event of the holder at a door of the amenity's access rules, while the reservation ran. */
const used = (eb: ExpressionBuilder<any, any>) =>
  eb.exists(
    eb
      .selectFrom('access_control_events as e')
      .innerJoin('access_rules_device_ids as d', 'd.ref_id', 'e.device_id')
      .innerJoin('amenities_access_rules as ar', 'ar.ref_id', 'd.owner_id')
      .select(sql.lit(1).as('one'))
      .whereRef('ar.owner_id', '=', 'amenity_reservations.amenity_id')
      .whereRef('e.user_id', '=', 'amenity_reservations.user_id')
      .where('e.decision', '=', 'allowed')
      .whereRef('e.at', '>=', 'amenity_reservations.starts_at')
      .whereRef('e.at', '<', 'amenity_reservations.ends_at'),
  );

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
    .set((eb) => ({ status: eb.case().when(used(eb)).then('expired').else('inactive').end(), updated_at: at }))
    .where('status', 'in', ['reserved', 'active'])
    .where('ends_at', '<=', at)
    .returning('id')
    .execute();
  for (const { id } of [...started, ...ended]) store.events?.changed({ entity: amenityReservation.path, id: Number(id), action: 'updated', by: null, fields: ['status'] });
  return started.length + ended.length;
}
