/** Every menu rule of 000 §2.5 and every licence-gating rule of 000 §4.2, as tables of cases. */
import { describe, expect, it } from 'vitest';
import { SERVER_FEATURES, USER_FEATURES, entityLicences, type FeatureState, type ServerFeature, type ServerLicence, type UserFeature, type UserLicenceState } from '../../schemas/licence';
import { PERMISSIONS } from '../../schemas/permissions';
import { consoleEntities } from '../../schemas';
import { pageOpensFor } from './entity-pages';
import { MENU, MENU_ITEMS } from './menu-items';
import { isActive, menuItemFor, menuPathOf, pathsWithoutPage, visibleMenu } from './menu-paths';
import { allows, isLicensed, isOverLimit, type MenuContext } from './menu-rules';

const ON: FeatureState = { is_enabled: true, restrictor: null };
const OFF: FeatureState = { is_enabled: false, restrictor: 'server' };

function serverLicence(off: ServerFeature[] = [], overrides: Partial<Record<ServerFeature, FeatureState>> = {}): ServerLicence {
  const features = Object.fromEntries(SERVER_FEATURES.map((feature) => [feature, off.includes(feature) ? OFF : ON])) as ServerLicence['features'];
  return { features: { ...features, ...overrides }, warning: { status: 'normal', days: null } };
}

function userState(overrides: Partial<Record<UserFeature, FeatureState>> = {}): UserLicenceState {
  return { ...(Object.fromEntries(USER_FEATURES.map((feature) => [feature, ON])) as UserLicenceState), ...overrides };
}

const ALL = serverLicence();
const NONE = serverLicence([...SERVER_FEATURES]);
const QTY: FeatureState = { is_enabled: false, restrictor: 'qty_limit' };

type Case = [path: string, permissions: string[], licence: Partial<MenuContext>, visible: boolean];

/** Shown: the item's rule holds, and its page opens for the role (an entity's list: one of its view grants). */
const visibleFor = (path: string, permissions: string[], licence: Partial<MenuContext>) => {
  const item = MENU_ITEMS.find((candidate) => candidate.path === path);
  if (!item) throw new Error(`no menu item ${path}`);
  return allows(item.rule, { permissions, ...licence }) && pageOpensFor(consoleEntities, permissions)(path);
};

