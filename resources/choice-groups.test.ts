import { describe, expect, it } from 'vitest';
import { PERMISSIONS, PERMISSION_FAMILIES } from '../schemas/permissions';
import { CHOICE_CATALOGUES, MANY_CHOICES, catalogueFor } from './choice-catalogues';
import {
  type OptionGroup,
  catalogueGroups,
  catalogueLabel,
  filterGroups,
  findCatalogue,
  groupNameOf,
  groupOptions,
  groupValues,
  itemLabelKey,
  selectionOf,
  setValues,
  valueKey,
} from './choice-groups';
import { translator } from './test-support/translator';

const FAMILIES = { rules: ['time_rules.view', 'access_rules.view'], other: ['audit.view'] } as const;

describe('choice keys', () => {
  it('keys a value with its dots as underscores', () => {
    expect(valueKey('devices.view.descendants')).toBe('devices_view_descendants');
    expect(valueKey(7)).toBe('7');
    expect(itemLabelKey('permissions', 'devices.view.all')).toBe('permissions.items.devices_view_all');
  });
});

describe('grouping', () => {
  it('puts a value in its named group, else in its first dot-segment', () => {
    expect(groupNameOf('time_rules.view', FAMILIES)).toBe('rules');
    expect(groupNameOf('devices.view.all', FAMILIES)).toBe('devices');
    expect(groupNameOf('devices.view.all')).toBe('devices');
    expect(groupNameOf('plain')).toBe('plain');
  });

  it('keeps the groups in the order of their first value and the values in theirs', () => {
    const values = ['devices.view', 'time_rules.view', 'devices.edit', 'audit.view', 'access_rules.view'];
    expect(groupValues(values, FAMILIES)).toEqual([
      { name: 'devices', values: ['devices.view', 'devices.edit'] },
      { name: 'rules', values: ['time_rules.view', 'access_rules.view'] },
      { name: 'other', values: ['audit.view'] },
    ]);
    expect(groupValues(values).map((group) => group.name)).toEqual(['devices', 'time_rules', 'audit', 'access_rules']);
  });

  it('groups the permission catalogue by its families, every permission once', () => {
    const groups = groupValues(PERMISSIONS, PERMISSION_FAMILIES);
    expect(groups.map((group) => group.name)).toEqual(Object.keys(PERMISSION_FAMILIES));
    expect(groups.flatMap((group) => group.values)).toEqual([...PERMISSIONS]);
  });

  it('sorts the widget options into the groups; options no group names go last, by first segment', () => {
    const options = ['a.x', 'b.x', 'a.y', 'c.z'].map((value) => ({ value, label: value.toUpperCase() }));
    const groups = groupOptions(options, [
      { name: 'second', title: 'Second', values: ['b.x'] },
      { name: 'first', title: 'First', values: ['a.y', 'a.x', 'missing.value'] },
      { name: 'empty', title: 'Empty', values: [] },
    ]);
    expect(groups).toEqual([
      { name: 'second', title: 'Second', options: [{ value: 'b.x', label: 'B.X' }] },
      { name: 'first', title: 'First', options: [{ value: 'a.y', label: 'A.Y' }, { value: 'a.x', label: 'A.X' }] },
      { name: 'c', title: 'c', options: [{ value: 'c.z', label: 'C.Z' }] },
    ]);
  });
});

describe('catalogue', () => {
  it('is found for the permissions and labels them in the user language', () => {
    const { translate, missing } = translator('uk');
    const catalogue = findCatalogue(translate, PERMISSIONS, CHOICE_CATALOGUES);
    expect(catalogue?.prefix).toBe('permissions');
    expect(catalogueLabel(translate, 'permissions', 'devices.view.descendants')).toBe('Перегляд пристроїв дочірніх груп');
    expect(catalogueLabel(translate, 'permissions', 'no.such.permission')).toBe('no.such.permission');
    const groups = catalogueGroups(translate, catalogue!, PERMISSIONS);
    expect(groups.find((group) => group.name === 'devices')?.title).toBe('Пристрої');
    expect(groups.every((group) => group.title !== group.name)).toBe(true);
    expect([...missing]).toEqual([]);
  });

  it('is looked for only for long lists', () => {
    const { translate } = translator('en');
    expect(catalogueFor(translate, PERMISSIONS)?.prefix).toBe('permissions');
    expect(catalogueFor(translate, PERMISSIONS.slice(0, MANY_CHOICES))).toBeUndefined();
  });

  it('is not found for values it does not label', () => {
    const { translate } = translator('en');
    expect(findCatalogue(translate, ['panel', 'monitor', 'devices.view'], CHOICE_CATALOGUES)).toBeUndefined();
  });
});

describe('filter', () => {
  const groups: OptionGroup[] = [
    { name: 'devices', title: 'Devices', options: [{ value: 'devices.view', label: 'View devices' }, { value: 'devices.edit', label: 'Edit devices' }] },
    { name: 'users', title: 'Users', options: [{ value: 'users.view', label: 'View users' }] },
  ];

  it('keeps everything for an empty query', () => {
    expect(filterGroups(groups, { query: '  ' })).toEqual(groups);
  });

  it('matches every word against label, code and group title, ignoring case; drops emptied groups', () => {
    expect(filterGroups(groups, { query: 'VIEW dev' }).map((group) => group.options.map((option) => option.value))).toEqual([['devices.view']]);
    expect(filterGroups(groups, { query: 'users.view' })[0].options).toEqual([{ value: 'users.view', label: 'View users' }]);
    expect(filterGroups(groups, { query: 'devices' })[0].options).toHaveLength(2); // the group title matches
    expect(filterGroups(groups, { query: 'nothing like it' })).toEqual([]);
  });

  it('matches Cyrillic labels', () => {
    const ru: OptionGroup[] = [{ name: 'devices', title: 'Устройства', options: [{ value: 'devices.view', label: 'Просмотр устройств' }] }];
    expect(filterGroups(ru, { query: 'ПРОСМОТР' })).toHaveLength(1);
  });

  it('keeps only the selected ones when asked', () => {
    const only = filterGroups(groups, { selected: ['devices.edit'], selectedOnly: true });
    expect(only).toEqual([{ ...groups[0], options: [groups[0].options[1]] }]);
    expect(filterGroups(groups, { selected: [], selectedOnly: true })).toEqual([]);
  });
});

describe('selection', () => {
  const order = ['a', 'b', 'c', 'd'];

  it('counts the selected values of a group', () => {
    expect(selectionOf([], ['a', 'b'])).toEqual({ count: 0, state: 'none' });
    expect(selectionOf(['b', 'z'], ['a', 'b'])).toEqual({ count: 1, state: 'some' });
    expect(selectionOf(['a', 'b'], ['a', 'b'])).toEqual({ count: 2, state: 'all' });
  });

  it('selects a whole group in the enum order, keeping values it does not know', () => {
    expect(setValues(['legacy', 'd'], ['c', 'a'], true, order)).toEqual(['a', 'c', 'd', 'legacy']);
    expect(setValues(['a', 'b', 'c'], ['a', 'b'], false, order)).toEqual(['c']);
    expect(setValues(['a'], ['a'], true, order)).toEqual(['a']);
  });
});
