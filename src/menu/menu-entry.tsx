/** One menu item: a link (role menuitem, as react-admin's), highlighted on its page and its record pages (000 §2.1). */
import ListAltIcon from '@mui/icons-material/ListAlt';
import { ListItemIcon, ListItemText, MenuItem as MuiMenuItem, Tooltip } from '@mui/material';
import { memo } from 'react';
import { Link, useSidebarState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { MENU_ICONS } from './menu-icons';
import { type MenuItem, menuLabel } from './menu-items';
import { isActive } from './menu-paths';

/**
 * A long label ("Контроль звʼязку з пристроями") takes a second line, broken at a space: never cut with "…"
 * nor broken inside a word (issue 34). Folded to icons, the label is hidden and on one line.
 */
const WRAP_AT_SPACES = { whiteSpace: 'normal', overflowWrap: 'normal', wordBreak: 'normal', hyphens: 'manual' } as const;

export function MenuEntry({ item }: { item: MenuItem }) {
  const { pathname } = useLocation();
  return <MenuLink item={item} active={isActive(item, pathname)} />;
}

/**
 * Drawn again only when its highlight changes: a click on the menu redrew all its items with the page
 * (about 35 styled links, on the first list's way to the screen, issue 34).
 */
const MenuLink = memo(function MenuLink({ item, active }: { item: MenuItem; active: boolean }) {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const title = menuLabel(translate, item);
  const Icon = MENU_ICONS[item.icon] ?? ListAltIcon;
  const link = (
    <MuiMenuItem component={Link} to={item.path} selected={active} aria-current={active ? 'page' : undefined} sx={{ pl: sidebarOpen ? 3 : 2 }}>
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={title} slotProps={{ primary: { variant: 'body2', sx: sidebarOpen ? WRAP_AT_SPACES : { whiteSpace: 'nowrap' } } }} />
    </MuiMenuItem>
  );
  // With the sidebar folded to icons, the title shows on hover.
  return sidebarOpen ? link : <Tooltip title={title} placement="right">{link}</Tooltip>;
});
