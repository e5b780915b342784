/**
 * The reservations an access decision counts (server/access-decision/decide.ts): those to come or running at a
 * moment, of amenities whose access rules name one of the devices, each with its slots as moments.
 */
import type { Kysely } from 'kysely';
import { OPEN_RESERVATION_STATUSES, type ReservedSlot } from '../../schemas/amenity-reservation';
import type { DecisionReservation } from './types';
import { momentOf } from '../../schemas/amenity-slot-times';

export async function reservationsAt(db: Kysely<any>, deviceIds: number[], moment: number, timeZone: string): Promise<DecisionReservation[]> {
  if (!deviceIds.length) return [];
  const at = new Date(moment).toISOString();
  const rows = await db
    .selectFrom('amenity_reservations as r')
    .innerJoin('amenities_access_rules as ar', 'ar.owner_id', 'r.amenity_id')
    .innerJoin('access_rules_device_ids as d', 'd.owner_id', 'ar.ref_id')
    .select(['r.id', 'r.user_id', 'r.identifier_id', 'r.date', 'r.time_slots', 'd.ref_id as device_id'])
    .where('d.ref_id', 'in', deviceIds)
    .where('r.status', 'in', OPEN_RESERVATION_STATUSES)
    .where('r.starts_at', '<=', at)
    .where('r.ends_at', '>', at)
    .execute();
  const byId = new Map<number, DecisionReservation>();
  for (const row of rows) {
    const id = Number(row.id);
    let reservation = byId.get(id);
    if (!reservation) {
      const date = String(row.date);
      const windows = (JSON.parse(String(row.time_slots)) as ReservedSlot[]).map((slot): [number, number] => [momentOf(date, slot.from, timeZone), momentOf(date, slot.to, timeZone)]);
      reservation = { id, user_id: Number(row.user_id), identifier_id: row.identifier_id === null ? null : Number(row.identifier_id), device_ids: [], windows };
      byId.set(id, reservation);
    }
    reservation.device_ids.push(Number(row.device_id));
  }
  return [...byId.values()];
}