const WRITTEN_CASES: Case[] = [
  // Common: always
  ['/home', [], { serverLicence: NONE }, true],
  ['/notifications', [], { serverLicence: NONE }, true],
  // Reports
  ['/reports/licenses', ['reports.licenses_used'], {}, true],
  // Either report opens the page (custom/licence-reports): it shows the tabs the permissions allow.
  ['/reports/licenses', ['reports.license_period'], {}, true],
  ['/reports/licenses', ['groups.view.all'], {}, false],
  // Users
  ['/users', [], { serverLicence: NONE }, true],
  ['/groups', [], { serverLicence: NONE }, true],
  ['/roles', ['roles.view'], {}, true],
  // Assigning roles to users is not seeing the list of roles: the page opens with a view grant only.
  ['/roles', ['roles.edit.users'], {}, false],
  ['/roles', ['roles.view.all'], {}, true],
  ['/roles', ['roles.edit', 'users.view'], {}, false],
  // Access
  ['/guest-access', ['identifiers.guest.create'], { serverLicence: ALL }, true],
  ['/guest-access', ['identifiers.guest.create'], { serverLicence: serverLicence(['guest_identifier']) }, false],
  ['/guest-access', ['identifiers.create'], { serverLicence: ALL }, false],
  ['/schedules', ['time_rules.view'], {}, true],
  ['/schedules', ['time_rules.create'], {}, false],
  ['/access-rules', ['access_rules.view'], {}, true],
  ['/access-rules', ['time_rules.view'], {}, false],
  ['/identifiers', ['identifiers.view'], { serverLicence: NONE }, true],
  ['/identifiers', [], { serverLicence: NONE }, false],
  ['/access-matrix', [], { serverLicence: NONE }, true],
  ['/ukey2', ['ukey2.view'], { serverLicence: ALL, userLicenceState: userState() }, true],
  ['/ukey2', ['ukey2.view'], { serverLicence: serverLicence(['ukey2']) }, false],
  ['/ukey2', ['ukey2.view'], { serverLicence: ALL, userLicenceState: userState({ ukey2: { is_enabled: false, restrictor: 'user' } }) }, false],
  ['/ukey2', ['ukey2.issue'], { serverLicence: ALL }, false],
  ['/access-control/events', ['access_control_events.view'], {}, true],
  ['/access-control/events', ['audit.view'], {}, false],
  // Communications
  ['/conversations', [], { serverLicence: NONE }, true],
  ['/announces', ['announces.view'], {}, true],
  ['/announces', ['announces.create'], {}, false],
  ['/announces/response', ['announces.view'], {}, true],
  ['/announces/response', ['announces.send'], {}, false],
  // Amenities: licensed and a view permission at any of four scopes
  ...(['all', 'descendants', 'domain', 'own'] as const).map((scope): Case => ['/amenities', [`amenities.view.${scope}`], { serverLicence: ALL }, true]),
  ['/amenities', ['amenities.view.all'], { serverLicence: serverLicence(['amenity']) }, false],
  ['/amenities', ['amenities.view.all'], { userLicenceState: userState({ amenity: { is_enabled: false, restrictor: 'period' } }) }, false],
  ['/amenities', ['amenities.create', 'amenity_reservations.view.all'], { serverLicence: ALL }, false],
  ...(['all', 'descendants', 'domain', 'own'] as const).map((scope): Case => ['/amenities/reservations', [`amenity_reservations.view.${scope}`], { serverLicence: ALL }, true]),
  ['/amenities/reservations', ['amenity_reservations.view.own'], { serverLicence: serverLicence(['amenity']) }, false],
  ['/amenities/reservations', ['amenities.view.all'], { serverLicence: ALL }, false],
  // Emergency
  ['/devices/alarms', ['device_alarms.view'], {}, true],
  ['/devices/alarms', ['device_alarms.process'], {}, false],
  ['/devices/alarms-calls', ['device_alarms.view'], {}, true],
  ['/devices/alarms-calls', ['devices.view'], {}, false],
  // "Always" in the spec's menu (000 §2.5), yet the list opens only with the view grant (001 §6).
  ['/emergency-alerts', ['emergency_alerts.view'], { serverLicence: NONE }, true],
  ['/emergency-alerts', [], { serverLicence: NONE }, false],
  // Phone settings
  ['/virtual-numbers', ['virtual_numbers.view'], { serverLicence: ALL, userLicenceState: userState() }, true],
  ['/virtual-numbers', ['virtual_numbers.view'], { serverLicence: ALL, userLicenceState: userState({ sip: QTY }) }, true],
  ['/virtual-numbers', ['virtual_numbers.view'], { serverLicence: ALL, userLicenceState: userState({ sip: { is_enabled: false, restrictor: 'period' } }) }, false],
  ['/virtual-numbers', ['virtual_numbers.view'], { serverLicence: serverLicence(['sip']), userLicenceState: userState({ sip: QTY }) }, false],
  // The spec shows it to all while SIP is on; the list opens only with the view grant (no "Access denied").
  ['/virtual-numbers', ['virtual_numbers.create'], { serverLicence: ALL }, false],
  ['/forward-rules', ['forward_rules.view'], { serverLicence: ALL }, true],
  ['/forward-rules', ['forward_rules.view'], { serverLicence: ALL, userLicenceState: userState({ sip: QTY }) }, false],
  ['/forward-rules', ['forward_rules.create'], { serverLicence: ALL }, false],
  ['/call-queues', ['forward_rules.view'], { serverLicence: ALL }, true],
  ['/call-queues', ['forward_rules.view'], { serverLicence: ALL, userLicenceState: userState({ sip: QTY }) }, false],
  ['/call-queues', ['virtual_numbers.view'], { serverLicence: ALL }, false],
  ['/call-history', [], { serverLicence: ALL }, true],
  ['/call-history', ['calls.history.all'], { serverLicence: serverLicence(['sip']) }, false],
  ...(['all', 'own', 'domain', 'descendants'] as const).map((scope): Case => ['/sip-trunks', [`sip_trunks.view.${scope}`], { serverLicence: ALL }, true]),
  ['/sip-trunks', ['sip_trunks.view.all'], { serverLicence: serverLicence(['sip_trunks']) }, false],
  ['/sip-trunks', ['sip_trunks.view.all'], { serverLicence: serverLicence(['sip']) }, false],
  ['/sip-trunks', ['sip_trunks.create'], { serverLicence: ALL }, false],
  // Devices
  ['/devices', ['devices.view'], {}, true],
  ['/devices', ['devices.view.descendants'], {}, true],
  ['/devices', ['devices.view.all'], {}, true],
  ['/devices', ['devices.create', 'devices.events.view'], {}, false],
  ['/devices/events', ['devices.events.view'], {}, true],
  ['/devices/events', ['devices.view.all'], {}, false],
  ['/devices/tasks', ['devices.tasks.view'], {}, true],
  ['/devices/tasks', ['devices.view.all'], {}, false],
  ['/devices/heartbeat', ['devices.heartbeat'], {}, true],
  ['/devices/heartbeat', ['devices.view.all'], {}, false],
  // Elevators
  ['/elevators', ['elevators.view'], { serverLicence: ALL }, true],
  ['/elevators', ['elevators.view.all'], { serverLicence: serverLicence(['elevator']) }, false],
  ['/elevators', ['elevators.create'], { serverLicence: ALL }, false],
  ['/elevators/events', ['elevators.view.all'], { serverLicence: ALL }, true],
  ['/elevators/events', ['elevators.view'], { userLicenceState: userState({ elevator: OFF }) }, false],
  ['/elevators/access-rules', ['elevator_access_rules.view.all'], { serverLicence: ALL }, true],
  ['/elevators/access-rules', ['elevator_access_rules.view'], { serverLicence: ALL }, true],
  ['/elevators/access-rules', ['elevator_access_rules.view'], { serverLicence: serverLicence(['elevator']) }, false],
  ['/elevators/access-rules', ['elevators.view'], { serverLicence: ALL }, false],
  // Settings
  ...(['all', 'descendants', 'domain', 'own'] as const).map((scope): Case => ['/integrations', [`integrations.view.${scope}`], { serverLicence: serverLicence(['kone']) }, true]),
  ['/integrations', ['integrations.view.all'], { serverLicence: serverLicence(['axxon_one']) }, true],
  ['/integrations', ['integrations.view.all'], { serverLicence: serverLicence(['axxon_one', 'kone']) }, false],
  ['/integrations', ['integrations.create'], { serverLicence: ALL }, false],
  ['/audit-events', ['audit.view'], {}, true],
  ['/audit-events', ['system_info.view'], {}, false],
  ['/backups', ['backups.view'], {}, true],
  ['/backups', ['backups.create'], {}, false],
  ['/general-settings', ['project_settings.view'], {}, true],
  ['/general-settings', ['markers.view'], {}, true],
  ['/general-settings', ['backups.import_device_data'], {}, true],
  ['/general-settings', ['project_settings.change'], {}, false],
  ['/ip-blocking', ['project_settings.view'], {}, true],
  ['/ip-blocking', ['project_settings.change'], {}, false],
  ['/licenses', ['licenses.view'], {}, true],
  ['/licenses', ['licenses.users.edit'], {}, false],
  ['/system-info', ['system_info.view'], {}, true],
  ['/system-info', ['audit.view'], {}, false],
  ['/web-metrics', ['system_info.view'], {}, true],
  ['/web-metrics', ['project_settings.view'], {}, false],
];

