/**
 * Side menu (000 §2.1, §2.5): the groups in the spec's order, each item shown only under its rule
 * (permissions and licences), collapsible groups that start expanded and remember being collapsed.
 */
import { List } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';
import { MenuGroupSection } from '../menu/menu-group-section';
import { visibleMenu } from '../menu/menu-paths';
import { useCollapsedGroups } from '../menu/use-collapsed-groups';
import { useMenuContext } from '../menu/use-menu-context';
import { SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from './theme';

export function ConsoleMenu() {
  const translate = useTranslate();
  const groups = visibleMenu(useMenuContext());
  const [collapsed, toggle] = useCollapsedGroups();
  const [open] = useSidebarState();
  // The sidebar's fixed box takes the menu's width, as with react-admin's own <Menu>.
  return (
    <List component="nav" aria-label={translate('shell.menu.label')} dense sx={{ pt: 1, width: open ? SIDEBAR_WIDTH : SIDEBAR_CLOSED_WIDTH }}>
      {groups.map((group) => (
        <MenuGroupSection key={group.id} group={group} expanded={!collapsed.includes(group.id)} onToggle={toggle} />
      ))}
    </List>
  );
}
