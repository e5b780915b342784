/**
 * Who may read and change each tab's section, as its description says (schemas/settings/, the server enforces
 * the same `access`): read with any of its view permissions, change with its change permission.
 */
import { SETTINGS_SECTIONS } from '../../schemas/settings';
import { TAB_SECTIONS, type TabSection } from './section-fields';

export { TAB_SECTIONS } from './section-fields';

export interface TabAccess {
  section: TabSection;
  /** No Save, every field disabled. */
  readOnly: boolean;
}

/** The tabs this user may open, in order; an empty list when none. */
export function tabsFor(permissions: readonly string[] | undefined): TabAccess[] {
  const held = new Set(permissions ?? []);
  return TAB_SECTIONS.flatMap((section) => {
    const access = SETTINGS_SECTIONS[section].access;
    if (!access?.view.some((permission) => held.has(permission))) return [];
    return [{ section, readOnly: !held.has(access.change) }];
  });
}
