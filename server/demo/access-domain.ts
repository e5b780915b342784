/**
 * Demo access domain (issue 6): markers, a working-hours and an around-the-clock schedule, access rules
 * (one a prohibition), and an identifier of every type for the demo residents. Runs after the estate
 * exists and finds it by name, so it needs nothing passed from seed.ts.
 */
import { accessRule, identifier, marker, schedule } from '../../schemas';
import { WEEK_DAYS } from '../../schemas/schedule';
import { SYSTEM_ACTOR } from '../access/actor';
import * as repository from '../crud/repository';
import type { Store } from '../crud/repository';
import type { DemoTexts } from './texts';

async function idOf(store: Store, table: string, column: string, value: string) {
  const row = await store.db.selectFrom(table).select('id').where(column, '=', value).executeTakeFirstOrThrow();
  return Number(row.id);
}

async function devicesOf(store: Store, groupId: number, types?: string[]) {
  let query = store.db.selectFrom('devices').select('id').where('domain_id', '=', groupId);
  if (types) query = query.where('type', 'in', types);
  return (await query.orderBy('id').execute()).map((row) => Number(row.id));
}

const create = async (store: Store, entity: Parameters<typeof repository.create>[1], body: Record<string, unknown>) =>
  (await repository.create(store, entity, SYSTEM_ACTOR, body)).id as number;

export async function seedAccessDomain(store: Store, t: DemoTexts) {
  for (const [i, color] of ['#d32f2f', '#1976d2', '#ffa000'].entries()) {
    await create(store, marker, { name: t.markers[i], color });
  }
  const workingHours = await create(store, schedule, {
    ...t.workingHours,
    weekly_slots: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: 32400, to: 64800 }],
  });
  const allDay = await create(store, schedule, {
    name: t.aroundTheClock, is_all_day: true, weekly_slots: [{ days: [...WEEK_DAYS], from: 0, to: 86400 }],
  });

  const blockA = await idOf(store, 'groups', 'name', t.block('A'));
  const blockB = await idOf(store, 'groups', 'name', t.block('B'));
  const resident = (n: number) => idOf(store, 'users', 'login', `resident${n}`);
  const doors = ['panel', 'accesscontroller', 'barrier'];
  await create(store, accessRule, { name: t.residentsRule(t.block('A')), device_ids: await devicesOf(store, blockA, doors), domain_ids: [blockA], time_rules: [allDay] });
  await create(store, accessRule, { name: t.residentsRule(t.block('B')), device_ids: await devicesOf(store, blockB, doors), domain_ids: [blockB], time_rules: [allDay] });
  await create(store, accessRule, {
    ...t.visitorsRule,
    device_ids: await devicesOf(store, blockB, ['panel']), domain_ids: [blockA], time_rules: [workingHours], is_shareable: true,
  });
  // A rule's groups are also whom it applies to: the prohibition names the apartment (resident 2's), not the block.
  await create(store, accessRule, {
    ...t.barrierRule, prohibition: true,
    device_ids: await devicesOf(store, blockA, ['barrier']), domain_ids: [await idOf(store, 'groups', 'name', t.apartment('112'))],
  });

  const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString();
  const identifiers: [number, string, Parameters<DemoTexts['identifier']>[1], string, Record<string, unknown>?][] = [
    [1, 'card', 'card', '0x00A1B2C3'],
    [1, 'card', 'guestCard', '3000001', { passes_restrict_count: 10, period_restrict_to: inAYear }],
    [2, 'ukey', 'ukey', '7340032'],
    [3, 'ukey2', 'ukey2', '0x1F4E2A'],
    [4, 'code', 'code', '4711'],
    [5, 'qr', 'qr', 'QR-5F2C9A71'],
    [6, 'license_plate', 'car', 'АА 1234 ВС'],
    [7, 'face', 'face', 'face-resident-7'],
  ];
  for (const [n, type, kind, value, extra] of identifiers) {
    await create(store, identifier, { name: t.identifier(n, kind), type, value, owner: await resident(n), ...extra });
  }
}
