/**
 * What a device holds against what the console wants it to hold, per kind (settings, identifiers,
 * schedules, access rules), as versions: a sync task's id is the version it carries
 * (server/device-link/task-bodies.ts), so the newest task of a kind is what is wanted and the newest
 * completed one what the device acknowledged. The device's `sync_state` sums them up for lists and
 * filters (failed beats pending beats in sync) and is rewritten, and told live, whenever a sync task moves.
 */
import type { Kysely } from 'kysely';
import { device, type DEVICE_SYNC_STATES } from '../../schemas/device';
import type { Store } from '../crud/repository';
import { type KindSync, SYNC_KINDS, type SyncKind } from '../../schemas/device-sync';

export type SyncState = (typeof DEVICE_SYNC_STATES)[number];

export { SYNC_KINDS, type KindSync, type SyncKind };
const SYNC_TASK_TYPES: string[] = Object.values(SYNC_KINDS);


export const isSyncTask = (type: string) => SYNC_TASK_TYPES.includes(type);

function stateOf(status: string | undefined): SyncState {
  if (status === undefined || status === 'completed') return 'in_sync';
  return status === 'error' ? 'failed' : 'pending';
}

export async function deviceSync(db: Kysely<any>, deviceId: number): Promise<{ state: SyncState; kinds: Record<SyncKind, KindSync> }> {
  const rows = await db
    .selectFrom('device_tasks')
    .select(['id', 'type', 'status', 'error'])
    .where('device_id', '=', deviceId)
    .where('type', 'in', SYNC_TASK_TYPES)
    .where('status', '!=', 'stopped')
    .orderBy('id', 'desc')
    .execute();
  const kinds = {} as Record<SyncKind, KindSync>;
  for (const [kind, type] of Object.entries(SYNC_KINDS) as [SyncKind, string][]) {
    const ofKind = rows.filter((row) => row.type === type);
    const acknowledged = ofKind.find((row) => row.status === 'completed');
    const state = stateOf(ofKind[0]?.status);
    kinds[kind] = { wanted: ofKind[0] ? Number(ofKind[0].id) : null, acknowledged: acknowledged ? Number(acknowledged.id) : null, state, ...(state === 'failed' && { error: String(ofKind[0].error ?? '') }) };
  }
  const states = Object.values(kinds).map((kind) => kind.state);
  const state: SyncState = states.includes('failed') ? 'failed' : states.includes('pending') ? 'pending' : 'in_sync';
  return { state, kinds };
}

/** Rewrites the device's sync state when it changed, and tells the live channel. */
export async function refreshSyncState(store: Store, deviceId: number) {
  const { state } = await deviceSync(store.db, deviceId);
  const result = await store.db.updateTable('devices').set({ sync_state: state }).where('id', '=', deviceId).where((eb) => eb.or([eb('sync_state', '!=', state), eb('sync_state', 'is', null)])).executeTakeFirst();
  if (Number(result.numUpdatedRows)) store.events?.changed({ entity: device.path, id: deviceId, action: 'updated', by: null, fields: ['sync_state'] });
}