/**
 * An entity's list follows its view grants and licence: its cases come from its description, so a new entity's
 * menu item needs none written above (each view grant opens it; nothing, with nothing licensed, does not).
 */
const ENTITY_CASES: Case[] = consoleEntities.flatMap((entity): Case[] => {
  if (!entity.menu) return [];
  const path = `/${entity.route ?? entity.path}`;
  const grants = Object.values(entity.access.view);
  const allowed = grants.map((grant): Case => [path, grant === true ? [] : [grant], { serverLicence: ALL }, true]);
  // A list everyone may open (a user's own record is theirs to see) has no refused case while nothing licenses it.
  const alwaysOpen = !entityLicences(entity).length && pageOpensFor(consoleEntities, [])(path);
  return alwaysOpen ? allowed : [...allowed, [path, [], { serverLicence: NONE }, false]];
});

const CASES: Case[] = [...WRITTEN_CASES, ...ENTITY_CASES];

describe('menu rules (000 §2.5)', () => {
  it.each(CASES)('%s with %j and %j → %s', (path, permissions, licence, visible) => {
    expect(visibleFor(path, permissions, licence)).toBe(visible);
  });

  it('has an allowed and a refused case for every item a rule or a view grant may hide', () => {
    for (const item of MENU_ITEMS) {
      const outcomes = new Set(CASES.filter(([path]) => path === item.path).map(([, , , visible]) => visible));
      const alwaysShown = !item.rule.length && pageOpensFor(consoleEntities, [])(item.path);
      expect([...outcomes].sort(), item.path).toEqual(alwaysShown ? [true] : [false, true]);
    }
  });

  it('knows every permission it names', () => {
    for (const [, permissions] of CASES) for (const permission of permissions) expect(PERMISSIONS).toContain(permission);
  });

  it('groups the menu as the spec does, in its order', () => {
    expect(MENU.map((group) => group.id)).toEqual([
      'common', 'reports', 'users', 'access', 'communications', 'amenities', 'emergency', 'phone_settings', 'devices', 'elevators', 'settings',
    ]);
  });

  it('shows a resident (no permission, nothing licensed) only the always-visible items whose pages open, in their groups', () => {
    const menu = visibleMenu({ permissions: ['profile.edit'], serverLicence: NONE, mayOpen: pageOpensFor(consoleEntities, ['profile.edit']) });
    expect(menu.map((group) => [group.id, group.items.map((item) => item.path)])).toEqual([
      ['common', ['/home', '/notifications']],
      ['users', ['/users', '/groups']],
      ['access', ['/access-matrix']],
      ['communications', ['/conversations']],
    ]);
  });

  it('shows everything to a role with every permission while the licence is unknown', () => {
    const menu = visibleMenu({ permissions: [...PERMISSIONS] });
    expect(menu.flatMap((group) => group.items)).toHaveLength(MENU_ITEMS.length);
  });
});

