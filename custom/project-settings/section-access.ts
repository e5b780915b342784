/**
 * Who may read and change each tab's section, as the server decides it (server/server-info/project-settings-routes.ts
 * SECTION_ROUTES): read with project_settings.view or .change, change with project_settings.change.
 */
import type { TabSection } from './section-fields';

export const TAB_SECTIONS: readonly TabSection[] = ['general', 'mail', 'sip'];

const READ = ['project_settings.view', 'project_settings.change'];
const CHANGE = 'project_settings.change';

export interface TabAccess {
  section: TabSection;
  /** No Save, every field disabled. */
  readOnly: boolean;
}

/** The tabs this user may open, in order; an empty list when none. */
export function tabsFor(permissions: readonly string[] | undefined): TabAccess[] {
  const held = new Set(permissions ?? []);
  if (!READ.some((permission) => held.has(permission))) return [];
  return TAB_SECTIONS.map((section) => ({ section, readOnly: !held.has(CHANGE) }));
}
