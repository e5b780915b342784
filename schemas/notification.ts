/**
 * A notification as the console reads it (001 §7 "Notifications and others", 001 §9 the bell): what it is
 * about and how it presents itself (server/notifications/catalogue.ts), the bell's unread summary, and the
 * user's settings per type.
 */
import { z } from 'zod';
import { pageOf } from './answer-envelopes';

export const consoleNotification = z.object({
  id: z.number().int(),
  /** A type of schemas/notification-types.ts, or one a later version no longer has. */
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  read: z.boolean(),
  important: z.boolean(),
  icon: z.string(),
  color: z.string(),
  /** once: played once; repeat: until the notification is read. */
  sound: z.object({ file: z.string(), mode: z.enum(['once', 'repeat']) }).nullable(),
  /** Where the popup's button goes: the record the notification is about, or its page. */
  popup_action: z.object({ code: z.string(), params: z.object({ page: z.string(), query: z.record(z.string(), z.string()) }) }).nullable(),
  /** Locale keys of the data's enum values, which the text shows by label. */
  labels: z.record(z.string(), z.string()),
  /** The data's dates and moments, which the text shows in the user's date format. */
  moments: z.record(z.string(), z.enum(['date', 'date_time'])),
});
export type ConsoleNotification = z.infer<typeof consoleNotification>;

export const notificationPage = pageOf(consoleNotification);

/** The bell: how many are unread, the 5 most recent and at most 3 important ones. */
export const unreadSummary = z.object({ count: z.number().int().min(0), recent: z.array(consoleNotification), important: z.array(consoleNotification) });
export type UnreadSummary = z.infer<typeof unreadSummary>;

/** Per type: whether it is kept at all, plays its sound, shows a popup. */
export const typeSettings = z.object({ is_enabled: z.boolean(), sound: z.boolean(), popup: z.boolean() });
/** Keyed by type; a type a later version no longer has keeps its stored setting. */
export const notificationSettings = z.record(z.string(), typeSettings);
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** How many notifications a call marked read. */
export const readCount = z.object({ read: z.number().int().min(0) });
