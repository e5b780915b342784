/**
 * Demo device alarms: the monitors of both blocks raised a few, one went quiet again and one was processed,
 * so the alarms page shows every state. Group administrators may view and process them, auditors view.
 */
import { deviceAlarm } from '../../schemas';
import { SYSTEM_ACTOR } from '../access/actor';
import { runCommand } from '../crud/commands';
import type { Store } from '../crud/repository';
import { type RoleGrants, grantToRoles } from './role-grants';
import type { DemoTexts } from './texts';
import { raiseDeviceAlarm } from '../entities/device-alarms';

const GRANTS: RoleGrants = {
  groupAdministrator: ['device_alarms.view', 'device_alarms.process'],
  auditor: ['device_alarms.view'],
};
const HOUR = 3_600_000;

export async function seedDeviceAlarms(store: Store, t: DemoTexts) {
  await grantToRoles(store, t, GRANTS);
  const monitors = await store.db.selectFrom('devices').select('id').where('type', '=', 'monitor').orderBy('id').execute();
  const now = Date.now();
  for (const [i, monitor] of monitors.entries()) {
    const device_id = Number(monitor.id);
    const smoke = await raiseDeviceAlarm(store, { device_id, zone: 1, sensor: 'smoke', active: true, at: new Date(now - (3 + i) * HOUR).toISOString() });
    await raiseDeviceAlarm(store, { device_id, zone: 4, sensor: 'window', active: true, at: new Date(now - (2 + i) * HOUR).toISOString() });
    await raiseDeviceAlarm(store, { device_id, zone: 4, sensor: 'window', active: false });
    await raiseDeviceAlarm(store, { device_id, zone: 7, sensor: 'panic', active: true, at: new Date(now - i * HOUR).toISOString() });
    if (i === 0) await runCommand(store, deviceAlarm, SYSTEM_ACTOR, smoke, 'process', { comment: t.alarmComment });
  }
}
