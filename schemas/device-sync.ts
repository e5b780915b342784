/**
 * GET /devices/{id}/sync/errors's answer (001 §7 Devices): the identifiers and schedules the device failed to
 * take, and what it holds of each kind (server/devices/sync-errors.ts, sync-state.ts; the device page's
 * "Sync errors" dialog shows them).
 */
import { z } from 'zod';
import { DEVICE_SYNC_STATES } from './device';

export const SYNC_KINDS = { settings: 'apply_settings', identifiers: 'sync_identifiers', schedules: 'sync_schedules', access_rules: 'sync_access_rules' } as const;
export type SyncKind = keyof typeof SYNC_KINDS;

/** An identifier or schedule the device failed to take: the newest failure, while no later sync of its kind completed. */
export const syncError = z.object({ id: z.number().int(), name: z.string(), error: z.string(), task_id: z.number().int(), at: z.string() });
export type SyncError = z.infer<typeof syncError>;

/** A kind's versions: the newest sync task sent, the newest the device acknowledged. */
export const kindSync = z.object({
  wanted: z.number().int().nullable(),
  acknowledged: z.number().int().nullable(),
  state: z.enum(DEVICE_SYNC_STATES),
  /** Why the newest sync of the kind failed (the device's answer, or `timeout`), while it is failed. */
  error: z.string().optional(),
});
export type KindSync = z.infer<typeof kindSync>;

export const deviceSync = z.object({ state: z.enum(DEVICE_SYNC_STATES), kinds: z.record(z.enum(Object.keys(SYNC_KINDS) as [SyncKind, ...SyncKind[]]), kindSync) });

export const syncErrors = z.object({ identifiers: z.array(syncError), schedules: z.array(syncError), sync: deviceSync });
export type SyncErrors = z.infer<typeof syncErrors>;
