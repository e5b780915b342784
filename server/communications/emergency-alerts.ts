/**
 * Emergency alerts (000 §3.10, §4.2): addressed to devices or groups ('alert must have recipients'), never
 * edited while playing; started, every target device is told to play the sound (a device task, delivered
 * once the start commits); stopped, told to stop; once the playback has run its course the alert reads
 * stopped again (stopFinishedAlerts, on the communications scheduler).
 */
import type { Kysely } from 'kysely';
import { emergencyAlert } from '../../schemas/emergency-alert';
import { pathRange } from '../access/scope';
import type { Store } from '../crud/repository';
import { type DeviceRow, queueDeviceTask } from '../devices/device-tasks';
import { entityHooks } from '../crud/hooks';
import { AppError, fieldMessage } from '../errors';

type Alert = Record<string, any>;

const problem = (field: string, key: string) => new AppError('invalid_data', { [field]: fieldMessage(key) });
const ids = (value: unknown) => ([] as unknown[]).concat(value ?? []).map(Number);

/** The chosen devices, and the devices of the alert's type in the chosen groups and below them. */
export async function alertDevices(db: Kysely<any>, alert: Alert): Promise<DeviceRow[]> {
  const byId = new Map<number, DeviceRow>();
  const add = (rows: Record<string, unknown>[]) => {
    for (const row of rows) byId.set(Number(row.id), { id: Number(row.id), domain_id: Number(row.domain_id), protocol: (row.protocol as string | null) ?? null });
  };
  if (ids(alert.devices).length) add(await db.selectFrom('devices').select(['id', 'domain_id', 'protocol']).where('id', 'in', ids(alert.devices)).execute());
  const groups = ids(alert.domains).length ? await db.selectFrom('groups').select('path').where('id', 'in', ids(alert.domains)).execute() : [];
  for (const { path } of groups) {
    const { from, to } = pathRange(String(path));
    const rows = await db
      .selectFrom('devices')
      .innerJoin('groups', 'groups.id', 'devices.domain_id')
      .select(['devices.id', 'devices.domain_id', 'devices.protocol'])
      .where('devices.type', '=', alert.device_type)
      .where('groups.path', '>=', from)
      .where('groups.path', '<', to)
      .execute();
    add(rows);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** What a device needs to play the alert: where to fetch the sound (the device's own download), how long, and whether to open. */
const playPayload = (alert: Alert) => ({
  alert_id: Number(alert.id),
  name: alert.name,
  file: { url: `/api/v0/${emergencyAlert.path}/${alert.id}/file`, type: alert.filename.type, version: alert.filename.version },
  playback_duration: alert.playback_duration,
  open_locks: alert.open_locks,
});

async function tellDevices(store: Store, devices: DeviceRow[], type: 'play_emergency_alert' | 'stop_emergency_alert', payload: Record<string, unknown>) {
  for (const device of devices) await queueDeviceTask(store, device, type, payload);
}

export const emergencyAlertHooks = entityHooks(emergencyAlert, {
  beforeWrite: [async ({ data, stored }) => {
    if (stored?.status === 'playing') throw new AppError('editing_prohibited');
    if (!stored) Object.assign(data, { status: 'stopped', started_at: null, playing_until: null, devices_count: 0 });
    if (!ids(data.domains).length && !ids(data.devices).length) throw problem('domains', 'alert_recipients');
  }],
  commands: {
    start: [async ({ db, store, stored, data, afterCommit }) => {
      if (!stored.filename) throw problem('filename', 'alert_sound');
      const devices = await alertDevices(db, stored);
      data.playing_until = new Date(Date.parse(String(data.started_at)) + Number(stored.playback_duration) * 1000).toISOString();
      data.devices_count = devices.length;
      afterCommit(() => tellDevices(store, devices, 'play_emergency_alert', playPayload(stored)));
    }],
    stop: [async ({ db, store, stored, afterCommit }) => {
      const devices = await alertDevices(db, stored);
      afterCommit(() => tellDevices(store, devices, 'stop_emergency_alert', { alert_id: Number(stored.id) }));
    }],
  },
});

/** Alerts whose playback has run its course read stopped again, and their viewers are told. */
export async function stopFinishedAlerts(store: Store, now = new Date()) {
  const finished = await store.db
    .updateTable(emergencyAlert.table)
    .set({ status: 'stopped', playing_until: null, updated_at: now.toISOString() })
    .where('status', '=', 'playing')
    .where('playing_until', '<=', now.toISOString())
    .returning('id')
    .execute();
  for (const { id } of finished) store.events?.changed({ entity: emergencyAlert.path, id: Number(id), action: 'updated', by: null, fields: ['status', 'playing_until'] });
  return finished.length;
}
