/**
 * The side menu of 000 §2.5 as data: groups in the spec's order, each item with its path, title key
 * (locales/shell.*.ts `shell.menu.items.*`) and visibility rule (menu-rules.ts). Icons are in menu-icons.ts,
 * so that App.tsx's list of menu paths does not pull them into the login page's bundle. Permission
 * strings are those of schemas/permissions.ts; where the spec names a permission loosely, the mapping is here.
 */
import { type ScopedFamily, scopedGrant } from '../../schemas/grants';
import type { Permission } from '../../schemas/permissions';
import type { MenuRule } from './menu-rules';

export interface MenuItem {
  path: string;
  /** Key under shell.menu.items; also names its icon (menu-icons.ts). */
  title: string;
  rule: MenuRule;
}

export interface MenuGroup {
  /** Key under shell.menu.groups; also the id the collapsed state is stored by. */
  id: string;
  items: MenuItem[];
}

const ALWAYS: MenuRule = [];
const can = (...anyPermission: Permission[]) => ({ anyPermission });
/** The four scopes of a scoped family (001 §6), e.g. amenities.view.{all,descendants,domain,own}. */
const anyScope = (family: ScopedFamily) => can(...(Object.values(scopedGrant(family)) as Permission[]));

export const MENU: readonly MenuGroup[] = [
  {
    id: 'common',
    items: [
      { path: '/home', title: 'home', rule: ALWAYS },
      { path: '/notifications', title: 'notifications', rule: ALWAYS },
    ],
  },
  {
    id: 'reports',
    items: [{ path: '/reports/licenses', title: 'license_reports', rule: [can('reports.licenses_used')] }],
  },
  {
    id: 'users',
    items: [
      { path: '/users', title: 'users', rule: ALWAYS },
      { path: '/groups', title: 'groups', rule: ALWAYS },
      // "view roles, user roles or all roles": the list of roles the user may assign is the "user roles".
      { path: '/roles', title: 'roles', rule: [can('roles.view', 'roles.available_list', 'roles.view.all')] },
    ],
  },
  {
    id: 'access',
    items: [
      { path: '/guest-access', title: 'guest_access', rule: [{ licensed: 'guest_identifier' }, can('identifiers.guest.create')] },
      { path: '/schedules', title: 'schedules', rule: [can('time_rules.view')] },
      { path: '/access-rules', title: 'access_rules', rule: [can('access_rules.view')] },
      { path: '/identifiers', title: 'identifiers', rule: ALWAYS },
      { path: '/access-matrix', title: 'access_matrix', rule: ALWAYS },
      { path: '/ukey2', title: 'ukey2', rule: [{ licensed: 'ukey2' }, can('ukey2.view')] },
      { path: '/access-control/events', title: 'access_control_events', rule: [can('access_control_events.view')] },
    ],
  },
  {
    id: 'communications',
    items: [
      { path: '/conversations', title: 'conversations', rule: ALWAYS },
      { path: '/announces', title: 'announces', rule: [can('announces.view')] },
      { path: '/announces/response', title: 'announces_response', rule: [can('announces.view')] },
    ],
  },
  {
    id: 'amenities',
    items: [
      { path: '/amenities', title: 'amenities', rule: [{ licensed: 'amenity' }, anyScope('amenities.view')] },
      {
        path: '/amenities/reservations',
        title: 'amenity_reservations',
        rule: [{ licensed: 'amenity' }, anyScope('amenity_reservations.view')],
      },
    ],
  },
  {
    id: 'emergency',
    items: [
      { path: '/devices/alarms', title: 'device_alarms', rule: [can('device_alarms.view')] },
      { path: '/devices/alarms-calls', title: 'device_alarm_calls', rule: [can('device_alarms.view')] },
      { path: '/emergency-alerts', title: 'emergency_alerts', rule: ALWAYS },
    ],
  },
  {
    id: 'phone_settings',
    items: [
      { path: '/virtual-numbers', title: 'virtual_numbers', rule: [{ licensedOrOverLimit: 'sip' }] },
      { path: '/forward-rules', title: 'forward_rules', rule: [{ licensed: 'sip' }, can('forward_rules.view')] },
      { path: '/call-history', title: 'call_history', rule: [{ licensed: 'sip' }] },
      {
        path: '/sip-trunks',
        title: 'sip_trunks',
        rule: [{ licensed: 'sip' }, { licensed: 'sip_trunks' }, anyScope('sip_trunks.view')],
      },
    ],
  },
  {
    id: 'devices',
    items: [
      { path: '/devices', title: 'devices', rule: [can('devices.view', 'devices.view.descendants', 'devices.view.all')] },
      { path: '/devices/events', title: 'device_events', rule: [can('devices.events.view')] },
      { path: '/devices/tasks', title: 'device_tasks', rule: [can('devices.tasks.view')] },
    ],
  },
  {
    id: 'elevators',
    items: [
      { path: '/elevators', title: 'elevators', rule: [{ licensed: 'elevator' }, can('elevators.view', 'elevators.view.all')] },
      { path: '/elevators/events', title: 'elevator_events', rule: [{ licensed: 'elevator' }, can('elevators.view', 'elevators.view.all')] },
      {
        path: '/elevators/access-rules',
        title: 'elevator_access_rules',
        rule: [{ licensed: 'elevator' }, can('elevator_access_rules.view.all', 'elevator_access_rules.view')],
      },
    ],
  },
  {
    id: 'settings',
    items: [
      { path: '/integrations', title: 'integrations', rule: [anyScope('integrations.view'), { anyLicensed: ['axxon_one', 'kone'] }] },
      { path: '/audit-events', title: 'audit_events', rule: [can('audit.view')] },
      { path: '/backups', title: 'backups', rule: [can('backups.view')] },
      {
        path: '/general-settings',
        title: 'general_settings',
        rule: [can('project_settings.view', 'markers.view', 'markers.view.all', 'backups.import_device_data')],
      },
      { path: '/licenses', title: 'licenses', rule: [can('licenses.view')] },
      { path: '/system-info', title: 'system_info', rule: [can('system_info.view')] },
    ],
  },
];

export const MENU_ITEMS: readonly MenuItem[] = MENU.flatMap((group) => group.items);
