/**
 * The one description of a project settings section (000 §3.13, 001 §7 "Project settings"), as
 * define-entity.ts is for entities: its schema (fields, defaults, validation), who may view and change it,
 * which fields are secrets, its route and its form. The server's settings routes (GET and PATCH
 * /project-settings/<path>, audited) and the console's settings tab are generated from it.
 *
 * @example
 * export const push = defineSettingsSection({
 *   name: 'push', path: 'push-server', scope: 'project',
 *   schema: z.strictObject({ is_enabled: z.boolean().default(false), token: z.string().default('') }),
 *   access: { view: ['project_settings.view', 'project_settings.change'], change: 'project_settings.change' },
 *   secrets: ['token'],
 *   form: [{ id: 'server', fields: ['is_enabled', { name: 'token', shownWhen: { name: 'is_enabled', equals: true } }] }],
 * });
 */
import type { z } from 'zod';
import type { Permission } from './permissions';

/** How one field of the form is drawn, beyond what its schema says (a boolean is a switch, an enum a choice). */
export interface SettingsFieldLayout {
  /** JSON path in the section, e.g. 'settings.host'. */
  name: string;
  /** A long text. */
  multiline?: boolean;
  /** An IANA time zone, picked from the browser's list. */
  input?: 'time_zone';
  /** Ids of another entity, by its path; a nullable id may be cleared. */
  reference?: string;
  /** Shown only while another field of the section holds this value (SMTP fields when the type is smtp). */
  shownWhen?: { name: string; equals: unknown };
}

/** A heading of the form and its fields in reading order; `project_settings.groups.<section>.<id>`. */
export interface SettingsFormGroup {
  id: string;
  fields: (string | SettingsFieldLayout)[];
}

export interface SettingsSectionConfig<Name extends string, Schema extends z.ZodObject> {
  /** The stored section's key (`project_settings.section`), and the tab's name. */
  name: Name;
  schema: Schema;
  /**
   * Project-wide, or set per group and inherited down the tree (the nearest group's value applies): a group's
   * section is served as /groups/{id}/settings/<path> (docs/settings.md "Group sections").
   */
  scope: 'project' | 'group';
  /** GET and PATCH /project-settings/<path>, audited as `project-settings/<path>`; absent: stored only, by the server. */
  path?: string;
  /** Any of `view` lets the caller read the section; `change` lets them change it. Absent: no route. */
  access?: { view: readonly Permission[]; change: Permission };
  /** Write-only values, as JSON paths: answered as a placeholder with `<name>_filled`; the placeholder sent back keeps them. */
  secrets?: string[];
  /** Set by the server's commands only (a generated key): ignored in a PATCH, left out of the form. */
  generated?: string[];
  /**
   * Commands of the section beyond a change (regenerate the API key): POST /project-settings/<path>, audited by
   * their route; the tab offers a button (`project_settings.commands.<section>.<id>`) and shows what the command
   * answers once, in a dialog.
   */
  commands?: { id: string; path: string }[];
  /**
   * A test of the settings before they are saved (the mail test, the push server's test-send): POST
   * /project-settings/<path> with `{ settings }`, the form's unsaved fields; the tab offers it beside Save. A
   * failure answers `error.failure`, one of `failures` (`project_settings.test.failures.<section>.<failure>`).
   */
  test?: { path: string; failures: readonly string[] };
  /**
   * Images of the section uploaded by their own route (a group's logo): POST <path> with the file as multipart
   * field `field` sets it (checked and resized by the server), DELETE <path> removes it; the field is `generated`.
   * The form shows the image with an upload and a remove button. `path` is under the section's own route.
   */
  images?: { field: string; path: string }[];
  /** The tab on the project settings page; absent: the section has its own page, or none. */
  form?: SettingsFormGroup[];
}

export type SettingsSection<Name extends string = string, Schema extends z.ZodObject = z.ZodObject> = Readonly<SettingsSectionConfig<Name, Schema>>;

export function defineSettingsSection<Name extends string, Schema extends z.ZodObject>(config: SettingsSectionConfig<Name, Schema>): SettingsSection<Name, Schema> {
  if (config.path && !config.access) throw new Error(`settings section ${config.name}: a route needs its access`);
  return Object.freeze(config);
}

/** The permissions of the project settings tabs (001 §6 "project settings view and change"). */
export const PROJECT_SETTINGS_ACCESS: { view: readonly Permission[]; change: Permission } = {
  view: ['project_settings.view', 'project_settings.change'],
  change: 'project_settings.change',
};
