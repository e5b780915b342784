/**
 * The push server section of project settings (000 §3.13 "Push server: is_enabled, url, token"): where the
 * console sends the mobile apps' push notifications, and the token it sends them with (a secret, never echoed).
 * POST /project-settings/push-server/test sends one test notification there before the settings are saved.
 */
import { z } from 'zod';
import { PROJECT_SETTINGS_ACCESS, defineSettingsSection } from '../define-settings-section';

export const pushSettings = z
  .strictObject({
    is_enabled: z.boolean().default(false),
    url: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)]).default(''),
    token: z.string().max(1000).default(''),
  })
  .refine((push) => !push.is_enabled || push.url !== '', { message: 'required', path: ['url'] });
export type PushSettings = z.infer<typeof pushSettings>;

/** The test-send's request: the form's unsaved fields over the stored ones. */
export const pushTestRequest = z.strictObject({ settings: z.record(z.string(), z.unknown()).optional() });
/** What the push server answered the test: its HTTP status. */
export const pushTestAnswer = z.strictObject({ status: z.number().int() });
/** Why a test notification did not go (error.failure of its service_unavailable answer). */
export const PUSH_TEST_FAILURES = ['not_configured', 'unreachable', 'refused'] as const;

const enabled = { shownWhen: { name: 'is_enabled', equals: true } };

export const push = defineSettingsSection({
  name: 'push',
  path: 'push-server',
  scope: 'project',
  schema: pushSettings,
  access: PROJECT_SETTINGS_ACCESS,
  secrets: ['token'],
  test: { path: 'push-server/test', failures: PUSH_TEST_FAILURES },
  form: [{ id: 'server', fields: ['is_enabled', { name: 'url', ...enabled }, { name: 'token', ...enabled }] }],
});
