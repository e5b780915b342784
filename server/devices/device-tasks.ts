/** Device tasks are written by the server when a user asks a device to do something (001 §7 Devices). */
import type { Kysely } from 'kysely';
import { device } from '../../schemas/device';
import { deviceTask } from '../../schemas/device-task';
import type { DEVICE_TASK_TYPES } from '../../schemas/device-task';
import { type Actor, SYSTEM_ACTOR } from '../access/actor';
import { accessFilter } from '../access/scope';
import * as repository from '../crud/repository';
import type { Store } from '../crud/repository';
import { MAX_ID } from '../db/columns';
import { AppError } from '../errors';

export type DeviceTaskType = (typeof DEVICE_TASK_TYPES)[number];

export interface DeviceRow {
  id: number;
  domain_id: number;
  protocol: string | null;
}

export function parseDeviceId(raw: unknown) {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 0 || id > MAX_ID) throw new AppError('not_found');
  return id;
}

/** The device as the actor may see it (else `not found`); `edit` also requires the right to change it. */
export async function deviceFor(db: Kysely<any>, actor: Actor, id: number, need: 'view' | 'update'): Promise<DeviceRow> {
  const row = await db.selectFrom('devices').select(['id', 'domain_id', 'protocol']).where('id', '=', id).where(accessFilter(device, actor, 'view')).executeTakeFirst();
  if (!row) throw new AppError('not_found');
  if (need === 'update') {
    const editable = await db.selectFrom('devices').select('id').where('id', '=', id).where(accessFilter(device, actor, 'update')).executeTakeFirst();
    if (!editable) throw new AppError('prohibited');
  }
  return { id: Number(row.id), domain_id: Number(row.domain_id), protocol: row.protocol ?? null };
}

/** A device without a protocol cannot be initialised, synchronised or restarted ('Device protocol is not defined (none)'). */
export function requireProtocol(target: DeviceRow) {
  if (!target.protocol) throw new AppError('invalid_data', { protocol: 'protocol_not_defined' });
}

/**
 * Queues a task for the device. The server writes tasks (there is no create grant on them), so the
 * system actor is named here; the caller has already been checked against the device.
 */
export async function queueDeviceTask(store: Store, target: DeviceRow, type: DeviceTaskType, payload: Record<string, unknown> = {}) {
  return repository.create(store, deviceTask, SYSTEM_ACTOR, { device_id: target.id, domain_id: target.domain_id, type, status: 'new', payload });
}
