/**
 * The mobile SDK section of project settings (000 §3.13 mobile_sdk_settings {is_enabled, api_key}): whether the
 * mobile apps may register, and the API key they prove it with. The key is made by the server on demand (POST
 * /project-settings/mobile-sdk/api-key) and answered that once; only its SHA-256 hash is stored (`api_key`), so
 * the section answers it as a secret: the placeholder and `api_key_filled` (docs/settings.md).
 */
import { z } from 'zod';
import { PROJECT_SETTINGS_ACCESS, defineSettingsSection } from '../define-settings-section';

export const mobileSdkSettings = z.strictObject({
  is_enabled: z.boolean().default(false),
  /** `sha256:<hex>` of the key; empty: none made yet. */
  api_key: z.string().max(100).default(''),
  /** The app's store pages, shown as QR codes by the "QR app store" dialog (000 §2.7); empty: not offered. */
  app_store_url: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)]).default(''),
  google_play_url: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)]).default(''),
});
export type MobileSdkSettings = z.infer<typeof mobileSdkSettings>;

/** The new key, answered once by the command that made it. */
export const mobileSdkKeyAnswer = z.strictObject({ api_key: z.string() });

export const mobileSdk = defineSettingsSection({
  name: 'mobile_sdk',
  path: 'mobile-sdk',
  scope: 'project',
  schema: mobileSdkSettings,
  access: PROJECT_SETTINGS_ACCESS,
  secrets: ['api_key'],
  generated: ['api_key'],
  commands: [{ id: 'regenerate_api_key', path: 'mobile-sdk/api-key' }],
  form: [{ id: 'sdk', fields: ['is_enabled'] }, { id: 'stores', fields: ['app_store_url', 'google_play_url'] }],
});
