/**
 * The side menu of 000 §2.5 as data: the groups in the spec's order (schemas/menu.ts), each with its items
 * sorted by position. An entity's list is an item because its description says so (`menu`: group, position,
 * icon), shown to those who may list it and, for a licensed entity, while its licence holds; the items here by
 * hand are the custom pages and the pages still to come, each with its path, title key
 * (locales/shell.*.ts `shell.menu.items.*`), icon and visibility rule (menu-rules.ts). Permission strings are
 * those of schemas/permissions.ts; where the spec names a permission loosely, the mapping is here.
 */
import type { Entity } from '../../schemas/define-entity';
import { type ScopedFamily, scopedGrant } from '../../schemas/grants';
import { consoleEntities } from '../../schemas';
import { entityLicences } from '../../schemas/licence';
import { MENU_GROUPS, type MenuGroupId } from '../../schemas/menu';
import type { Permission } from '../../schemas/permissions';
import { isOverLimitFeature, type MenuRule } from './menu-rules';

export interface MenuItem {
  path: string;
  /** The locale key of its label. */
  title: string;
  /** The key of a 'Singular |||| Plural' name whose plural is the label when `title` has no text (an entity's). */
  pluralTitle?: string;
  /** Its icon's name (menu-icons.ts). */
  icon: string;
  rule: MenuRule;
}

export interface MenuGroup {
  /** Key under shell.menu.groups; also the id the collapsed state is stored by. */
  id: MenuGroupId;
  items: MenuItem[];
}

interface PlacedItem extends MenuItem {
  group: MenuGroupId;
  order: number;
}

const ALWAYS: MenuRule = [];
const can = (...anyPermission: Permission[]) => ({ anyPermission });
/** The four scopes of a scoped family (001 §6), e.g. amenities.view.{all,descendants,domain,own}. */
const anyScope = (family: ScopedFamily) => can(...(Object.values(scopedGrant(family)) as Permission[]));
const custom = (group: MenuGroupId, order: number, path: string, title: string, icon: string, rule: MenuRule): PlacedItem => ({
  group, order, path, title: `shell.menu.items.${title}`, icon, rule,
});

/** The pages no entity stands for: the custom pages, and those still to come. */
const CUSTOM_ITEMS: readonly PlacedItem[] = [
  custom('common', 10, '/home', 'home', 'home', ALWAYS),
  custom('common', 20, '/notifications', 'notifications', 'notifications', ALWAYS),
  custom('reports', 10, '/reports/licenses', 'license_reports', 'assessment', [can('reports.licenses_used', 'reports.license_period')]),
  custom('access', 50, '/access-matrix', 'access_matrix', 'grid_on', ALWAYS),
  custom('communications', 30, '/announces/response', 'announces_response', 'poll', [can('announces.view')]),
  custom('settings', 10, '/integrations', 'integrations', 'extension', [anyScope('integrations.view'), { anyLicensed: ['axxon_one', 'kone'] }]),
  custom('settings', 20, '/audit-events', 'audit_events', 'policy', [can('audit.view')]),
  custom('settings', 30, '/backups', 'backups', 'backup', [can('backups.view')]),
  custom('settings', 40, '/general-settings', 'general_settings', 'settings', [can('project_settings.view', 'markers.view', 'markers.view.all', 'backups.import_device_data')]),
  custom('settings', 45, '/ip-blocking', 'ip_blocking', 'block', [can('project_settings.view')]),
  custom('settings', 50, '/licenses', 'licenses', 'card_membership', [can('licenses.view')]),
  custom('settings', 60, '/system-info', 'system_info', 'info', [can('system_info.view')]),
  custom('settings', 70, '/web-metrics', 'web_metrics', 'show_chart', [can('system_info.view')]),
];

/** An entity's licences as menu conditions: each must hold, or be over its limit where the menu says so. */
function licenceRule(entity: Entity): MenuRule {
  return entityLicences(entity).map((feature) =>
    entity.menu?.whileOverLimit && isOverLimitFeature(feature) ? { licensedOrOverLimit: feature } : { licensed: feature },
  );
}

/**
 * An entity's item: its list's path, its menu label (`resources.<path>.menu`, else the plural name), and its
 * licence. Whether the role may list it is the menu context's `mayOpen` (entity-pages.ts), as for every item.
 */
export function entityMenuItems(entities: readonly Entity[]): PlacedItem[] {
  return entities.flatMap((entity) => {
    if (!entity.menu) return [];
    const { group, order, icon } = entity.menu;
    return [{ group, order, icon, path: `/${entity.route ?? entity.path}`, title: `resources.${entity.path}.menu`, pluralTitle: `resources.${entity.path}.name`, rule: licenceRule(entity) }];
  });
}

/** The groups in the spec's order, each with its items by position. */
export function menuOf(items: readonly PlacedItem[]): MenuGroup[] {
  return MENU_GROUPS.map((id) => ({
    id,
    items: items
      .filter((item) => item.group === id)
      .sort((a, b) => a.order - b.order)
      .map(({ group: _group, order: _order, ...item }) => item),
  }));
}

export const MENU: readonly MenuGroup[] = menuOf([...CUSTOM_ITEMS, ...entityMenuItems(consoleEntities)]);

export const MENU_ITEMS: readonly MenuItem[] = MENU.flatMap((group) => group.items);

/** An item's label: its title, or for an entity without a menu label, its plural name. */
export const menuLabel = (translate: (key: string, options?: Record<string, unknown>) => string, item: MenuItem) =>
  translate(item.title, { _: item.pluralTitle && translate(item.pluralTitle, { smart_count: 2 }) });
