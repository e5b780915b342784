/**
 * Creating a notification: stored for each recipient, then announced on the recipient's private topic
 * (the client refreshes its bell on any message there). Later hooks: identifier use and alarms call this
 * from their event handlers; announcements and conversations when they arrive.
 */
import type { Store } from '../crud/repository';
import { userTopic } from '../live/topics';
import type { NotificationType } from './catalogue';
import { createNotifications } from './store';
import type { NotificationData } from './subjects';

/** `data` holds what the type's text names and the id of what it opens (subjects.ts), checked at compile time. */
export async function notify<T extends NotificationType>(store: Store, userIds: number[], type: T, data: NotificationData<T>) {
  const created = await createNotifications(store.db, userIds, type, data);
  for (const { userId, id } of created) store.events?.message(userTopic(userId), { type: 'notification', id, notification_type: type });
  return created;
}
