/**
 * Creating a notification: stored for each recipient, then announced on the recipient's private topic
 * (the client refreshes its bell on any message there). Later hooks: identifier use and alarms call this
 * from their event handlers; announcements and conversations when they arrive.
 */
import type { Kysely } from 'kysely';
import type { EventBus } from '../live/event-bus';
import { userTopic } from '../live/topics';
import type { NotificationType } from './catalogue';
import { createNotifications } from './store';

export async function notify(db: Kysely<any>, bus: EventBus, userIds: number[], type: NotificationType, data: Record<string, unknown>) {
  const created = await createNotifications(db, userIds, type, data);
  for (const { userId, id } of created) {
    await bus.publish({ kind: 'message', topic: userTopic(userId), data: { type: 'notification', id, notification_type: type } });
  }
  return created;
}
