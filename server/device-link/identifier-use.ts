/**
 * "Identifier used" and "revoked identifier used" (000 §3.14), told to those who may see the access-control
 * event. The first is off by default (every use of every card would bury the bell), so only users who turned
 * it on are looked at; the second is a warning, on by default. Told after the device has its answer.
 */
import { accessControlEvent } from '../../schemas/access-control-event';
import { viewersOf } from '../access/viewers';
import type { Store } from '../crud/repository';
import { defaultsOf } from '../notifications/catalogue';
import { notify } from '../notifications/notify';

type UseType = 'user_used_identifier' | 'user_used_revoked_identifier';

/** Users who turned the type on in their own settings (for a type that is off by default). */
async function usersWhoEnabled(store: Store, type: UseType) {
  const rows = await store.db.selectFrom('notification_settings').select(['user_id', 'value']).execute();
  return rows.filter((row) => JSON.parse(String(row.value))?.[type]?.is_enabled === true).map((row) => Number(row.user_id));
}

export interface IdentifierUse {
  /** The access-control event recording the use. */
  event_id: number;
  identifier_id: number;
  device_id: number;
  decision: 'allowed' | 'denied';
}

export async function tellIdentifierUses(store: Store, uses: IdentifierUse[]) {
  for (const use of uses) {
    const row = await store.db.selectFrom('identifiers').select(['revoked', 'name']).where('id', '=', use.identifier_id).executeTakeFirst();
    if (!row) continue;
    const type: UseType = row.revoked ? 'user_used_revoked_identifier' : 'user_used_identifier';
    const candidates = defaultsOf(type).is_enabled ? undefined : await usersWhoEnabled(store, type);
    if (candidates && !candidates.length) continue;
    const viewers = await viewersOf(store.db, accessControlEvent, use.event_id);
    const recipients = candidates ? viewers.filter((user) => candidates.includes(user)) : viewers;
    if (!recipients.length) continue;
    const device = await store.db.selectFrom('devices').select('name').where('id', '=', use.device_id).executeTakeFirst();
    await notify(store, recipients, type, { ...use, identifier: String(row.name), device: String(device?.name ?? '') });
  }
}
