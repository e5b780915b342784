/**
 * Creating a notification: stored for each recipient, then announced on the recipient's private topic
 * (the client refreshes its bell on any message there). Later hooks: identifier use and alarms call this
 * from their event handlers; announcements and conversations when they arrive.
 */
import type { Store } from '../crud/repository';
import { userTopic } from '../live/topics';
import type { NotificationType } from './catalogue';
import { createNotifications } from './store';

export async function notify(store: Store, userIds: number[], type: NotificationType, data: Record<string, unknown>) {
  const created = await createNotifications(store.db, userIds, type, data);
  for (const { userId, id } of created) store.events?.message(userTopic(userId), { type: 'notification', id, notification_type: type });
  return created;
}
