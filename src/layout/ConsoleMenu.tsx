/**
 * Side menu (000 §2.1, §2.5): the groups in the spec's order, each item shown only under its rule
 * (permissions and licences), collapsible groups that start expanded and remember being collapsed.
 */
import { List } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MenuGroupSection } from '../menu/MenuGroupSection';
import { visibleMenu } from '../menu/menu-paths';
import { useCollapsedGroups } from '../menu/useCollapsedGroups';
import { useMenuContext } from '../menu/useMenuContext';

export function ConsoleMenu() {
  const translate = useTranslate();
  const groups = visibleMenu(useMenuContext());
  const [collapsed, toggle] = useCollapsedGroups();
  return (
    <List component="nav" aria-label={translate('shell.menu.label')} dense sx={{ pt: 1 }}>
      {groups.map((group) => (
        <MenuGroupSection key={group.id} group={group} expanded={!collapsed.includes(group.id)} onToggle={toggle} />
      ))}
    </List>
  );
}
