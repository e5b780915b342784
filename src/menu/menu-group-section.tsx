/** A collapsible group of the side menu (000 §2.5); its header toggles it, the state is stored. */
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Collapse, Divider, ListItemButton, ListItemText, MenuList } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';
import type { MenuGroup } from './menu-items';
import { MenuEntry } from './menu-entry';

interface Props {
  group: MenuGroup;
  expanded: boolean;
  onToggle: (groupId: string) => void;
}

export function MenuGroupSection({ group, expanded, onToggle }: Props) {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const title = translate(`shell.menu.groups.${group.id}`);
  const listId = `menu-group-${group.id}`;
  const items = (
    <MenuList id={listId} disablePadding aria-label={title}>
      {group.items.map((item) => (
        <MenuEntry key={item.path} item={item} />
      ))}
    </MenuList>
  );
  // Folded to icons, there is no room for headers: a line separates the groups and all items show.
  if (!sidebarOpen) {
    return (
      <>
        <Divider />
        {items}
      </>
    );
  }
  return (
    <>
      <ListItemButton onClick={() => onToggle(group.id)} aria-expanded={expanded} aria-controls={listId} dense>
        <ListItemText primary={title} slotProps={{ primary: { variant: 'overline', color: 'text.secondary' } }} />
        {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </ListItemButton>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        {items}
      </Collapse>
    </>
  );
}
