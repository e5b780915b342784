import { describe, expect, it } from 'vitest';
import { consoleEntities } from '../../schemas';
import { PERMISSIONS } from '../../schemas/permissions';
import { pageOpensFor } from './entity-pages';
import { visibleMenu } from './menu-paths';

describe('menu items of entity pages', () => {
  it("hide an entity's list from a role without its view grant, and keep it for any scope's grant", () => {
    expect(pageOpensFor(consoleEntities, ['profile.edit'])('/identifiers')).toBe(false);
    expect(pageOpensFor(consoleEntities, ['identifiers.view'])('/identifiers')).toBe(true);
    expect(pageOpensFor(consoleEntities, ['identifiers.view.all'])('/identifiers')).toBe(true);
  });

  it('keep pages that are no entity list, and lists anyone may open (own user record, groups by placement)', () => {
    const resident = pageOpensFor(consoleEntities, ['profile.edit']);
    expect(resident('/access-matrix')).toBe(true);
    expect(resident('/users')).toBe(true);
    expect(resident('/groups')).toBe(true);
  });

  it('match an entity by its console route (guest passes live at /guest-access)', () => {
    expect(pageOpensFor(consoleEntities, [])('/guest-access')).toBe(false);
    expect(pageOpensFor(consoleEntities, ['identifiers.guest.create'])('/guest-access')).toBe(true);
  });

  it("leave a resident's menu without the identifiers item the spec shows to everyone", () => {
    const permissions = ['profile.edit'];
    const menu = visibleMenu({ permissions, mayOpen: pageOpensFor(consoleEntities, permissions) });
    const paths = menu.flatMap((group) => group.items.map((item) => item.path));
    expect(paths).not.toContain('/identifiers');
    expect(paths).toContain('/access-matrix');
    const everything = visibleMenu({ permissions: [...PERMISSIONS], mayOpen: pageOpensFor(consoleEntities, [...PERMISSIONS]) });
    expect(everything.flatMap((group) => group.items.map((item) => item.path))).toContain('/identifiers');
  });
});
