/**
 * Demo device tasks, device events and access-control events for the demo devices (issue 6), and the view
 * permissions for them on the demo roles that manage or read devices. Devices come online for real, when
 * the demo fleet (or a real device) signs in to the broker. No sync task is made up here: a device's sync
 * state is what it really took (a made-up failure showed demo devices "Failed" at first start, issue 34).
 */
import { accessControlEvent, deviceEvent, deviceTask } from '../../schemas';
import type { Permission } from '../../schemas/permissions';
import { SYSTEM_ACTOR } from '../access/actor';
import * as repository from '../crud/repository';
import type { Store } from '../crud/repository';
import { grantToRoles } from './role-grants';
import type { DemoTexts } from './texts';

const EVENT_VIEWS: Permission[] = ['devices.tasks.view', 'devices.events.view', 'access_control_events.view'];
const EVENT_TYPES = ['door_opened', 'call_started', 'went_offline', 'came_online', 'tamper_alarm'] as const;
const HOUR = 3_600_000;

export async function seedDeviceEvents(store: Store, t: DemoTexts) {
  await grantToRoles(store, t, { groupAdministrator: EVENT_VIEWS, auditor: EVENT_VIEWS, dealer: EVENT_VIEWS });
  const devices = await store.db.selectFrom('devices').select(['id', 'domain_id', 'protocol', 'name']).orderBy('id').execute();
  const identifiers = await store.db.selectFrom('identifiers').select(['id', 'owner', 'name']).orderBy('id').execute();
  const now = Date.now();
  for (const [i, d] of devices.entries()) {
    const device_id = Number(d.id);
    const domain_id = Number(d.domain_id);
    for (const [k, type] of EVENT_TYPES.entries()) {
      const message = t.deviceEvents[type];
      const at = new Date(now - (i * EVENT_TYPES.length + k) * HOUR).toISOString();
      await repository.create(store, deviceEvent, SYSTEM_ACTOR, { device_id, domain_id, type, message, data: { source: 'demo' }, at });
    }
    await repository.create(store, deviceTask, SYSTEM_ACTOR, { device_id, domain_id, type: 'init', status: 'completed' });
    for (const [k, id] of identifiers.slice(0, 3).entries()) {
      await repository.create(store, accessControlEvent, SYSTEM_ACTOR, {
        identifier_id: Number(id.id), user_id: id.owner === null ? null : Number(id.owner), device_id, domain_id,
        decision: (i + k) % 4 === 0 ? 'denied' : 'allowed', reason: (i + k) % 4 === 0 ? 'no_rule' : 'allowed_by_rule',
        at: new Date(now - (i * 3 + k) * HOUR).toISOString(),
      });
    }
  }
}
