/**
 * A device's online/offline status, as its status topic says (the broker publishes the device's
 * "offline" will when the link is lost). A change is written once (a conditional update, so two server
 * processes hearing the same message write it once), recorded as a device event and told live.
 */
import { device } from '../../schemas/device';
import type { Store } from '../crud/repository';
import { deviceBySerial, recordDeviceEvents, type ReportingDevice } from './device-reports';

export async function applyDeviceStatus(store: Store, serial: string, status: 'online' | 'offline', at = new Date().toISOString()): Promise<ReportingDevice | undefined> {
  const found = await deviceBySerial(store, serial);
  if (!found || found.status === status) return undefined;
  const result = await store.db
    .updateTable('devices')
    .set({ status, updated_at: new Date().toISOString(), ...(status === 'online' ? { last_seen_at: new Date().toISOString() } : {}) })
    .where('id', '=', found.id)
    .where((eb) => eb.or([eb('status', '!=', status), eb('status', 'is', null)]))
    .executeTakeFirst();
  if (!Number(result.numUpdatedRows)) return undefined;
  store.events?.changed({ entity: device.path, id: found.id, action: 'updated', by: null, fields: ['status'] });
  await recordDeviceEvents(store, found, [{ type: status === 'online' ? 'came_online' : 'went_offline', at }]);
  return { ...found, status };
}
