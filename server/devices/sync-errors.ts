/**
 * GET /devices/{id}/sync/errors: the identifiers and schedules a device failed to take, read from its
 * synchronisation tasks that ended in `error`. A sync task's payload names what it carried
 * (`{identifier_id, name}` or `{schedule_id, name}`); the newest failure per item is reported, and only
 * while no later sync of its kind completed (the device took the whole list then).
 */
import type { Kysely } from 'kysely';
import type { SyncError } from '../../schemas/device-sync';

export type { SyncError };

function payloadOf(raw: unknown): Record<string, unknown> {
  if (raw && typeof raw === 'object') return raw as Record<string, unknown>;
  try {
    return JSON.parse(String(raw ?? '{}')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export async function syncErrors(db: Kysely<any>, deviceId: number) {
  const rows = await db
    .selectFrom('device_tasks')
    .select(['id', 'type', 'status', 'error', 'payload', 'updated_at'])
    .where('device_id', '=', deviceId)
    .where('status', 'in', ['error', 'completed'])
    .where('type', 'in', ['sync_identifiers', 'sync_schedules'])
    .orderBy('id', 'desc')
    .execute();
  const cleared = new Set<string>();
  const identifiers = new Map<number, SyncError>();
  const schedules = new Map<number, SyncError>();
  for (const row of rows) {
    // Newest first: a completed sync clears every failure of its kind before it.
    if (row.status === 'completed') cleared.add(row.type);
    if (cleared.has(row.type)) continue;
    const payload = payloadOf(row.payload);
    const [key, into] = row.type === 'sync_identifiers' ? ['identifier_id', identifiers] as const : ['schedule_id', schedules] as const;
    const id = Number(payload[key]);
    if (!Number.isSafeInteger(id) || into.has(id)) continue;
    into.set(id, { id, name: String(payload.name ?? ''), error: String(row.error ?? ''), task_id: Number(row.id), at: String(row.updated_at) });
  }
  return { identifiers: [...identifiers.values()], schedules: [...schedules.values()] };
}
