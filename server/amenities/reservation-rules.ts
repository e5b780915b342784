/**
 * Amenity reservations (000 §3.11, §5.2; 001 §9 amenity errors): what a reservation may hold, checked in its
 * write's transaction. Its holder (the one who reserves, unless named) belongs under the amenity's groups and
 * holds the amenity licence flag; its slots are among the amenity's slots of its date and not over; its persons
 * are within the amenity's bounds, and with everyone else's in those slots within its capacity. The amenity's
 * row is locked on PostgreSQL so two reservations of the last places cannot both pass (SQLite writes one at a time).
 */
import type { Kysely } from 'kysely';
import type { AmenityTimeSlots } from '../../schemas/amenity';
import { OPEN_RESERVATION_STATUSES, type ReservationStatus, type ReservedSlot, amenityReservation } from '../../schemas/amenity-reservation';
import { groupsWithAncestors } from '../access-decision/load';
import type { DialectName } from '../db/connect';
import { entityHooks } from '../crud/hooks';
import { AppError, errorField, fieldMessage } from '../errors';
import { readSection } from '../settings/project-settings';
import { reservedPersons } from './reserved-persons';
import { momentOf, reservableSlots, slotKey } from '../../schemas/amenity-slot-times';

interface StoredAmenity {
  id: number;
  time_slots: AmenityTimeSlots;
  number_of_persons: { min: number; max: number };
  domains: number[];
}

/** What a request may change on a reservation. */
const WRITABLE = ['amenity_id', 'date', 'user_id', 'number_of_persons', 'time_slots', 'identifier_id'];

async function lockedAmenity(db: Kysely<any>, dialect: DialectName, id: number): Promise<StoredAmenity> {
  let query = db.selectFrom('amenities').select(['id', 'time_slots', 'number_of_persons']).where('id', '=', id);
  if (dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirstOrThrow();
  const domains = await db.selectFrom('amenities_domains').select('ref_id').where('owner_id', '=', id).execute();
  return { id, time_slots: JSON.parse(String(row.time_slots)), number_of_persons: JSON.parse(String(row.number_of_persons)), domains: domains.map((d) => Number(d.ref_id)) };
}

/** The holder must be under one of the amenity's groups, with the amenity flag of their licence on. */
async function checkHolder(db: Kysely<any>, holder: number, amenity: StoredAmenity) {
  const user = await db.selectFrom('users').select('license_info').where('id', '=', holder).executeTakeFirst();
  const licence = user ? (JSON.parse(String(user.license_info)) as { isActive?: boolean; amenity?: boolean }) : {};
  const groups = await db.selectFrom('users_domain_ids').select('ref_id').where('owner_id', '=', holder).execute();
  const above = new Set(await groupsWithAncestors(db, groups.map((g) => Number(g.ref_id))));
  if (!licence.isActive || !licence.amenity || !amenity.domains.some((id) => above.has(id))) throw new AppError('amenity_not_allowed', { user_id: errorField('amenity_not_allowed') });
}

/** The slots in time order, each one of the amenity's slots of the date. */
function checkedSlots(amenity: StoredAmenity, date: string, slots: ReservedSlot[]): ReservedSlot[] {
  const offered = new Set(reservableSlots(amenity.time_slots, date).map(slotKey));
  const mismatched = slots.findIndex((slot) => !offered.has(slotKey(slot)));
  const repeated = slots.findIndex((slot, i) => slots.findIndex((other) => slotKey(other) === slotKey(slot)) !== i);
  const wrong = mismatched !== -1 ? mismatched : repeated;
  if (wrong !== -1) throw new AppError('amenity_slot_mismatch', { [`time_slots.${wrong}`]: errorField('amenity_slot_mismatch') });
  return [...slots].sort((a, b) => a.from - b.from);
}

function checkPersons(amenity: StoredAmenity, persons: number) {
  const { min, max } = amenity.number_of_persons;
  if (persons < min) throw new AppError('amenity_person_limit', { number_of_persons: fieldMessage('greater_than', { min }) });
  if (persons > max) throw new AppError('amenity_person_limit', { number_of_persons: fieldMessage('less_than', { max }) });
}

/** Everyone else's persons in each of the slots, with these, must fit the amenity's capacity. */
async function checkFreePlaces(db: Kysely<any>, amenity: StoredAmenity, date: string, slots: ReservedSlot[], persons: number, self?: number) {
  const taken = await reservedPersons(db, amenity.id, date, slots, self);
  if (taken.some((others) => others + persons > amenity.number_of_persons.max)) throw new AppError('amenity_no_free_places', { time_slots: errorField('amenity_no_free_places') });
}

/** A reservation's status at a moment, from its times; a canceled one stays canceled. */
export function statusAt(startsAt: string, endsAt: string, now: number): ReservationStatus {
  if (Date.parse(endsAt) <= now) return 'expired';
  return Date.parse(startsAt) <= now ? 'active' : 'reserved';
}

async function checkIdentifier(db: Kysely<any>, identifier: number, holder: number) {
  const owned = await db.selectFrom('identifiers').select('id').where('id', '=', identifier).where('owner', '=', holder).executeTakeFirst();
  if (!owned) throw new AppError('invalid_data', { identifier_id: fieldMessage('not_available') });
}

export const reservationHooks = entityHooks(amenityReservation, {
  beforeWrite: [
    async ({ db, store, actor, data, stored }) => {
      const changed = (field: string) => !stored || JSON.stringify(stored[field]) !== JSON.stringify(data[field]);
      if (data.user_id === null) data.user_id = stored?.user_id ?? actor.id;
      // A canceled or finished reservation stays as it is: any change is refused, an empty one changes nothing.
      if (stored && !(OPEN_RESERVATION_STATUSES as readonly string[]).includes(String(stored.status))) {
        if (WRITABLE.some(changed)) throw new AppError('amenity_not_editable');
        return;
      }
      const holder = Number(data.user_id);
      const amenity = await lockedAmenity(db, store.dialect, Number(data.amenity_id));
      await checkHolder(db, holder, amenity);
      if (data.identifier_id !== null && (changed('identifier_id') || changed('user_id'))) await checkIdentifier(db, Number(data.identifier_id), holder);
      const date = String(data.date);
      const slots = checkedSlots(amenity, date, data.time_slots as ReservedSlot[]);
      checkPersons(amenity, Number(data.number_of_persons));
      const { time_zone: zone } = await readSection(db, 'general');
      const startsAt = new Date(momentOf(date, slots[0].from, zone)).toISOString();
      const endsAt = new Date(momentOf(date, slots[slots.length - 1].to, zone)).toISOString();
      const now = Date.now();
      // A running slot may still be reserved for what is left of it; one that is over may not.
      const when = changed('date') || changed('time_slots');
      if (when && slots.some((slot) => momentOf(date, slot.to, zone) <= now)) throw new AppError('amenity_date_in_past', { date: errorField('amenity_date_in_past') });
      await checkFreePlaces(db, amenity, date, slots, Number(data.number_of_persons), stored ? Number(stored.id) : undefined);
      Object.assign(data, { time_slots: slots, starts_at: startsAt, ends_at: endsAt, domains: amenity.domains, status: statusAt(startsAt, endsAt, now) });
    },
  ],
});