describe('licence gating (000 §4.2)', () => {
  type Gate = [what: string, context: Partial<MenuContext>, licensed: boolean];
  const GATES: Gate[] = [
    ['no licence known: licensed', {}, true],
    ['server on, user on', { serverLicence: ALL, userLicenceState: userState() }, true],
    ['server on, user state unknown', { serverLicence: ALL }, true],
    ['server off, user on', { serverLicence: serverLicence(['sip']), userLicenceState: userState() }, false],
    ['server on, user off', { serverLicence: ALL, userLicenceState: userState({ sip: QTY }) }, false],
    ['server licence without the feature', { serverLicence: { features: {} as ServerLicence['features'], warning: { status: 'no_license', days: null } } }, false],
  ];
  it.each(GATES)('sip: %s', (_, context, licensed) => {
    expect(isLicensed('sip', context)).toBe(licensed);
  });

  it('server-only features ignore the user state', () => {
    expect(isLicensed('sip_trunks', { serverLicence: ALL, userLicenceState: userState({ sip: OFF }) })).toBe(true);
    expect(isLicensed('kone', { serverLicence: serverLicence(['kone']), userLicenceState: userState() })).toBe(false);
  });

  type OverLimit = [what: string, feature: 'sip' | 'mobile_app', context: Partial<MenuContext>, overLimit: boolean];
  const OVER_LIMIT: OverLimit[] = (['sip', 'mobile_app'] as const).flatMap((feature): OverLimit[] => [
    ['server on, user off by quantity', feature, { serverLicence: ALL, userLicenceState: userState({ [feature]: QTY }) }, true],
    ['no server licence known, user off by quantity', feature, { userLicenceState: userState({ [feature]: QTY }) }, true],
    ['server off, user off by quantity', feature, { serverLicence: serverLicence([feature]), userLicenceState: userState({ [feature]: QTY }) }, false],
    ['user off by period', feature, { serverLicence: ALL, userLicenceState: userState({ [feature]: { is_enabled: false, restrictor: 'period' } }) }, false],
    ['user off, no restrictor', feature, { serverLicence: ALL, userLicenceState: userState({ [feature]: { is_enabled: false, restrictor: null } }) }, false],
    ['user on', feature, { serverLicence: ALL, userLicenceState: userState() }, false],
    ['no user state', feature, { serverLicence: ALL }, false],
  ]);
  it.each(OVER_LIMIT)('over-limit: %s (%s)', (_, feature, context, overLimit) => {
    expect(isOverLimit(feature, context)).toBe(overLimit);
  });
});

describe('menu paths (000 §2.1)', () => {
  it.each([
    ['/users', '/users', true],
    ['/users/12/edit', '/users', true],
    ['/users/add', '/users', true],
    ['/users/12/show', '/users', true],
    ['/users/abc/edit', '/users', false],
    ['/devices/events', '/devices', false],
    ['/devices/3/edit', '/devices', true],
    ['/devices/alarms/7/edit', '/devices/alarms', true],
    ['/devices/alarms/7/edit', '/devices', false],
  ])('%s highlights %s: %s', (pathname, itemPath, active) => {
    expect(isActive({ path: itemPath }, pathname)).toBe(active);
  });

  it('finds the menu item a page belongs to', () => {
    expect(menuPathOf('/roles/4/edit')).toBe('/roles');
    expect(menuItemFor('/groups/5/edit')?.path).toBe('/groups');
    expect(menuItemFor('/notifications/settings')?.path).toBe('/notifications');
    expect(menuItemFor('/nowhere')).toBeUndefined();
  });

  it('lists the menu paths nothing serves yet', () => {
    const pending = pathsWithoutPage(['users', 'groups', 'roles', 'devices'], ['/home', 'notifications']);
    expect(pending).not.toContain('/users');
    expect(pending).not.toContain('/notifications');
    expect(pending).toContain('/devices/events');
    expect(pending).toHaveLength(MENU_ITEMS.length - 6);
  });
});

describe('menu icons', () => {
  it('has an icon for every item', async () => {
    const { MENU_ICONS } = await import('./menu-icons');
    for (const item of MENU_ITEMS) expect(MENU_ICONS[item.icon], `${item.path}: ${item.icon}`).toBeDefined();
  });
});
