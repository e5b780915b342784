/**
 * How the current path relates to the menu (000 §2.1): an item is highlighted on its own path and also when
 * the path is the item path plus a numeric id and /edit. We also count the spec's add page (/{path}/add) and
 * react-admin's show page (/{path}/{id}/show) as the item's pages.
 */
import { MENU, MENU_ITEMS, type MenuGroup, type MenuItem } from './menu-items';
import { allows, type MenuContext } from './menu-rules';

const RECORD_PAGE = /\/(?:\d+\/(?:edit|show)|add)\/?$/;

/** @example menuPathOf('/users/12/edit') // '/users' */
export function menuPathOf(pathname: string): string {
  return pathname.replace(RECORD_PAGE, '') || '/';
}

export function isActive(item: Pick<MenuItem, 'path'>, pathname: string): boolean {
  return pathname === item.path || menuPathOf(pathname) === item.path;
}

/** The menu item a page belongs to: its own, else the deepest item the path sits under (for "back" fallbacks). */
export function menuItemFor(pathname: string): MenuItem | undefined {
  const exact = MENU_ITEMS.find((item) => isActive(item, pathname));
  if (exact) return exact;
  return MENU_ITEMS.filter((item) => pathname.startsWith(`${item.path}/`)).sort((a, b) => b.path.length - a.path.length)[0];
}

/** The groups and items this user may see; a group with nothing left is not shown. */
export function visibleMenu(context: MenuContext): MenuGroup[] {
  const shown = (item: MenuItem) => allows(item.rule, context) && (context.mayOpen?.(item.path) ?? true);
  return MENU.map((group) => ({ ...group, items: group.items.filter(shown) })).filter(
    (group) => group.items.length > 0,
  );
}

/**
 * Menu paths nothing renders yet: neither a generated resource's list nor a route someone registered.
 * They get the "not yet available" page, never a crash or "not found".
 */
export function pathsWithoutPage(resourceNames: readonly string[], routePaths: readonly string[]): string[] {
  const served = new Set([...resourceNames.map((name) => `/${name}`), ...routePaths.map((path) => (path.startsWith('/') ? path : `/${path}`))]);
  return MENU_ITEMS.map((item) => item.path).filter((path) => !served.has(path));
}
