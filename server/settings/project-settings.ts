/**
 * Project settings (000 §3.13), stored one JSON value per section in `project_settings`. Each section is
 * described in schemas/settings/ (define-settings-section.ts); its zod schema has defaults, so a missing row or a missing key reads as the default, and a section written
 * by an older version still parses. Reads and writes name no actor: callers check permissions first
 * (routes) or are the server itself (registration reads its flags).
 *
 * @example
 * const general = await readSection(db, 'general');
 * if (!general.can_user_recovery_password) throw new AppError('recovery_closed');
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { SETTINGS_SECTIONS, type SectionName } from '../../schemas/settings';

export type { SectionName } from '../../schemas/settings';
export { type GeneralSettings, generalSettings } from '../../schemas/settings/general';
export { MAIL_ENCRYPTIONS, type MailSettings, mailSettings } from '../../schemas/settings/mail';
export { demoSettings } from '../../schemas/settings/demo';

/** Each section's schema, from its description (schemas/settings/). */
export const SECTIONS = Object.fromEntries(Object.entries(SETTINGS_SECTIONS).map(([name, section]) => [name, section.schema])) as {
  [S in SectionName]: (typeof SETTINGS_SECTIONS)[S]['schema'];
};
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
