/**
 * The body each device task sends (device-protocol/calls.ts names the call). A task's id is the
 * version it carries: the device acknowledges it, so "what the console wants the device to hold" and "what
 * it has acknowledged" are both task ids (server/devices/sync-state.ts). The sync tasks send what the
 * device should hold (server/devices/sync-contents.ts), long lists in pages; types without a builder send
 * their payload as it is.
 */
import { device } from '../../schemas/device';
import type { DEVICE_TASK_TYPES } from '../../schemas/device-task';
import type { Store } from '../crud/repository';
import { rowToRecord } from '../db/codec';
import { identifiersOfDevice, rulesOfDevice, schedulesOfDevice } from '../devices/sync-contents';
import { withFacePhotos } from '../face-photos/device-photos';

export interface TaskToSend {
  id: number;
  device_id: number;
  type: (typeof DEVICE_TASK_TYPES)[number];
  payload: Record<string, unknown>;
}

type Body = Record<string, unknown>;
/** One body, or the pages of a long list (each under the protocol's message limit), sent in order. */
type BodyBuilder = (store: Store, task: TaskToSend) => Promise<Body | Body[]>;

/** Identifiers per page: about 200 bytes each, well under the 256 KB a message may carry. */
export const ITEMS_PER_PAGE = 500;
/** A page's items in JSON at most: a face photo is tens of kilobytes, so photos fill pages before the count does. */
const PAGE_BYTES = 160 * 1024;

/** The items in pages of at most ITEMS_PER_PAGE items and PAGE_BYTES (an item larger than that goes alone). */
function paged(version: number, items: unknown[]): Body[] {
  const pages: unknown[][] = [[]];
  let bytes = 0;
  for (const item of items) {
    const size = JSON.stringify(item).length;
    const page = pages.at(-1)!;
    if (page.length && (page.length >= ITEMS_PER_PAGE || bytes + size > PAGE_BYTES)) {
      pages.push([item]);
      bytes = size;
    } else {
      page.push(item);
      bytes += size;
    }
  }
  return pages.map((page, at) => ({ version, page: at + 1, pages: pages.length, items: page }));
}

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
  async sync_access_rules(store, task) {
    return paged(task.id, await rulesOfDevice(store.db, task.device_id));
  },
  async sync_schedules(store, task) {
    return paged(task.id, await schedulesOfDevice(store.db, task.device_id));
  },
  async sync_identifiers(store, task) {
    return paged(task.id, await withFacePhotos(store, task.device_id, await identifiersOfDevice(store.db, task.device_id)));
  },
  async init(store, task) {
    const record = await deviceRecord(store, task.device_id);
    return { version: task.id, device: { name: record.name, type: record.type, group_id: record.domain_id } };
  },
};

/** The bodies a task sends, in order (most tasks: one). */
export async function taskBodies(store: Store, task: TaskToSend): Promise<Body[]> {
  const build = BUILDERS[task.type];
  const built = build ? await build(store, task) : { version: task.id, ...task.payload };
  return Array.isArray(built) ? built : [built];
}
