/** The mail section of project settings (000 §3.13 mail_settings): how the console sends e-mail. */
import { z } from 'zod';
import { PROJECT_SETTINGS_ACCESS, defineSettingsSection } from '../define-settings-section';

export const MAIL_ENCRYPTIONS = ['none', 'ssl', 'tls'] as const;

/** The SMTP server's settings (000 §3.13 "SMTP settings"); the password is a secret. */
export const smtpSettings = z.strictObject({
  host: z.string().max(255).default(''),
  port: z.coerce.number().int().min(1).max(65535).default(25),
  username: z.string().max(255).default(''),
  password: z.string().max(255).default(''),
  from_address: z.union([z.literal(''), z.email().max(255)]).default(''),
  from_name: z.string().max(255).default(''),
  encryption: z.enum(MAIL_ENCRYPTIONS).default('none'),
});

export const mailSettings = z.strictObject({
  type: z.enum(['none', 'smtp']).default('none'),
  settings: smtpSettings.default({ host: '', port: 25, username: '', password: '', from_address: '', from_name: '', encryption: 'none' }),
});
export type MailSettings = z.infer<typeof mailSettings>;

/**
 * POST /project-settings/mail/test (001 §7 "mail test"): a test e-mail to `email` (else the signed-in user's
 * address) through the stored mail settings, with `settings` (a form's unsaved fields, as a PATCH sends them)
 * put over them first: the console tests before it saves.
 */
export const mailTestRequest = z.strictObject({
  email: z.email().max(255).optional(),
  settings: z.record(z.string(), z.unknown()).optional(),
});
export const mailTestAnswer = z.strictObject({ to: z.string() });
/** Why a test e-mail did not go (error.failure of its mail_not_sent answer), beside the SMTP server's own words. */
export const MAIL_TEST_FAILURES = ['not_configured', 'unreachable', 'auth_failed', 'refused', 'address_rejected'] as const;

const smtp = { shownWhen: { name: 'type', equals: 'smtp' } };

export const mail = defineSettingsSection({
  name: 'mail',
  path: 'mail',
  scope: 'project',
  schema: mailSettings,
  access: PROJECT_SETTINGS_ACCESS,
  secrets: ['settings.password'],
  test: { path: 'mail/test', failures: MAIL_TEST_FAILURES },
  form: [
    { id: 'delivery', fields: ['type'] },
    {
      id: 'smtp',
      fields: ['host', 'port', 'encryption', 'username', 'password', 'from_address', 'from_name'].map((name) => ({ name: `settings.${name}`, ...smtp })),
    },
  ],
});
