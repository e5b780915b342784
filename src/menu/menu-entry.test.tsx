// @vitest-environment jsdom
/**
 * Issue 34: a click on the menu redrew every item with the page it opened (about 35 styled links on the first
 * list's way to the screen). An item is drawn again only when its highlight changes.
 */
import { MenuList } from '@mui/material';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { MENU_ITEMS } from './menu-items';
import { MenuEntry } from './menu-entry';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('menu entries', () => {
  it('draw again only the items whose highlight a navigation changes', async () => {
    const drawn: string[] = [];
    // Each drawing of an item asks for its label once.
    const i18nProvider = { translate: (key: string) => (drawn.push(key), key), changeLocale: async () => undefined, getLocale: () => 'en' };
    let navigate: (path: string) => void = () => undefined;
    function Navigator() {
      navigate = useNavigate();
      return null;
    }
    const items = MENU_ITEMS.filter((item) => ['/users', '/devices', '/groups'].includes(item.path));
    expect(items).toHaveLength(3);
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () => {
      createRoot(container).render(
        <MemoryRouter initialEntries={['/home']}>
          <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
            <Navigator />
            <MenuList>
              {items.map((item) => (
                <MenuEntry key={item.path} item={item} />
              ))}
            </MenuList>
          </AdminContext>
        </MemoryRouter>,
      );
    });
    const labels = (keys: string[]) => keys.filter((key) => items.some((item) => key === item.title));
    expect(labels(drawn)).toHaveLength(3);
    drawn.length = 0;
    await act(async () => navigate('/devices'));
    expect(labels(drawn)).toEqual([items.find((item) => item.path === '/devices')!.title]);
    expect(container.querySelector('[aria-current="page"]')?.getAttribute('href')).toBe('/devices');
  });
});
