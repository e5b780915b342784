/**
 * How each notification type presents itself. The types, their settings and default sound, icon, colour and
 * whether each is an alarm (the page's "alarm" filter): the shared catalogue, schemas/notification-types.ts;
 * what each is about, says and opens: subjects.ts.
 */
import { NOTIFICATION_CATALOGUE, NOTIFICATION_TYPES, type NotificationSetting, type NotificationType } from '../../schemas/notification-types';
import { enumLabelKeys, momentKinds, openedPage } from './subjects';

export { NOTIFICATION_TYPES, type NotificationType };

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

export const defaultsOf = (type: NotificationType): NotificationSetting => NOTIFICATION_CATALOGUE[type].settings;

function presentation(type: NotificationType, data: Record<string, unknown>): Presentation {
  const kind: { icon: string; color: string; alarm?: true } = NOTIFICATION_CATALOGUE[type];
  const { icon, color } = kind;
  const { is_important, sound } = defaultsOf(type);
  return {
    important: is_important,
    alarm: kind.alarm ?? false,
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
  Object.hasOwn(NOTIFICATION_CATALOGUE, type) ? presentation(type as NotificationType, data) : undefined;

export const ALARM_TYPES = NOTIFICATION_TYPES.filter((type) => 'alarm' in NOTIFICATION_CATALOGUE[type]);
export const IMPORTANT_TYPES = NOTIFICATION_TYPES.filter((type) => defaultsOf(type).is_important);

/** 001 §9: the bell shows 5 recent and at most 3 important; pages of 20. */
export const RECENT_COUNT = 5;
export const IMPORTANT_COUNT = 3;
export const PAGE_SIZE = 20;
