/**
 * A notification's sentence in the user's language: its type's text (live.notifications.texts) filled from
 * its data, an enum value shown by its label (the server names the label's key). Nothing is joined here:
 * each language orders the words itself.
 */
import type { TranslateFunction } from 'react-admin';
import type { ConsoleNotification } from './notifications-api';

export function notificationText(notification: ConsoleNotification, translate: TranslateFunction): string {
  const labels = Object.fromEntries(Object.entries(notification.labels ?? {}).map(([key, labelKey]) => [key, translate(labelKey, { _: String(notification.data[key]) })]));
  return translate(`live.notifications.texts.${notification.type}`, { ...notification.data, ...labels, _: '' });
}
