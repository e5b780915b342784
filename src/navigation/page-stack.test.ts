/** The page stack (000 §2.1): pageIds, back and back-to, the missing-page rule, state per page. */
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../providers/memory-storage';
import { backTarget, MAX_ENTRIES, PageStackError, pageIdOf, pageStateKey, pushPage, readPageState, withPageId, writePageState } from './page-stack';

const at = (address: string) => {
  const url = new URL(address, 'http://console.invalid');
  return { pathname: url.pathname, search: url.search };
};

describe('page stack', () => {
  it('adds a generated pageId to the opened page, keeping its query and hash', () => {
    expect(withPageId('/users/3/edit?tab=2#top', 'k3x9')).toBe('/users/3/edit?tab=2&pageId=k3x9#top');
    const storage = new MemoryStorage();
    const first = pushPage(storage, '/users/3/edit', '/users?page=2');
    const second = pushPage(storage, '/users/3/edit', '/users?page=2');
    expect(pageIdOf(at(first).search)).toMatch(/^[0-9a-z]{8}$/);
    expect(pageIdOf(at(first).search)).not.toBe(pageIdOf(at(second).search));
  });

  it('goes back to the page it was opened from, through several levels', () => {
    const storage = new MemoryStorage();
    const edit = pushPage(storage, '/groups/5/edit', '/groups?page=3');
    const users = pushPage(storage, '/users?group=5', edit);
    expect(backTarget(storage, { ...at(users), strict: true })).toBe(edit);
    expect(backTarget(storage, { ...at(edit), strict: true })).toBe('/groups?page=3');
  });

  it('uses back-to for a page opened from the menu, else the menu page, else /home', () => {
    const storage = new MemoryStorage();
    expect(backTarget(storage, { ...at('/users/3/edit'), backTo: '/groups', strict: true })).toBe('/groups');
    expect(backTarget(storage, { ...at('/users/3/edit'), strict: true })).toBe('/users');
    expect(backTarget(storage, { ...at('/users'), strict: true })).toBe('/home');
    expect(backTarget(storage, { ...at('/nowhere/7'), strict: true })).toBe('/home');
  });

  it('prefers the stack over back-to', () => {
    const storage = new MemoryStorage();
    const opened = pushPage(storage, '/roles/2/edit', '/home');
    expect(backTarget(storage, { ...at(opened), backTo: '/roles', strict: true })).toBe('/home');
  });

  it('throws for a pageId missing from the stack in development, falls back to the menu page in production', () => {
    const storage = new MemoryStorage();
    const lost = at('/devices/4/edit?pageId=zzzz0000');
    expect(() => backTarget(storage, { ...lost, strict: true })).toThrow(PageStackError);
    expect(() => backTarget(storage, { ...lost, strict: true })).toThrow(/zzzz0000 is missing from the page stack/);
    expect(backTarget(storage, { ...lost, strict: false })).toBe('/devices');
    expect(backTarget(storage, { ...lost, backTo: '/home', strict: true })).toBe('/home');
  });

  it('survives a broken stored stack and keeps at most MAX_ENTRIES pages', () => {
    const storage = new MemoryStorage();
    storage.setItem('access-console.page-stack', '{not json');
    const first = pushPage(storage, '/users/1/edit', '/users');
    expect(backTarget(storage, { ...at(first), strict: true })).toBe('/users');
    for (let i = 0; i < MAX_ENTRIES; i += 1) pushPage(storage, `/users/${i}/edit`, '/users');
    expect(() => backTarget(storage, { ...at(first), strict: true })).toThrow(PageStackError);
    expect(Object.keys(JSON.parse(storage.getItem('access-console.page-stack')!))).toHaveLength(MAX_ENTRIES);
  });
});

describe('page state', () => {
  it('is kept per pageId, so two openings of one page do not share it', () => {
    const storage = new MemoryStorage();
    const one = at(pushPage(storage, '/users', '/home'));
    const two = at(pushPage(storage, '/users', '/groups'));
    writePageState(storage, pageStateKey(one.pathname, one.search, 'tab'), 2);
    expect(readPageState(storage, pageStateKey(one.pathname, one.search, 'tab'), 0)).toBe(2);
    expect(readPageState(storage, pageStateKey(two.pathname, two.search, 'tab'), 0)).toBe(0);
  });

  it('is kept per path for a page without pageId, and reads a broken value as the initial one', () => {
    const storage = new MemoryStorage();
    writePageState(storage, pageStateKey('/users', '', 'filters'), { q: 'ann' });
    expect(readPageState(storage, pageStateKey('/users', '?page=2', 'filters'), {})).toEqual({ q: 'ann' });
    storage.setItem(pageStateKey('/roles', '', 'tab'), '{oops');
    expect(readPageState(storage, pageStateKey('/roles', '', 'tab'), 1)).toBe(1);
  });
});
