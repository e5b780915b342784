/**
 * The settings a user starts with for the notification types of 000 §3.14 (GET /meta notification_settings),
 * read from the shared catalogue (schemas/notification-types.ts), which also holds our own types.
 */
import { NOTIFICATION_CATALOGUE, type NotificationSetting, PRODUCT_NOTIFICATION_TYPES, type ProductNotificationType } from '../../schemas/notification-types';

export const NOTIFICATION_TYPES = PRODUCT_NOTIFICATION_TYPES;

export const DEFAULT_NOTIFICATION_SETTINGS = Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, NOTIFICATION_CATALOGUE[type].settings])) as Record<
  ProductNotificationType,
  NotificationSetting
>;
