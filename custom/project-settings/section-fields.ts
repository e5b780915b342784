/**
 * What each project settings tab shows, derived from its section's description (schemas/settings/): the
 * description's form gives the headings, the order and `shownWhen`; each field's kind comes from its schema
 * (a boolean is a switch, a number a number, an enum a choice of its values, a list one item per line, a
 * secret of the description a password), with the layout's hints (multiline, time zone, reference).
 * Labels and help texts are `project_settings.fields.<section>.<path>` in locales/pages/project-settings.ts
 * (a group section's: `group_settings.`, locales/pages/group-settings.ts).
 */
import { z } from 'zod';
import type { SettingsFieldLayout } from '../../schemas/define-settings-section';
import { SETTINGS_SECTIONS, type SectionName } from '../../schemas/settings';

/** The sections with a tab on the page (a form in their description), in the descriptions' order. */
export const TAB_SECTIONS = (Object.keys(SETTINGS_SECTIONS) as SectionName[]).filter((name) => SETTINGS_SECTIONS[name].form && SETTINGS_SECTIONS[name].scope === 'project');
/** The sections set per group with a form: a dialog of the group's page each (custom/group-settings). */
export const GROUP_TAB_SECTIONS = (Object.keys(SETTINGS_SECTIONS) as SectionName[]).filter((name) => SETTINGS_SECTIONS[name].form && SETTINGS_SECTIONS[name].scope === 'group');
export type TabSection = SectionName;

/**
 * Where a section's strings live: a project section's in locales/pages/project-settings.ts (`project_settings`),
 * a group section's in locales/pages/group-settings.ts (`group_settings`); the same keys below either.
 */
export const sectionStrings = (section: TabSection) => (SETTINGS_SECTIONS[section].scope === 'group' ? 'group_settings' : 'project_settings');

export type FieldKind =
  | { kind: 'text'; multiline?: boolean }
  | { kind: 'number' }
  | { kind: 'boolean' }
  | { kind: 'choice'; choices: readonly string[] }
  /** A list of short texts, typed one per line. */
  | { kind: 'lines' }
  /** Write-only: the server answers a placeholder and `<name>_filled`; empty keeps the stored value. */
  | { kind: 'secret' }
  | { kind: 'time_zone' }
  | { kind: 'reference'; resource: string; allowEmpty: boolean };

export type SettingsField = FieldKind & Pick<SettingsFieldLayout, 'name' | 'shownWhen'>;

export interface FieldGroup {
  /** `project_settings.groups.<section>.<id>` */
  id: string;
  fields: SettingsField[];
}

/** The schema of the field at a dotted path, through defaults and wrappers. */
function schemaAt(schema: z.ZodType, path: string): z.ZodType {
  let node = schema;
  for (const key of path.split('.')) node = (unwrapped(node) as z.ZodObject).shape[key] as z.ZodType;
  return node;
}

function unwrapped(schema: z.ZodType): z.ZodType {
  let node = schema;
  while (node instanceof z.ZodDefault || node instanceof z.ZodPrefault || node instanceof z.ZodOptional) node = node.unwrap() as z.ZodType;
  return node;
}

function kindOf(schema: z.ZodType, layout: SettingsFieldLayout, secret: boolean): FieldKind {
  if (secret) return { kind: 'secret' };
  if (layout.input === 'time_zone') return { kind: 'time_zone' };
  const node = unwrapped(schema);
  if (layout.reference) return { kind: 'reference', resource: layout.reference, allowEmpty: node instanceof z.ZodNullable };
  if (node instanceof z.ZodBoolean) return { kind: 'boolean' };
  if (node instanceof z.ZodNumber) return { kind: 'number' };
  if (node instanceof z.ZodEnum) return { kind: 'choice', choices: node.options as string[] };
  if (node instanceof z.ZodArray) return { kind: 'lines' };
  return { kind: 'text', multiline: layout.multiline };
}

function fieldOf(section: TabSection, entry: string | SettingsFieldLayout): SettingsField {
  const layout = typeof entry === 'string' ? { name: entry } : entry;
  const { schema, secrets = [] } = SETTINGS_SECTIONS[section];
  const kind = kindOf(schemaAt(schema, layout.name), layout, secrets.includes(layout.name));
  return { ...kind, name: layout.name, ...(layout.shownWhen && { shownWhen: layout.shownWhen }) };
}

/** A tab's headings and their fields, in reading order. */
export function sectionGroups(section: TabSection): FieldGroup[] {
  return (SETTINGS_SECTIONS[section].form ?? []).map((group) => ({ id: group.id, fields: group.fields.map((entry) => fieldOf(section, entry)) }));
}

export const sectionFields = (section: TabSection): SettingsField[] => sectionGroups(section).flatMap((group) => group.fields);

/** A form field's name: react-hook-form reads dots as nesting, which is how the section nests. */
export const fieldLabelKey = (section: TabSection, name: string) => `${sectionStrings(section)}.fields.${section}.${name}.label`;
export const fieldHelpKey = (section: TabSection, name: string) => `${sectionStrings(section)}.fields.${section}.${name}.help`;
export const choiceKey = (section: TabSection, name: string, value: string) => `${sectionStrings(section)}.choices.${section}.${name}.${value}`;
export const headingKey = (section: TabSection, groupId: string) => `${sectionStrings(section)}.groups.${section}.${groupId}`;
export const tabKey = (section: TabSection) => `${sectionStrings(section)}.tabs.${section}`;
