/**
 * Project settings (000 §3.13), stored one JSON value per section in `project_settings`. Each section has a
 * zod schema with defaults, so a missing row or a missing key reads as the default, and a section written
 * by an older version still parses. Reads and writes name no actor: callers check permissions first
 * (routes) or are the server itself (registration reads its flags).
 *
 * @example
 * const general = await readSection(db, 'general');
 * if (!general.can_user_recovery_password) throw new AppError('recovery_closed');
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { LOCALES } from '../../schemas/user';
import { backupSettings } from './backup-section';
import { licenceSettings } from './licence-section';
import { sipSettings } from './sip-section';

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
  /** Self-registration (000 §3.13 user_self_register_settings): the role and group new residents get. */
  user_self_register_settings: z
    .strictObject({ role_id: z.number().int().min(1).nullable().default(null), domain_id: z.number().int().min(0).default(0) })
    .default({ role_id: null, domain_id: 0 }),
});
export type GeneralSettings = z.infer<typeof generalSettings>;

export const MAIL_ENCRYPTIONS = ['none', 'ssl', 'tls'] as const;

export const mailSettings = z.strictObject({
  type: z.enum(['none', 'smtp']).default('none'),
  settings: z
    .strictObject({
      host: z.string().max(255).default(''),
      port: z.coerce.number().int().min(1).max(65535).default(25),
      username: z.string().max(255).default(''),
      password: z.string().max(255).default(''),
      from_address: z.union([z.literal(''), z.email().max(255)]).default(''),
      from_name: z.string().max(255).default(''),
      encryption: z.enum(MAIL_ENCRYPTIONS).default('none'),
    })
    .default({ host: '', port: 25, username: '', password: '', from_address: '', from_name: '', encryption: 'none' }),
});
export type MailSettings = z.infer<typeof mailSettings>;

/** Every section and its schema. A new section is one line here. */
/** What the demo seeded (server/demo/): the demo fleet plays only these devices, never a real site's. */
export const demoSettings = z.strictObject({ fleet_serials: z.array(z.string().max(64)).max(1000).default([]) });

export const SECTIONS = { general: generalSettings, mail: mailSettings, license: licenceSettings, demo: demoSettings, sip: sipSettings, backups: backupSettings } as const;
export type SectionName = keyof typeof SECTIONS;
export type SectionValue<S extends SectionName> = z.infer<(typeof SECTIONS)[S]>;

export async function readSection<S extends SectionName>(db: Kysely<any>, section: S): Promise<SectionValue<S>> {
  const row = await db.selectFrom('project_settings').select('value').where('section', '=', section).executeTakeFirst();
  const stored = row ? JSON.parse(row.value) : {};
  // A stored value that no longer parses (a removed key) falls back key by key to the defaults.
  const parsed = SECTIONS[section].safeParse(stored);
  return (parsed.success ? parsed.data : SECTIONS[section].parse({})) as SectionValue<S>;
}

/** Replaces a section with a value already validated by its schema (in the caller's transaction, if any). */
export async function writeSection<S extends SectionName>(db: Kysely<any>, section: S, value: SectionValue<S>) {
  const row = { section, value: JSON.stringify(value), updated_at: new Date().toISOString() };
  await db
    .insertInto('project_settings')
    .values(row)
    .onConflict((oc) => oc.column('section').doUpdateSet({ value: row.value, updated_at: row.updated_at }))
    .execute();
}
