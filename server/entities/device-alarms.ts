/**
 * Device alarms (000 §3.10, §4.2): raised by a device, processed once by an operator whose comment only that
 * operator may change afterwards. Everyone who may see the alarm hears of it on their private topic
 * (001 §7: device alarm enabled, disabled, processed).
 */
import { ALARM_SENSORS, ALARM_ZONES, deviceAlarm } from '../../schemas/device-alarm';
import { SYSTEM_ACTOR } from '../access/actor';
import { viewersOf } from '../access/viewers';
import { recordEvent } from '../audit/record';
import type { Store } from '../crud/repository';
import { AppError, fieldMessage } from '../errors';
import { notify } from '../notifications/notify';
import { entityHooks } from '../crud/hooks';

export interface RaisedAlarm {
  /** The device's serial number or id, as the device protocol names it. */
  device_id: number;
  zone: number;
  sensor: (typeof ALARM_SENSORS)[number];
  /** true: the sensor alarms (enabled); false: it went quiet (disabled). */
  active: boolean;
  at?: string;
}

/** What the notification names: the device, zone and sensor (read back: the processed one knows only the id). */
async function alarmSubject(store: Store, id: number) {
  const row = await store.db
    .selectFrom('device_alarms')
    .leftJoin('devices', 'devices.id', 'device_alarms.device_id')
    .select(['device_alarms.device_id', 'device_alarms.zone', 'device_alarms.sensor', 'devices.name'])
    .where('device_alarms.id', '=', id)
    .executeTakeFirstOrThrow();
  return { alarm_id: id, device_id: Number(row.device_id), device: String(row.name ?? ''), zone: Number(row.zone), sensor: row.sensor as RaisedAlarm['sensor'] };
}

/** Tells everyone who may see the alarm, except the one who caused the news (an operator needs no word of their own processing). */
async function tellViewers(store: Store, id: number, type: 'device_alarm_enabled' | 'device_alarm_disabled' | 'device_alarm_processed', except: number | null = null) {
  const viewers = (await viewersOf(store.db, deviceAlarm, id)).filter((viewer) => viewer !== except);
  if (viewers.length) await notify(store, viewers, type, await alarmSubject(store, id));
}

/**
 * What a device calls when a zone starts or stops alarming (the device protocol connects to it): an alarm
 * starts a new record; going quiet marks the zone's open alarm disabled. A malformed report is refused.
 */
export async function raiseDeviceAlarm(store: Store, report: RaisedAlarm): Promise<number> {
  const { device_id, zone, sensor, active } = report;
  if (!Number.isInteger(zone) || zone < 1 || zone > ALARM_ZONES || !ALARM_SENSORS.includes(sensor)) throw new AppError('invalid_data', { zone: `1-${ALARM_ZONES}`, sensor: ALARM_SENSORS.join(', ') });
  const at = report.at ?? new Date().toISOString();
  const id = await store.db.transaction().execute(async (trx) => {
    const device = await trx.selectFrom('devices').select(['id', 'domain_id']).where('id', '=', device_id).executeTakeFirst();
    if (!device) throw new AppError('not_found');
    if (!active) {
      const open = await trx.selectFrom('device_alarms').select('id').where('device_id', '=', device_id).where('zone', '=', zone).where('sensor', '=', sensor).where('state', '=', 'enabled').orderBy('id', 'desc').executeTakeFirst();
      if (!open) return undefined;
      // Only while still enabled: of reports at once (a redelivery), one disables it and tells the viewers.
      const quieted = await trx.updateTable('device_alarms').set({ state: 'disabled', updated_at: new Date().toISOString() }).where('id', '=', open.id).where('state', '=', 'enabled').executeTakeFirst();
      if (!Number(quieted.numUpdatedRows)) return undefined;
      await recordEvent(trx, { actor: SYSTEM_ACTOR, entity: deviceAlarm.path, recordId: Number(open.id), action: 'update', changes: { state: { before: 'enabled', after: 'disabled' } } });
      return Number(open.id);
    }
    const now = new Date().toISOString();
    const row = { device_id, domain_id: device.domain_id, zone, sensor, state: 'enabled', at, processed: 0, processed_by: null, processed_at: null, comment: '', created_at: now, updated_at: now, created_by: null };
    const inserted = await trx.insertInto('device_alarms').values(row).returning('id').executeTakeFirstOrThrow();
    await recordEvent(trx, { actor: SYSTEM_ACTOR, entity: deviceAlarm.path, recordId: Number(inserted.id), action: 'create', changes: { device_id: { after: device_id }, zone: { after: zone }, sensor: { after: sensor } } });
    return Number(inserted.id);
  });
  if (id === undefined) return 0;
  store.events?.changed({ entity: deviceAlarm.path, id, action: active ? 'created' : 'updated', by: null, fields: active ? [] : ['state'] });
  await tellViewers(store, id, active ? 'device_alarm_enabled' : 'device_alarm_disabled');
  return id;
}

export const deviceAlarmHooks = entityHooks(deviceAlarm, {
  beforeWrite: [async ({ actor, stored, data }) => {
    // Only the comment changes, and only by the operator who processed the alarm (000 §4.2).
    if (!stored || actor.kind === 'system') return;
    if (data.comment !== stored.comment && (!stored.processed || stored.processed_by !== actor.id)) {
      throw new AppError('editing_prohibited', { comment: fieldMessage('alarm_comment_processor') });
    }
  }],
  commands: {
    process: [async ({ store, id, actor, afterCommit }) => {
      afterCommit(() => tellViewers(store, id, 'device_alarm_processed', actor.id));
    }],
  },
});
