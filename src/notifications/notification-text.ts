/**
 * A notification's sentence in the user's language: its type's text (live.notifications.texts) filled from
 * its data, an enum value shown by its label (the server names the label's key), a date or moment in the
 * user's format (the server names which are). Nothing is joined here: each language orders the words itself.
 */
import type { TranslateFunction } from 'react-admin';
import { type DateTimeSettings, formatDate, formatDateTime } from '../../resources/date-time';
import type { ConsoleNotification } from './notifications-api';

export function notificationText(notification: ConsoleNotification, translate: TranslateFunction, dates: DateTimeSettings): string {
  const { data } = notification;
  const labels = Object.fromEntries(Object.entries(notification.labels ?? {}).map(([key, labelKey]) => [key, translate(labelKey, { _: String(data[key]) })]));
  // A calendar day is no moment: read in UTC, where '2026-12-01' stays that day in every zone.
  const moments = Object.fromEntries(
    Object.entries(notification.moments ?? {}).map(([key, kind]) => [key, kind === 'date' ? formatDate(data[key], { ...dates, timeZone: 'UTC' }) : formatDateTime(data[key], dates, { seconds: false })]),
  );
  return translate(`live.notifications.texts.${notification.type}`, { ...data, ...labels, ...moments, _: '' });
}
