/**
 * Warnings about devices, sent only where a setting asks for them (000 §3.13 project settings, §3.1 a
 * group's device_status_notify): a device went offline, a device task failed. A group names one user to
 * tell about its devices and the devices of the groups below it; the project's flags tell everyone who
 * may see the device. Nobody is told of a device they could not open (the group's user included).
 */
import { device } from '../../schemas/device';
import { groupsWithAncestors } from '../access-decision/load';
import { viewersOf } from '../access/viewers';
import type { Store } from '../crud/repository';
import { notify } from '../notifications/notify';
import { readSection } from '../settings/project-settings';

export type DeviceWarning = 'offline' | 'task_failed';

const FLAG = { offline: 'notify_about_offline_device', task_failed: 'notify_about_device_task_failed' } as const;
const TYPE = { offline: 'device_went_offline', task_failed: 'device_task_failed' } as const;

interface StatusNotify {
  user?: number | null;
  notify_about_offline_device?: boolean;
  notify_about_device_task_failed?: boolean;
}

/** The users the device's group and the groups above it name for this warning. */
async function groupRecipients(store: Store, domainId: number, warning: DeviceWarning) {
  const ids = await groupsWithAncestors(store.db, [domainId]);
  if (!ids.length) return [];
  const rows = await store.db.selectFrom('groups').select('device_status_notify').where('id', 'in', ids).execute();
  const users = rows.flatMap((row) => {
    const setting = (typeof row.device_status_notify === 'string' ? JSON.parse(row.device_status_notify) : row.device_status_notify) as StatusNotify | null;
    return setting?.[FLAG[warning]] && typeof setting.user === 'number' ? [setting.user] : [];
  });
  return [...new Set(users)];
}

export async function warnAboutDevice(store: Store, deviceId: number, warning: DeviceWarning, data: Record<string, unknown> = {}) {
  const row = await store.db.selectFrom('devices').select(['domain_id', 'name']).where('id', '=', deviceId).executeTakeFirst();
  if (!row) return [];
  const general = await readSection(store.db, 'general');
  const wanted = new Set(await groupRecipients(store, Number(row.domain_id), warning));
  const viewers = await viewersOf(store.db, device, deviceId);
  const recipients = viewers.filter((user) => general[FLAG[warning]] || wanted.has(user));
  if (recipients.length) await notify(store, recipients, TYPE[warning], { device_id: deviceId, device: row.name, ...data });
  return recipients;
}
