/**
 * The scoping rule for grouped records (SECURITY.md "Scoping of grouped records"), read from every entity
 * description: an entity whose records belong to groups grants each operation and command at a group scope,
 * or says in `unscoped` why it grants one at `all` alone. A description added later is checked as it is listed
 * in schemas/index.ts, with nobody remembering to.
 */
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineEntity, type Entity, grantOf } from './define-entity';
import { consoleEntities, entityByPath } from './index';

/**
 * Whether an entity's records belong to groups. A child collection's rows are its parent's (server/access/
 * scope.ts childFilter: whatever scope it grants, a child is reached only through a parent the actor sees),
 * so its parent decides, and the parent is checked as an entity of its own.
 */
function belongsToGroups(entity: Entity): boolean {
  const { ownership } = entity;
  if (ownership.kind === 'parent') return false;
  return ownership.kind === 'group' || ownership.kind === 'group-column' || ownership.kind === 'group-list';
}

/** Every operation and command the entity grants to someone. */
function grantNames(entity: Entity) {
  return [...Object.keys(entity.access), ...Object.keys(entity.commands ?? {})].filter((name) => Object.keys(grantOf(entity, name)).length > 0);
}

/** The names granted at `all` alone (no domain, descendants or own). */
function unscopedNames(entity: Entity) {
  return grantNames(entity).filter((name) => Object.keys(grantOf(entity, name)).every((scope) => scope === 'all'));
}

/** The unscoped grants of a grouped entity that its description gives no reason for. */
function unexplained(entity: Entity) {
  if (!belongsToGroups(entity)) return [];
  const reasons = (entity.unscoped ?? {}) as Record<string, string | undefined>;
  return unscopedNames(entity).filter((name) => !reasons[name]?.trim());
}

/** Reasons that explain nothing: a name not granted at `all` alone, or an entity that does not belong to groups. */
function staleReasons(entity: Entity) {
  const unscoped = belongsToGroups(entity) ? unscopedNames(entity) : [];
  return Object.keys(entity.unscoped ?? {}).filter((name) => !unscoped.includes(name));
}

/** A grouped entity must say who reaches its records without a group: there is no silent default. */
function missingUngroupedRule(entity: Entity) {
  return belongsToGroups(entity) && entity.ungrouped === undefined;
}

describe('grouped entities are scoped by their group', () => {
  it.each(consoleEntities.map((entity) => [entity.path, entity] as const))('%s grants nothing at `all` alone without a written reason', (_path, entity) => {
    expect(unexplained(entity)).toEqual([]);
    expect(staleReasons(entity)).toEqual([]);
    if (entity.ownership.kind === 'parent') expect(entityByPath(entity.ownership.entity), 'a child collection is checked through its parent').toBeDefined();
  });

  it.each(consoleEntities.map((entity) => [entity.path, entity] as const))('%s states who reaches its records without a group, if it belongs to groups', (_path, entity) => {
    expect(missingUngroupedRule(entity), 'a grouped entity says `ungrouped`: creator, all, or { permission }').toBe(false);
  });

  it('finds a grouped entity that does not say who reaches its records without a group', () => {
    const probe = { fields: {}, access: {}, ownership: { kind: 'group-column', field: 'domain_id' } } as unknown as Entity;
    expect(missingUngroupedRule(probe)).toBe(true);
    expect(missingUngroupedRule({ ...probe, ungrouped: { permission: 'project_settings.change' } })).toBe(false);
    expect(missingUngroupedRule({ ...probe, ownership: { kind: 'none' } })).toBe(false);
  });

  it('finds an unscoped grant of a grouped entity, and takes a written reason for it', () => {
    const shape = {
      access: { view: { all: 'devices.view.all', descendants: 'devices.view.descendants' }, create: {}, update: { all: 'devices.edit' }, delete: {} },
      ownership: { kind: 'group-column', field: 'domain_id' },
      commands: { reboot: { grant: { all: 'devices.edit' } } },
    } as const;
    const described = (extra: object) =>
      defineEntity({
        name: 'probe', path: 'probes', table: 'probes', fields: { name: z.string(), domain_id: z.number() }, titleField: 'name',
        list: { columns: ['name'], search: ['name'], filters: ['name'], sort: 'name' }, ...shape, ...extra,
      }) as unknown as Entity;
    expect(unexplained(described({}))).toEqual(['update', 'reboot']);
    expect(unexplained(described({ unscoped: { update: 'because', reboot: ' ' } }))).toEqual(['reboot']);
    expect(unexplained(described({ ownership: { kind: 'none' } }))).toEqual([]);
    expect(staleReasons(described({ unscoped: { view: 'scoped anyway', update: 'because' } }))).toEqual(['view']);
  });
});
