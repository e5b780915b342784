/**
 * Which of a group's settings sections a user may open, and change, as their descriptions say (the server's
 * server/settings/group-section-access.ts is the judge; this only spares a refused form): changing with a group
 * edit permission or the section's `access.change`, reading with that or one of `access.view`.
 */
import { SETTINGS_SECTIONS } from '../../schemas/settings';
import { GROUP_TAB_SECTIONS, type TabSection } from '../project-settings/section-fields';

const GROUP_EDIT = ['groups.edit.all', 'groups.edit.descendants'];

export interface GroupSectionAccess {
  section: TabSection;
  readOnly: boolean;
}

export function groupSectionsFor(permissions: readonly string[] | undefined): GroupSectionAccess[] {
  const held = new Set(permissions ?? []);
  return GROUP_TAB_SECTIONS.flatMap((section) => {
    const access = SETTINGS_SECTIONS[section].access;
    if (!access) return [];
    const change = GROUP_EDIT.some((permission) => held.has(permission)) || held.has(access.change);
    if (!change && !access.view.some((permission) => held.has(permission))) return [];
    return [{ section, readOnly: !change }];
  });
}
