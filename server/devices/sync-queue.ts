/**
 * What changes what a device should hold queues its sync tasks (after the change commits): an access rule
 * for its devices (before and after the change), a schedule for the devices of the rules using it, an
 * identifier for the devices whose rules reach it. Devices without a protocol are skipped; tasks of offline
 * devices wait for them. A sync body is read when it is sent, so a device with an unsent sync of a kind gets
 * no second one: an import of 100,000 identifiers queues one identifiers sync per device, not 100,000.
 */
import type { Kysely } from 'kysely';
import { groupsWithAncestors, userGroups } from '../access-decision/load';
import type { Store } from '../crud/repository';
import { queueDeviceTask } from './device-tasks';
import { deviceSync, SYNC_KINDS, type SyncKind } from './sync-state';

export async function queueSyncs(store: Store, deviceIds: number[], kinds: SyncKind[]) {
  const ids = [...new Set(deviceIds)];
  if (!ids.length || !kinds.length) return;
  const rows = await store.db.selectFrom('devices').select(['id', 'domain_id', 'protocol']).where('id', 'in', ids).where('protocol', 'is not', null).execute();
  const types = kinds.map((kind) => SYNC_KINDS[kind]);
  const unsent = await store.db.selectFrom('device_tasks').select(['device_id', 'type']).where('device_id', 'in', ids).where('type', 'in', types).where('status', 'in', ['new', 'queued', 'waiting']).execute();
  const waiting = new Set(unsent.map((task) => `${task.device_id}:${task.type}`));
  for (const row of rows) {
    const target = { id: Number(row.id), domain_id: Number(row.domain_id), protocol: String(row.protocol) };
    for (const type of types) if (!waiting.has(`${target.id}:${type}`)) await queueDeviceTask(store, target, type);
  }
}

/**
 * A user's Apply settings or Initialise also re-sends the kinds whose newest sync failed (settings
 * included): their success clears the failed state, which otherwise only a later change of the same kind
 * would. A kind already waiting to be sent is not queued twice (queueSyncs).
 */
export async function resendFailedSyncs(store: Store, deviceId: number) {
  const { kinds } = await deviceSync(store.db, deviceId);
  await queueSyncs(store, [deviceId], (Object.keys(kinds) as SyncKind[]).filter((kind) => kinds[kind].state === 'failed'));
}

const devicesOfRules = async (db: Kysely<any>, ruleIds: number[]) =>
  ruleIds.length ? (await db.selectFrom('access_rules_device_ids').select('ref_id').where('owner_id', 'in', ruleIds).execute()).map((r) => Number(r.ref_id)) : [];

export async function devicesUsingSchedule(db: Kysely<any>, scheduleId: number) {
  const rules = await db.selectFrom('access_rules_time_rules').select('owner_id').where('ref_id', '=', scheduleId).execute();
  return devicesOfRules(db, rules.map((r) => Number(r.owner_id)));
}

/** Ids in lists a statement can bind (both databases bind at least 32,766 parameters). */
async function readInChunks<T>(ids: number[], read: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const unique = [...new Set(ids)];
  const rows: T[] = [];
  for (let i = 0; i < unique.length; i += 10_000) rows.push(...(await read(unique.slice(i, i + 10_000))));
  return rows;
}

/** Rules that name the identifier, that it names, that name its owner, or that name a group of its owner's (or its own) or one above. */
export async function devicesReachingIdentifier(db: Kysely<any>, identifierId: number, owner: number | null) {
  return devicesReachingIdentifiers(db, [{ id: identifierId, owner }]);
}

/** devicesReachingIdentifier for many identifiers at once (an import's): the devices any of them reaches. */
export async function devicesReachingIdentifiers(db: Kysely<any>, identifiers: { id: number; owner: number | null }[]) {
  const ids = identifiers.map((i) => i.id);
  const owners = identifiers.flatMap((i) => (i.owner === null ? [] : [i.owner]));
  const unowned = identifiers.flatMap((i) => (i.owner === null ? [i.id] : []));
  const named = await readInChunks(ids, (chunk) => db.selectFrom('access_rules_identifier_ids').select('owner_id').where('ref_id', 'in', chunk).execute());
  const naming = await readInChunks(ids, (chunk) => db.selectFrom('identifiers_access_rules').select('ref_id as owner_id').where('owner_id', 'in', chunk).execute());
  const byUser = await readInChunks(owners, (chunk) => db.selectFrom('access_rules_user_ids').select('owner_id').where('ref_id', 'in', chunk).execute());
  const own = await readInChunks(unowned, (chunk) => db.selectFrom('identifiers_domain_ids').select('ref_id').where('owner_id', 'in', chunk).execute());
  const ownersGroups = await readInChunks(owners, async (chunk) => [...(await userGroups(db, chunk)).values()].flat());
  const ownGroups = await readInChunks(own.map((g) => Number(g.ref_id)), (chunk) => groupsWithAncestors(db, chunk));
  const withAncestors = [...ownGroups, ...ownersGroups];
  const byGroup = await readInChunks(withAncestors, (chunk) => db.selectFrom('access_rules_domain_ids').select('owner_id').where('ref_id', 'in', chunk).execute());
  const rules = [...named, ...naming, ...byUser, ...byGroup].map((r) => Number(r.owner_id));
  return readInChunks(rules, (chunk) => devicesOfRules(db, chunk));
}
