/**
 * Where an entity's list sits in the side menu (000 §2.5): the entity says it (`menu` in its description),
 * the menu reads it (src/menu/menu-items.ts), beside the hand-written items of the custom pages. Free of zod:
 * the shell reads the groups before the descriptions load.
 */

/** The menu's groups, in the spec's order; each is a key under shell.menu.groups. */
export const MENU_GROUPS = ['common', 'reports', 'users', 'access', 'communications', 'amenities', 'emergency', 'phone_settings', 'devices', 'elevators', 'settings'] as const;
export type MenuGroupId = (typeof MENU_GROUPS)[number];

export interface EntityMenu {
  group: MenuGroupId;
  /** Position within the group (the spec's order): items are sorted by it, entities and custom pages alike. */
  order: number;
  /** The icon's name in src/menu/menu-icons.ts (a test checks that it is there). */
  icon: string;
  /**
   * The item stays while the entity's licence is off only because the user's quantity is used up (000 §2.5
   * virtual numbers: "SIP enabled, or disabled only because of over-limit"), so numbers can still be freed.
   */
  whileOverLimit?: boolean;
}
