/**
 * The notification types and what each one is, in one catalogue keyed by type that the server and the console
 * both read: the settings a user starts with (000 §3.14: on or off, important, the default sound), the icon and
 * colour it shows, whether it is an alarm (the page's "alarm" filter). The rest is typed by NotificationType,
 * so a new type without it fails the type check: its label and sentence (locales/live.*.ts), its subject
 * (server/notifications/subjects.ts); a new icon name without a component fails in
 * src/notifications/notification-icon.tsx.
 * `ours` marks the events 000 §3.14 lacks (GET /meta answers only the product's): a role change, the device
 * warnings its project and group settings ask for (docs/communications.md), a reservation canceled by a
 * change of its amenity's slots.
 */
export const SOUND_MODES = ['none', 'once', 'repeat'] as const;

export interface NotificationSetting {
  is_enabled: boolean;
  /** Stays on top of the bell (at most 3 shown). */
  is_important: boolean;
  /** once: played once; repeat: until the notification is read. */
  sound: { file: string | null; mode: (typeof SOUND_MODES)[number] };
}

interface NotificationKind {
  settings: NotificationSetting;
  /** A Material icon's name; the console's component for it: src/notifications/notification-icon.tsx. */
  icon: string;
  color: string;
  alarm?: true;
  ours?: true;
}

// Routine confirmations are silent; failures and alarms are important; the busiest type (every use of an
// identifier) starts off so the bell stays readable.
const silent = (is_enabled = true) => ({ is_enabled, is_important: false, sound: { file: null, mode: 'none' } }) as const;
const message = { is_enabled: true, is_important: false, sound: { file: 'message', mode: 'once' } } as const;
const warning = { is_enabled: true, is_important: true, sound: { file: 'warning', mode: 'once' } } as const;
const alarm = { is_enabled: true, is_important: true, sound: { file: 'alarm', mode: 'repeat' } } as const;

export const NOTIFICATION_CATALOGUE = {
  announce_received: { settings: message, icon: 'campaign', color: '#1976d2' },
  conversation_received: { settings: message, icon: 'forum', color: '#1976d2' },
  announce_status_changed: { settings: silent(), icon: 'campaign', color: '#0288d1' },
  conversation_message_received: { settings: message, icon: 'chat', color: '#1976d2' },
  sip_reboot_started: { settings: silent(), icon: 'restart_alt', color: '#ed6c02' },
  sip_reboot_completed: { settings: silent(), icon: 'restart_alt', color: '#2e7d32' },
  sip_reboot_completed_with_error: { settings: warning, icon: 'restart_alt', color: '#d32f2f' },
  device_broker_settings_sent: { settings: silent(), icon: 'settings_remote', color: '#0288d1' },
  device_broker_settings_sent_with_error: { settings: warning, icon: 'settings_remote', color: '#d32f2f' },
  user_used_identifier: { settings: silent(false), icon: 'badge', color: '#2e7d32' },
  user_used_revoked_identifier: { settings: warning, icon: 'gpp_bad', color: '#d32f2f' },
  device_alarm_enabled: { settings: alarm, icon: 'alarm', color: '#d32f2f', alarm: true },
  device_alarm_disabled: { settings: message, icon: 'alarm', color: '#2e7d32', alarm: true },
  device_alarm_processed: { settings: silent(), icon: 'alarm', color: '#0288d1', alarm: true },
  role_changed: { settings: silent(), icon: 'admin_panel_settings', color: '#7b1fa2', ours: true },
  device_went_offline: { settings: warning, icon: 'portable_wifi_off', color: '#ed6c02', ours: true },
  device_task_failed: { settings: warning, icon: 'sync_problem', color: '#d32f2f', ours: true },
  amenity_reservation_canceled: {
    settings: { is_enabled: true, is_important: true, sound: { file: null, mode: 'none' } },
    icon: 'event_busy',
    color: '#ed6c02',
    ours: true,
  },
} as const satisfies Record<string, NotificationKind>;

export type NotificationType = keyof typeof NOTIFICATION_CATALOGUE;
/** Every type, in the catalogue's order (the settings page's rows). */
export const NOTIFICATION_TYPES = Object.keys(NOTIFICATION_CATALOGUE) as NotificationType[];

type Catalogue = typeof NOTIFICATION_CATALOGUE;
/** The types of 000 §3.14, without ours. */
export type ProductNotificationType = { [T in NotificationType]: Catalogue[T] extends { ours: true } ? never : T }[NotificationType];
export const PRODUCT_NOTIFICATION_TYPES = NOTIFICATION_TYPES.filter((type) => !('ours' in NOTIFICATION_CATALOGUE[type])) as ProductNotificationType[];

/** Every icon name the catalogue uses: the console has a component for each one. */
export type NotificationIcon = Catalogue[NotificationType]['icon'];
