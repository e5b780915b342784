/**
 * Notification types of 000 §3.14 and how each one presents itself: importance (the bell's "important"
 * list), whether it is an alarm (the page's "alarm" filter), icon, colour, sound and the popup's action.
 * `role_changed` is ours: the one event that exists in the product today (see README decisions).
 */
export const NOTIFICATION_TYPES = [
  'announce_received',
  'conversation_received',
  'announce_status_changed',
  'conversation_message_received',
  'sip_reboot_started',
  'sip_reboot_completed',
  'device_broker_settings_sent',
  'identifier_used',
  'revoked_identifier_used',
  'device_alarm_enabled',
  'device_alarm_disabled',
  'device_alarm_processed',
  'role_changed',
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface Presentation {
  important: boolean;
  alarm: boolean;
  icon: string;
  color: string;
  /** mode: once plays the file once; repeat until the notification is read. */
  sound: { file: string; mode: 'once' | 'repeat' } | null;
  /** Where the popup's button goes: a console page and its query. */
  popup_action: { code: string; params: { page: string; query: Record<string, string> } } | null;
}

const plain = (icon: string, color: string, page?: string): Presentation => ({
  important: false,
  alarm: false,
  icon,
  color,
  sound: null,
  popup_action: page ? { code: 'open_page', params: { page, query: {} } } : null,
});
const alarm = (color: string): Presentation => ({
  important: true,
  alarm: true,
  icon: 'alarm',
  color,
  sound: { file: '/sounds/alarm.mp3', mode: 'repeat' },
  popup_action: { code: 'open_page', params: { page: '/devices/alarms-calls', query: {} } },
});

export const PRESENTATION: Record<NotificationType, Presentation> = {
  announce_received: { ...plain('campaign', '#1976d2', '/announces/response'), important: true, sound: { file: '/sounds/message.mp3', mode: 'once' } },
  conversation_received: { ...plain('forum', '#1976d2', '/conversations'), sound: { file: '/sounds/message.mp3', mode: 'once' } },
  announce_status_changed: plain('campaign', '#0288d1', '/announces/response'),
  conversation_message_received: { ...plain('chat', '#1976d2', '/conversations'), sound: { file: '/sounds/message.mp3', mode: 'once' } },
  sip_reboot_started: plain('restart_alt', '#ed6c02', '/system-info'),
  sip_reboot_completed: plain('restart_alt', '#2e7d32', '/system-info'),
  device_broker_settings_sent: plain('settings_remote', '#0288d1', '/devices'),
  identifier_used: plain('badge', '#2e7d32', '/access-control/events'),
  revoked_identifier_used: { ...plain('gpp_bad', '#d32f2f', '/access-control/events'), important: true, sound: { file: '/sounds/alarm.mp3', mode: 'once' } },
  device_alarm_enabled: alarm('#d32f2f'),
  device_alarm_disabled: { ...alarm('#2e7d32'), important: false, sound: null },
  device_alarm_processed: { ...alarm('#0288d1'), important: false, sound: null },
  role_changed: plain('admin_panel_settings', '#7b1fa2', '/profile'),
};

export const ALARM_TYPES = NOTIFICATION_TYPES.filter((type) => PRESENTATION[type].alarm);
export const IMPORTANT_TYPES = NOTIFICATION_TYPES.filter((type) => PRESENTATION[type].important);

/** 001 §9: the bell shows 5 recent and at most 3 important; pages of 20. */
export const RECENT_COUNT = 5;
export const IMPORTANT_COUNT = 3;
export const PAGE_SIZE = 20;
