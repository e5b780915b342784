/**
 * Group settings: the settings sections of scope 'group' (schemas/settings/, e.g. the white label), stored one
 * JSON value per section and group in `group_settings` and inherited down the tree. A group without its own
 * value takes its nearest ancestor's; with none up to the root, the section's defaults. As readSection
 * (project-settings.ts), reads and writes name no actor: routes check permissions first.
 *
 * @example
 * const company = await readGroupSection(db, 'white_label', site.id); // the site's, else its building's, ...
 */
import type { Kysely } from 'kysely';
import { SETTINGS_SECTIONS } from '../../schemas/settings';
import { SECTIONS, type SectionName, type SectionValue } from './project-settings';

/** The ids on a group path ("0.3.17."), from the root down. */
export const idsOfPath = (path: string) => path.split('.').filter(Boolean).map(Number);

function assertGroupScope(section: SectionName) {
  if (SETTINGS_SECTIONS[section].scope !== 'group') throw new Error(`settings section ${section} is not set per group`);
}

/** The section's value parsed, a value that no longer parses (a removed key) read as the defaults. */
function parsed<S extends SectionName>(section: S, stored: string | undefined): SectionValue<S> {
  const result = SECTIONS[section].safeParse(stored === undefined ? {} : JSON.parse(stored));
  return (result.success ? result.data : SECTIONS[section].parse({})) as SectionValue<S>;
}

/**
 * The value that applies to the group: its own, else its nearest ancestor's, else the defaults; `from` is the
 * group it was set on (null: the defaults). An unknown group reads as the defaults.
 */
export async function nearestGroupSection<S extends SectionName>(db: Kysely<any>, section: S, groupId: number): Promise<{ value: SectionValue<S>; from: number | null }> {
  assertGroupScope(section);
  const group = await db.selectFrom('groups').select('path').where('id', '=', groupId).executeTakeFirst();
  const line = group ? idsOfPath(String(group.path)) : [];
  const rows = line.length
    ? await db.selectFrom('group_settings').select(['group_id', 'value']).where('section', '=', section).where('group_id', 'in', line).execute()
    : [];
  const byGroup = new Map(rows.map((row) => [Number(row.group_id), String(row.value)]));
  const from = [...line].reverse().find((id) => byGroup.has(id)) ?? null;
  return { value: parsed(section, from === null ? undefined : byGroup.get(from)), from };
}

/** The value that applies to the group, inherited down the tree (nearestGroupSection without where it came from). */
export async function readGroupSection<S extends SectionName>(db: Kysely<any>, section: S, groupId: number): Promise<SectionValue<S>> {
  return (await nearestGroupSection(db, section, groupId)).value;
}

/** The value set on the group itself, or undefined when it inherits. */
export async function readOwnGroupSection<S extends SectionName>(db: Kysely<any>, section: S, groupId: number): Promise<SectionValue<S> | undefined> {
  assertGroupScope(section);
  const row = await db.selectFrom('group_settings').select('value').where('section', '=', section).where('group_id', '=', groupId).executeTakeFirst();
  return row ? parsed(section, String(row.value)) : undefined;
}

/** Sets the group's own value, already validated by the section's schema (in the caller's transaction, if any). */
export async function writeGroupSection<S extends SectionName>(db: Kysely<any>, section: S, groupId: number, value: SectionValue<S>) {
  assertGroupScope(section);
  const row = { section, group_id: groupId, value: JSON.stringify(value), updated_at: new Date().toISOString() };
  await db
    .insertInto('group_settings')
    .values(row)
    .onConflict((oc) => oc.columns(['section', 'group_id']).doUpdateSet({ value: row.value, updated_at: row.updated_at }))
    .execute();
}

/** Removes the group's own value: it inherits again. */
export async function clearGroupSection(db: Kysely<any>, section: SectionName, groupId: number) {
  assertGroupScope(section);
  await db.deleteFrom('group_settings').where('section', '=', section).where('group_id', '=', groupId).execute();
}
