/**
 * Demo guest passes (issue 6): residents may grant guest passes, Block A has a shareable rule for its
 * residents' guests and tighter limits than the project's (3 days, 5 passes), and resident 1 has granted
 * one pass valid for two days. Runs after seedAccessDomain (it needs Block A's doors).
 */
import { accessRule, group, role } from '../../schemas';
import { SYSTEM_ACTOR, loadActor } from '../access/actor';
import * as repository from '../crud/repository';
import type { Store } from '../crud/repository';
import { createPass } from '../guest-access/guest-passes';
import type { DemoTexts } from './texts';

const one = async (store: Store, table: string, column: string, value: string) =>
  Number((await store.db.selectFrom(table).select('id').where(column, '=', value).executeTakeFirstOrThrow()).id);

export async function seedGuestPasses(store: Store, t: DemoTexts) {
  const resident = await repository.getOne(store, role, SYSTEM_ACTOR, await one(store, 'roles', 'name', t.roles.resident.name));
  await repository.update(store, role, SYSTEM_ACTOR, resident.id as number, { permissions: [...(resident.permissions as string[]), 'identifiers.guest.create'] });
  const blockA = await one(store, 'groups', 'name', t.block('A'));
  await repository.update(store, group, SYSTEM_ACTOR, blockA, { guest_identifier_limits: { max_passes_count: 5, max_period_days: 3 } });
  // The same doors and schedule as the residents' own rule, so sharing grants Block A nothing new.
  const residents = await repository.getOne(store, accessRule, SYSTEM_ACTOR, await one(store, 'access_rules', 'name', t.residentsRule(t.block('A'))));
  const rule = await repository.create(store, accessRule, SYSTEM_ACTOR, {
    name: t.guests.rule, description: t.guests.description,
    device_ids: residents.device_ids, time_rules: residents.time_rules, domain_ids: [blockA], is_shareable: true,
  });
  const granter = await loadActor(store.db, await one(store, 'users', 'login', 'resident1'));
  const from = new Date();
  await createPass(store, granter!, {
    name: t.guests.pass, selectedAccessRules: [rule.id], passLimit: 4, keyMessage: t.guests.message,
    validatePeriod: { from: from.toISOString(), to: new Date(from.getTime() + 2 * 86_400_000).toISOString() },
  });
}
