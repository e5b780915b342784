/** A notification's line of text: its type's name, then what its data names (device, user, role…). */
import type { ConsoleNotification } from './notifications-api';

const DETAIL_FIELDS = ['name', 'device', 'user', 'identifier_number', 'group', 'from', 'status'] as const;

export function notificationDetail(notification: ConsoleNotification) {
  return DETAIL_FIELDS.map((field) => notification.data[field])
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .join(' · ');
}
