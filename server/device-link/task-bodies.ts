/**
 * The body each device task sends (server/device-protocol/calls.ts names the call). A task's id is the
 * version it carries: the device acknowledges it, so "what the console wants the device to hold" and "what
 * it has acknowledged" are both task ids (server/devices/sync-state.ts). Types without a builder send
 * their payload as it is.
 */
import { device } from '../../schemas/device';
import type { DEVICE_TASK_TYPES } from '../../schemas/device-task';
import type { Store } from '../crud/repository';
import { rowToRecord } from '../db/codec';

export interface TaskToSend {
  id: number;
  device_id: number;
  type: (typeof DEVICE_TASK_TYPES)[number];
  payload: Record<string, unknown>;
}

type BodyBuilder = (store: Store, task: TaskToSend) => Promise<Record<string, unknown>>;

async function deviceRecord(store: Store, id: number) {
  const row = await store.db.selectFrom('devices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return rowToRecord(device, row);
}

const BUILDERS: Partial<Record<TaskToSend['type'], BodyBuilder>> = {
  async apply_settings(store, task) {
    // The device is sent its secrets too (its SIP password, say): it needs them, and the link is its own.
    const record = await deviceRecord(store, task.device_id);
    return { version: task.id, settings: record.device_settings };
  },
  async init(store, task) {
    const record = await deviceRecord(store, task.device_id);
    return { version: task.id, device: { name: record.name, type: record.type, group_id: record.domain_id } };
  },
};

export async function taskBody(store: Store, task: TaskToSend) {
  const build = BUILDERS[task.type];
  return build ? build(store, task) : { version: task.id, ...task.payload };
}
