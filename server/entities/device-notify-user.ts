/**
 * 001 §8 "device-notify user not authorised or not group admin": a group's device-status notices (offline
 * devices, failed tasks: server/device-link/device-warnings.ts) go to one user, who must administer the group:
 * their role edits it (groups.edit.*, groups.manage_own.general), or they are in it and manage its notifications.
 */
import type { Kysely } from 'kysely';
import { group } from '../../schemas/group';
import { hasPermission, loadActor } from '../access/actor';
import { grantedScopes, pathsWithinScopes } from '../access/scope';
import { AppError } from '../errors';

const userOf = (setting: unknown) => (setting as { user?: number | null } | null | undefined)?.user ?? null;

/** `place`: the group's id (none before it is created) and its path, or the path it will have. */
export async function assertNotifyUserAdministers(db: Kysely<any>, data: Record<string, unknown>, stored: Record<string, unknown> | undefined, place: { id: number | null; path: string }) {
  const user = userOf(data.device_status_notify);
  const storedSetting = typeof stored?.device_status_notify === 'string' ? JSON.parse(stored.device_status_notify) : stored?.device_status_notify;
  // A setting left as it was is no new choice: other edits of the group go on.
  if (user === null || user === userOf(storedSetting)) return;
  const notified = await loadActor(db, user);
  const administers =
    notified !== undefined &&
    (pathsWithinScopes(notified, grantedScopes(notified, group, 'update'), [{ id: place.id ?? -1, path: place.path }]) ||
      (place.id !== null && notified.groupIds.includes(place.id) && hasPermission(notified, 'groups.manage_own.notifications')));
  if (!administers) throw new AppError('device_notify_user_not_allowed', { 'device_status_notify.user': 'not a group administrator' });
}
