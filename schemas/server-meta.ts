/**
 * GET /meta's and GET /countries' answers (001 §7 Resources): the filter rules and permission families the API
 * knows, the settings a user starts with per notification type, and the countries a form offers.
 */
import { z } from 'zod';
import { FILTER_RULES } from './list-query';
import { SOUND_MODES } from './notification-types';
import { PERMISSIONS } from './permissions';

export const country = z.object({ code: z.string(), name: z.string() });
export type Country = z.infer<typeof country>;

/** A notification type's defaults (schemas/notification-types.ts NotificationSetting). */
const notificationSetting = z.object({
  is_enabled: z.boolean(),
  is_important: z.boolean(),
  sound: z.object({ file: z.string().nullable(), mode: z.enum(SOUND_MODES) }),
});

export const serverMeta = z.object({
  filters: z.object({ rules: z.array(z.enum(FILTER_RULES)), matching: z.array(z.enum(['match_any', 'match_all'])) }),
  /** Permission names by family. */
  permissions: z.record(z.string(), z.array(z.enum(PERMISSIONS as [string, ...string[]]))),
  notification_settings: z.record(z.string(), notificationSetting),
});
