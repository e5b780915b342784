/**
 * Demo amenities: Block A's gym (an hour at a time, 07:00 to 22:00 every day, eight at once) and meeting room
 * (half an hour, weekdays 09:00 to 18:00), opening Block A's doors; two residents hold reservations in the
 * coming days. Group administrators manage both, auditors read them, residents reserve for themselves. Residents
 * and group administrators see every amenity (an amenity's groups are above a resident's apartment, out of
 * the descendants scope); what each may reserve or change is still their groups' (docs/amenities.md).
 */
import { amenity, amenityReservation } from '../../schemas';
import { WEEK_DAYS } from '../../schemas/schedule';
import { loadActor, SYSTEM_ACTOR } from '../access/actor';
import * as repository from '../crud/repository';
import type { Store } from '../crud/repository';
import { type RoleGrants, grantToRoles } from './role-grants';
import type { DemoTexts } from './texts';

const H = 3600;

const GRANTS: RoleGrants = {
  // What residents hold too (the privilege rule: they assign the Resident role).
  groupAdministrator: [
    'amenities.view.all', 'amenity_reservations.view.own', 'amenity_reservations.edit.own',
    'amenities.view.descendants', 'amenities.edit.descendants', 'amenities.delete.descendants', 'amenities.view_log.descendants', 'amenities.create',
    'amenity_reservations.view.descendants', 'amenity_reservations.edit.descendants', 'amenity_reservations.delete.descendants', 'amenity_reservations.view_log.descendants', 'amenity_reservations.create',
  ],
  auditor: ['amenities.view.all', 'amenities.view_log.all', 'amenity_reservations.view.all', 'amenity_reservations.view_log.all'],
  // A resident sees the amenities (its building's are above its apartment, out of the descendants scope) and
  // may reserve only those of its groups' buildings: the reservation's rules check the holder.
  resident: ['amenities.view.all', 'amenity_reservations.create', 'amenity_reservations.view.own', 'amenity_reservations.edit.own'],
};

const idOf = async (store: Store, table: string, column: string, value: string) => Number((await store.db.selectFrom(table).select('id').where(column, '=', value).executeTakeFirstOrThrow()).id);
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function seedAmenities(store: Store, t: DemoTexts) {
  await grantToRoles(store, t, GRANTS);
  const blockA = await idOf(store, 'groups', 'name', t.block('A'));
  const doors = await idOf(store, 'access_rules', 'name', t.residentsRule(t.block('A')));
  const gym = await repository.create(store, amenity, SYSTEM_ACTOR, {
    ...t.amenities.gym,
    domains: [blockA], access_rules: [doors], number_of_persons: { min: 1, max: 8 },
    time_slots: { duration: H, items: [{ days: [...WEEK_DAYS], from: 7 * H, to: 22 * H }] },
  });
  const room = await repository.create(store, amenity, SYSTEM_ACTOR, {
    ...t.amenities.room, domains: [blockA], access_rules: [doors], number_of_persons: { min: 2, max: 12 },
    time_slots: { duration: H / 2, items: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: 9 * H, to: 18 * H }] },
  });
  for (const [login, place, days, slots, persons] of [
    ['resident1', gym, 1, [{ from: 18 * H, to: 19 * H }], 2],
    ['resident2', gym, 2, [{ from: 7 * H, to: 8 * H }, { from: 8 * H, to: 9 * H }], 1],
  ] as const) {
    const holder = (await loadActor(store.db, await idOf(store, 'users', 'login', login)))!;
    await repository.create(store, amenityReservation, holder, { amenity_id: place.id, date: dayFromNow(days), time_slots: slots, number_of_persons: persons });
  }
  return { gym: Number(gym.id), room: Number(room.id) };
}
