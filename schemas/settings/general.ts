/** The general section of project settings (000 §3.13): the project, accounts and registration, notifications, guest passes. */
import { z } from 'zod';
import { PROJECT_SETTINGS_ACCESS, defineSettingsSection } from '../define-settings-section';
import { LOCALES } from '../user';
import { CLIENT_TYPES, clientTypeFields, clientTypes } from './client-types';

export const generalSettings = z.strictObject({
  name: z.string().max(255).default('Access console'),
  description: z.string().max(2000).default(''),
  can_user_recovery_password: z.boolean().default(true),
  can_user_register_by_token: z.boolean().default(true),
  can_user_register_himself: z.boolean().default(false),
  is_standalone_mode: z.boolean().default(false),
  /** Base of the links sent by e-mail (password reset, invitations); empty means the server's own address. */
  server_url: z.union([z.literal(''), z.url().max(500)]).default(''),
  time_zone: z.string().max(64).default('UTC'),
  locale: z.enum(LOCALES).default('en'),
  admin_email: z.union([z.literal(''), z.email().max(255)]).default(''),
  logs_life: z.number().int().min(1).max(3650).default(90),
  notify_about_offline_device: z.boolean().default(false),
  notify_about_device_task_failed: z.boolean().default(false),
  guest_identifier_limits: z
    .strictObject({ max_passes_count: z.number().int().min(1).max(1000).default(10), max_period_days: z.number().int().min(1).max(365).default(7) })
    .default({ max_passes_count: 10, max_period_days: 7 }),
  /** Self-registration (000 §3.13 user_self_register_settings): the role and group new residents get, and per client type. */
  user_self_register_settings: z
    .strictObject({ role_id: z.number().int().min(1).nullable().default(null), domain_id: z.number().int().min(0).default(0), client_types: clientTypes })
    .default({ role_id: null, domain_id: 0, client_types: clientTypes.parse(undefined) }),
});
export type GeneralSettings = z.infer<typeof generalSettings>;

export const general = defineSettingsSection({
  name: 'general',
  path: 'general',
  scope: 'project',
  schema: generalSettings,
  access: PROJECT_SETTINGS_ACCESS,
  form: [
    {
      id: 'project',
      fields: [
        'name',
        { name: 'description', multiline: true },
        'server_url',
        { name: 'time_zone', input: 'time_zone' },
        'locale',
        'admin_email',
        'logs_life',
        'is_standalone_mode',
      ],
    },
    {
      id: 'accounts',
      fields: [
        'can_user_recovery_password',
        'can_user_register_by_token',
        'can_user_register_himself',
        { name: 'user_self_register_settings.role_id', reference: 'roles' },
        { name: 'user_self_register_settings.domain_id', reference: 'groups' },
      ],
    },
    ...CLIENT_TYPES.map((type) => ({ id: `client_type_${type}`, fields: clientTypeFields(type) })),
    { id: 'notifications', fields: ['notify_about_offline_device', 'notify_about_device_task_failed'] },
    { id: 'guest_passes', fields: ['guest_identifier_limits.max_passes_count', 'guest_identifier_limits.max_period_days'] },
  ],
});
