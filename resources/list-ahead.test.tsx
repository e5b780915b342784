// @vitest-environment jsdom
/**
 * A session's first list (issue 34): react-admin's list page asks access checks (the list itself, create,
 * edit, delete) before it asks for its records, each a render of the page later. Answered ahead, while the
 * user reads Home (list-ahead.ts), the list asks for its records on its first render and asks no check again;
 * the actions its bar renders are loaded ahead too, and render without suspending.
 */
import { act, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminContext, type AuthProvider, type DataProvider, memoryStore, ResourceContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entityByPath } from '../schemas';
import { createI18nProvider } from '../src/providers/i18n-provider';
import { MemoryStorage } from '../src/providers/memory-storage';
import { createConsoleQueryClient } from '../src/providers/query-client';
import { EntityList } from './entity-list';
import { primeListAccess } from './list-access';
import { lazyPageAction, type PageActionProps, preloadPageActions, registerPageActions } from './page-action-registry';
import '../src/extensions';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const devices = entityByPath('devices')!;

/** An administrator: every check allowed, each one counted. */
function counting() {
  const checks: string[] = [];
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => [],
    canAccess: async ({ action, resource }) => (checks.push(`${action} ${resource}`), true),
  };
  const lists: string[] = [];
  const dataProvider = {
    getList: async (resource: string) => (lists.push(resource), { data: [{ id: 1, name: 'Panel 1' }], total: 1 }),
    getMany: async () => ({ data: [] }),
    getManyReference: async () => ({ data: [], total: 0 }),
  } as unknown as DataProvider;
  return { authProvider, dataProvider, checks, lists };
}

beforeEach(() => {
  vi.stubGlobal('fetch', async () => Response.json({ error: { code: 'not_found' } }, { status: 404 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** Renders the devices list: what it asked on its first render (before any answer arrived), and in all. */
async function openList(ahead: boolean) {
  const { authProvider, dataProvider, checks, lists } = counting();
  const queryClient = createConsoleQueryClient();
  // Signed in: the shell's own check of the session is answered (react-admin's requireAuth).
  queryClient.setQueryData(['auth', 'checkAuth', {}], true);
  if (ahead) {
    primeListAccess(queryClient, authProvider, [devices]);
    await act(() => new Promise((resolve) => setTimeout(resolve)));
  }
  checks.length = 0;
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  act(() => {
    root.render(
      <MemoryRouter>
        <AdminContext dataProvider={dataProvider} authProvider={authProvider} queryClient={queryClient} store={memoryStore()} i18nProvider={createI18nProvider({ storage: new MemoryStorage(), locale: 'en' })}>
          <ResourceContextProvider value="devices">
            <EntityList entity={devices} />
          </ResourceContextProvider>
        </AdminContext>
      </MemoryRouter>,
    );
  });
  // What the first render's effects asked, before any timer (react-query tells its answers in timers).
  await act(async () => {
    for (let tick = 0; tick < 20; tick += 1) await Promise.resolve();
  });
  const firstRender = { lists: [...lists] };
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  await act(async () => root.unmount());
  return { firstRender, checks, lists };
}

describe('the list screens readied ahead', () => {
  it('without it, a list waits for its access checks before asking for its records (the cause)', async () => {
    const { firstRender, checks, lists } = await openList(false);
    expect(firstRender.lists).toEqual([]);
    expect(checks).toEqual(expect.arrayContaining(['list devices', 'create devices', 'edit devices', 'delete devices']));
    expect(lists).toContain('devices');
  });

  it('with its checks answered ahead, a list asks for its records on its first render and asks no check again', async () => {
    const { firstRender, checks } = await openList(true);
    expect(firstRender.lists).toEqual(['devices']);
    expect(checks).toEqual([]);
  });

  it("keeps an answer about a whole entity as long as the profile it is read from, and leaves a record's checks as they were", () => {
    const queryClient = createConsoleQueryClient();
    primeListAccess(queryClient, counting().authProvider, [devices]);
    const staleTime = (check: object) => queryClient.defaultQueryOptions({ queryKey: ['auth', 'canAccess', check] }).staleTime;
    expect(staleTime({ action: 'edit', resource: 'devices', recordId: undefined })).toBe(30_000);
    expect(staleTime({ action: 'edit', resource: 'devices', recordId: 5 })).toBeUndefined();
  });

  it("loads a list's actions ahead: once loaded, an action renders at once, without suspending", async () => {
    let loads = 0;
    function Found({ entity }: PageActionProps) {
      return <button type="button">{`find ${entity.path}`}</button>;
    }
    const component = lazyPageAction(async () => (loads++, { default: Found }));
    registerPageActions('list', { devices_search_test: { component } } as never);
    preloadPageActions('list', ['devices_search_test']);
    preloadPageActions('list', ['devices_search_test']);
    await new Promise((resolve) => setTimeout(resolve));
    expect(loads).toBe(1);
    const container = document.body.appendChild(document.createElement('div'));
    const Component = component;
    act(() => {
      createRoot(container).render(
        <Suspense fallback="loading">
          <Component entity={devices} />
        </Suspense>,
      );
    });
    expect(container.textContent).toBe('find devices');
  });
});
