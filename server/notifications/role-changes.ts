/**
 * Role changes, as they happen today: a role's permissions edited, or a user given another role. The
 * users concerned get {type:'role_changed', roleId} on their app-changes topic (the console refreshes
 * its profile and menu) and a `role_changed` notification. Runs in the process that made the change: a
 * reaction the live channel is given (server/live/routes.ts), so live/ imports no notification.
 */
import type { Store } from '../crud/repository';
import type { EventBus } from '../live/event-bus';
import type { RecordChange } from '../live/events';
import { appChangesTopic } from '../live/topics';
import { notify } from './notify';

async function affected(store: Store, change: RecordChange) {
  if (change.action !== 'updated') return [];
  if (change.entity === 'roles') {
    const users = await store.db.selectFrom('users').select('id').where('role_id', '=', change.id).execute();
    return users.map((user) => ({ userId: Number(user.id), roleId: change.id }));
  }
  if (change.entity === 'users' && change.fields.includes('role_id')) {
    const user = await store.db.selectFrom('users').select('role_id').where('id', '=', change.id).executeTakeFirst();
    return user?.role_id ? [{ userId: change.id, roleId: Number(user.role_id) }] : [];
  }
  return [];
}

export async function announceRoleChanges(store: Store, bus: EventBus, change: RecordChange) {
  const users = await affected(store, change);
  if (!users.length) return;
  for (const { userId, roleId } of users) await bus.publish({ kind: 'message', topic: appChangesTopic(userId), data: { type: 'role_changed', roleId } });
  const roleIds = [...new Set(users.map((u) => u.roleId))];
  const roles = await store.db.selectFrom('roles').select(['id', 'name']).where('id', 'in', roleIds).execute();
  for (const role of roles) {
    // The author knows what they changed; only the others are told.
    const recipients = users.filter((u) => u.roleId === Number(role.id) && u.userId !== change.by).map((u) => u.userId);
    if (recipients.length) await notify(store, recipients, 'role_changed', { name: String(role.name), author_id: change.by });
  }
}
