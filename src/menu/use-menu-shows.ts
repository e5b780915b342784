/**
 * Whether the side menu shows an item for this path to the signed-in user: its permissions, both licences and
 * whether its page opens (menu-rules.ts). A Home tile shows only then, so it never leads to "Access denied".
 */
import { visibleMenu } from './menu-paths';
import { useMenuContext } from './use-menu-context';

export function useMenuShows(path: string): boolean {
  const context = useMenuContext();
  return visibleMenu(context).some((group) => group.items.some((item) => item.path === path));
}
