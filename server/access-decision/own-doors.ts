/**
 * A user's own doors: the devices the access rules naming the user, or one of the user's groups or a group
 * above them, list, each with the access decision for the user at a moment. What the access matrix shows a
 * user who may view no devices (a resident): their own row, with only the devices' names told.
 */
import type { Kysely } from 'kysely';
import type { Store } from '../crud/repository';
import { decide } from './decide';
import { decisionContext, userGroups } from './load';

/** At most this many doors, as the matrix's device limit. */
const MAX_DOORS = 200;

async function doorsOf(db: Kysely<any>, userId: number, groupIds: number[]) {
  const rows = await db
    .selectFrom('access_rules_device_ids as d')
    .innerJoin('devices as v', 'v.id', 'd.ref_id')
    .select(['v.id', 'v.name'])
    .distinct()
    .where((eb) =>
      eb.or([
        eb('d.owner_id', 'in', eb.selectFrom('access_rules_user_ids').select('owner_id').where('ref_id', '=', userId)),
        ...(groupIds.length ? [eb('d.owner_id', 'in', eb.selectFrom('access_rules_domain_ids').select('owner_id').where('ref_id', 'in', groupIds))] : []),
      ]),
    )
    .orderBy('v.name')
    .orderBy('v.id')
    .limit(MAX_DOORS)
    .execute();
  return rows.map((row) => ({ id: Number(row.id), name: String(row.name) }));
}

const nameOf = (records: { id: number }[], id: number | undefined) => (records.find((record) => record.id === id) as { name?: string } | undefined)?.name;

export async function ownDoors(store: Store, userId: number, moment: number) {
  const groupIds = (await userGroups(store.db, [userId])).get(userId) ?? [];
  const devices = await doorsOf(store.db, userId, groupIds);
  const shared = await decisionContext(store.db, devices.map((d) => d.id), moment);
  const subject = { user_id: userId, identifier: null, group_ids: groupIds };
  const doors = devices.map((device) => {
    const rules = shared.rules.filter((rule) => rule.device_ids.includes(device.id));
    const { allowed, reason } = decide({ ...shared, rules, subject, device_id: device.id, at: moment });
    // The reason's rule and schedule by name: the user cannot list rules or schedules to look them up.
    const rule_name = nameOf(shared.rules, reason.rule_id);
    const schedule_name = nameOf(shared.schedules, reason.schedule_id);
    return { ...device, allowed, reason: { ...reason, ...(rule_name && { rule_name }), ...(schedule_name && { schedule_name }) } };
  });
  return { at: new Date(moment).toISOString(), doors };
}
