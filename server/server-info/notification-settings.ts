/**
 * Notification types of 000 §3.14 with the settings a user starts with (GET /meta notification_settings).
 * Important ones stay on top of the bell (at most 3 shown); sound modes: none, once, repeat (until read).
 * Routine confirmations are silent; failures and alarms are important; the busiest type (every use of an
 * identifier) starts off so the bell stays readable.
 */
export const NOTIFICATION_TYPES = [
  'announce_received',
  'conversation_received',
  'announce_status_changed',
  'conversation_message_received',
  'sip_reboot_started',
  'sip_reboot_completed',
  'sip_reboot_completed_with_error',
  'device_broker_settings_sent',
  'device_broker_settings_sent_with_error',
  'user_used_identifier',
  'user_used_revoked_identifier',
  'device_alarm_enabled',
  'device_alarm_disabled',
  'device_alarm_processed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const SOUND_MODES = ['none', 'once', 'repeat'] as const;

export interface NotificationSetting {
  is_enabled: boolean;
  is_important: boolean;
  sound: { file: string | null; mode: (typeof SOUND_MODES)[number] };
}

const silent = (is_enabled = true): NotificationSetting => ({ is_enabled, is_important: false, sound: { file: null, mode: 'none' } });
const message: NotificationSetting = { is_enabled: true, is_important: false, sound: { file: 'message', mode: 'once' } };
const warning: NotificationSetting = { is_enabled: true, is_important: true, sound: { file: 'warning', mode: 'once' } };
const alarm: NotificationSetting = { is_enabled: true, is_important: true, sound: { file: 'alarm', mode: 'repeat' } };

export const DEFAULT_NOTIFICATION_SETTINGS: Record<NotificationType, NotificationSetting> = {
  announce_received: message,
  conversation_received: message,
  announce_status_changed: silent(),
  conversation_message_received: message,
  sip_reboot_started: silent(),
  sip_reboot_completed: silent(),
  sip_reboot_completed_with_error: warning,
  device_broker_settings_sent: silent(),
  device_broker_settings_sent_with_error: warning,
  user_used_identifier: silent(false),
  user_used_revoked_identifier: warning,
  device_alarm_enabled: alarm,
  device_alarm_disabled: message,
  device_alarm_processed: silent(),
};
