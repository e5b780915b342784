/** The notifications calls (001 §7) as typed functions over the console's http client (useNotificationsApi()). */
import { useMemo } from 'react';
import type { Http } from '../providers/http';
import { useHttp } from '../providers/http-context';
import type { ConsoleNotification, NotificationSettings, UnreadSummary } from '../../schemas/notification';
import type { Pagination } from '../../schemas/answer-envelopes';

export type NotificationFilter = 'all' | 'alarm' | 'important';

export type { ConsoleNotification, NotificationSettings, UnreadSummary };

/** The calls over a client: useHttp()'s in the console, a test double in a test. */
export const notificationsApi = (http: Http) => ({
  unread: () => http<{ data: UnreadSummary }>('GET', '/notifications/unread').then((a) => a.data),
  items: (type: NotificationFilter, page: number) =>
    http<{ data: ConsoleNotification[]; pagination: Pagination }>('GET', '/notifications/items', { query: { type, page } }),
  read: (ids: number[]) => http('POST', '/notifications/read', { body: { ids } }),
  readAll: () => http('POST', '/notifications/read-all'),
  settings: () => http<{ data: NotificationSettings }>('GET', '/notifications/settings').then((a) => a.data),
  saveSettings: (changes: NotificationSettings) => http<{ data: NotificationSettings }>('PATCH', '/notifications/settings', { body: changes }).then((a) => a.data),
});

export function useNotificationsApi() {
  const http = useHttp();
  return useMemo(() => notificationsApi(http), [http]);
}

/** The popup action's page with its query: /devices/alarms/12/edit */
export function actionTarget(notification: ConsoleNotification) {
  const params = notification.popup_action?.params;
  if (!params) return undefined;
  const query = new URLSearchParams(params.query).toString();
  return query ? `${params.page}?${query}` : params.page;
}

export const NOTIFICATIONS_KEY = ['notifications'] as const;
