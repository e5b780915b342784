/**
 * Notification types and how each one presents itself. The types, their importance (the bell's
 * "important" list) and their default sound come from the product's catalogue of 000 §3.14
 * (server/server-info/notification-settings.ts, also answered by GET /meta); here: whether a type is an
 * alarm (the page's "alarm" filter), its icon and colour; what it is about, says and opens: subjects.ts.
 * OUR_TYPES are events the product's catalogue lacks: a role change, the device warnings its project and group settings ask for (a device
 * went offline, a device task failed; docs/communications.md), and a reservation canceled by a change of its amenity's slots.
 */
import { DEFAULT_NOTIFICATION_SETTINGS, NOTIFICATION_TYPES as PRODUCT_TYPES } from '../server-info/notification-settings';
import { enumLabelKeys, momentKinds, openedPage } from './subjects';

const warning = { is_enabled: true, is_important: true, sound: { file: 'warning', mode: 'once' as const } };
const OUR_DEFAULTS = {
  role_changed: { is_enabled: true, is_important: false, sound: { file: null, mode: 'none' as const } },
  device_went_offline: warning,
  device_task_failed: warning,
  amenity_reservation_canceled: { is_enabled: true, is_important: true, sound: { file: null, mode: 'none' as const } },
};
const OUR_TYPES = Object.keys(OUR_DEFAULTS) as (keyof typeof OUR_DEFAULTS)[];

export const NOTIFICATION_TYPES = [...PRODUCT_TYPES, ...OUR_TYPES] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface Presentation {
  important: boolean;
  alarm: boolean;
  icon: string;
  color: string;
  /** once: played once; repeat: until the notification is read. */
  sound: { file: string; mode: 'once' | 'repeat' } | null;
  /** Where the popup's button goes: the record the notification is about, or its page (subjects.ts). */
  popup_action: { code: string; params: { page: string; query: Record<string, string> } };
  /** Locale keys of the data's enum values, which its text shows by label. */
  labels: Record<string, string>;
  /** The data's dates and moments, which its text shows in the user's date format. */
  moments: Record<string, 'date' | 'date_time'>;
}

type Look = Pick<Presentation, 'icon' | 'color'> & { alarm?: boolean };

const LOOKS: Record<NotificationType, Look> = {
  announce_received: { icon: 'campaign', color: '#1976d2' },
  conversation_received: { icon: 'forum', color: '#1976d2' },
  announce_status_changed: { icon: 'campaign', color: '#0288d1' },
  conversation_message_received: { icon: 'chat', color: '#1976d2' },
  sip_reboot_started: { icon: 'restart_alt', color: '#ed6c02' },
  sip_reboot_completed: { icon: 'restart_alt', color: '#2e7d32' },
  sip_reboot_completed_with_error: { icon: 'restart_alt', color: '#d32f2f' },
  device_broker_settings_sent: { icon: 'settings_remote', color: '#0288d1' },
  device_broker_settings_sent_with_error: { icon: 'settings_remote', color: '#d32f2f' },
  user_used_identifier: { icon: 'badge', color: '#2e7d32' },
  user_used_revoked_identifier: { icon: 'gpp_bad', color: '#d32f2f' },
  device_alarm_enabled: { icon: 'alarm', color: '#d32f2f', alarm: true },
  device_alarm_disabled: { icon: 'alarm', color: '#2e7d32', alarm: true },
  device_alarm_processed: { icon: 'alarm', color: '#0288d1', alarm: true },
  role_changed: { icon: 'admin_panel_settings', color: '#7b1fa2' },
  device_went_offline: { icon: 'portable_wifi_off', color: '#ed6c02' },
  device_task_failed: { icon: 'sync_problem', color: '#d32f2f' },
  amenity_reservation_canceled: { icon: 'event_busy', color: '#ed6c02' },
};

export function defaultsOf(type: NotificationType) {
  return type in OUR_DEFAULTS ? OUR_DEFAULTS[type as keyof typeof OUR_DEFAULTS] : DEFAULT_NOTIFICATION_SETTINGS[type as keyof typeof DEFAULT_NOTIFICATION_SETTINGS];
}

function presentation(type: NotificationType, data: Record<string, unknown>): Presentation {
  const { icon, color, alarm = false } = LOOKS[type];
  const { is_important, sound } = defaultsOf(type);
  return {
    important: is_important,
    alarm,
    icon,
    color,
    sound: sound.file && sound.mode !== 'none' ? { file: `/sounds/${sound.file}.mp3`, mode: sound.mode } : null,
    popup_action: { code: 'open_page', params: { page: openedPage(type, data), query: {} } },
    labels: enumLabelKeys(type, data),
    moments: momentKinds(type),
  };
}

/** How one stored notification presents itself; undefined for a type no longer in the catalogue. */
export const presentationOf = (type: string, data: Record<string, unknown>): Presentation | undefined =>
  type in LOOKS ? presentation(type as NotificationType, data) : undefined;

export const ALARM_TYPES = NOTIFICATION_TYPES.filter((type) => LOOKS[type].alarm);
export const IMPORTANT_TYPES = NOTIFICATION_TYPES.filter((type) => defaultsOf(type).is_important);

/** 001 §9: the bell shows 5 recent and at most 3 important; pages of 20. */
export const RECENT_COUNT = 5;
export const IMPORTANT_COUNT = 3;
export const PAGE_SIZE = 20;
