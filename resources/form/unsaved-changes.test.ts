import { describe, expect, it } from 'vitest';
import { holdsChanges, leavesPage } from './unsaved-changes';

describe('unsaved changes', () => {
  it('are a difference in value, not in key order or absent keys', () => {
    expect(holdsChanges({ name: 'Ann', tags: [1, 2] }, { tags: [1, 2], name: 'Ann' })).toBe(false);
    expect(holdsChanges({ name: 'Ann', phone: undefined }, { name: 'Ann' })).toBe(false);
    expect(holdsChanges({ name: 'Ann' }, { name: 'Anna' })).toBe(true);
    expect(holdsChanges({ profile: { phone: '' } }, { profile: { phone: '+380' } })).toBe(true);
    expect(holdsChanges({ tags: [1, 2] }, { tags: [2, 1] })).toBe(true);
  });

  it('are lost only by going to another page: a tab or a query of the same page is no leaving', () => {
    expect(leavesPage('/users/3/edit', '/users')).toBe(true);
    expect(leavesPage('/users/3/edit', { pathname: '/home', search: '' } as { pathname: string })).toBe(true);
    expect(leavesPage('/users/3/edit', '?tab=identifiers')).toBe(false);
    expect(leavesPage('/users/3/edit', { search: '?tab=identifiers' } as { pathname?: string })).toBe(false);
    expect(leavesPage('/users/3/edit', '/users/3/edit/')).toBe(false);
    expect(leavesPage('/users/3/edit', '../show')).toBe(true);
    // The browser's back and forward buttons name whole URLs.
    expect(leavesPage('/users/3/edit', 'https://console.example/users?filter=%7B%7D')).toBe(true);
    expect(leavesPage('/users/3/edit', 'https://console.example/users/3/edit?tab=details')).toBe(false);
  });
});
