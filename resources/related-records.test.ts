/** Related records (issue 14, item 3): every declaration is sound, and the tabs follow the role's grants. */
import { describe, expect, it } from 'vitest';
import { consoleEntities, entityByPath } from '../schemas';
import { describeField } from './field-kinds';
import { relatedPrefill, relatedTabs } from './related-records';

const declarations = consoleEntities.flatMap((entity) => (entity.related ?? []).map((related) => ({ entity, related })));
const entity = (path: string) => entityByPath(path)!;

describe('related records', () => {
  it('are declared where people look for them: a user, a group and a device', () => {
    const paths = (path: string) => entity(path).related?.map((related) => related.path);
    expect(paths('users')).toEqual(expect.arrayContaining(['identifiers', 'access-rules']));
    expect(paths('groups')).toEqual(expect.arrayContaining(['groups', 'users', 'devices']));
    expect(paths('devices')).toEqual(expect.arrayContaining(['devices/events', 'devices/tasks']));
  });

  it.each(declarations.map(({ entity, related }) => [`${entity.path} → ${related.path}.${related.field}`, entity, related] as const))(
    '%s: an entity, a declared filter, a reference to the record',
    (_, parent, related) => {
      const other = entityByPath(related.path);
      expect(other, related.path).toBeDefined();
      expect(other!.list.filters as string[]).toContain(related.field);
      const field = describeField(other!, related.field);
      expect(['reference', 'references']).toContain(field.kind);
      expect(entityByPath(field.reference!)).toBe(parent);
    },
  );

  it("shows a tab only to roles that may list its records", () => {
    expect(relatedTabs(entity('users'), ['identifiers.view']).map((tab) => tab.key)).toEqual(['identifiers']);
    expect(relatedTabs(entity('users'), ['access_rules.view', 'identifiers.view.all']).map((tab) => tab.key)).toEqual(['identifiers', 'access-rules']);
    expect(relatedTabs(entity('users'), [])).toEqual([]);
    // A licensed entity's tab only while its licence holds (its list would answer 'no licences').
    expect(relatedTabs(entity('users'), ['virtual_numbers.view']).map((tab) => tab.key)).toEqual(['virtual-numbers']);
    expect(relatedTabs(entity('users'), ['virtual_numbers.view'], (feature) => feature !== 'sip')).toEqual([]);
  });

  it('names a tab by the listed entity, or by its own name where that would mislead', () => {
    const tabs = relatedTabs(entity('groups'), ['groups.view.all', 'users.view.all', 'devices.view.all']);
    expect(tabs.map((tab) => [tab.key, tab.titleKey])).toEqual([
      ['children', 'resources.groups.related.children'],
      ['users', 'resources.users.name'],
      ['devices', 'resources.devices.name'],
    ]);
  });

  it('pre-fills the new record with this one: an id, or a list holding it', () => {
    const [children, users] = relatedTabs(entity('groups'), ['groups.view.all', 'users.view.all']);
    expect(relatedPrefill(children, 7)).toEqual({ parent_id: 7 });
    expect(relatedPrefill(users, 7)).toEqual({ domain_ids: [7] });
  });
});
