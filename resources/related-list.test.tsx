// @vitest-environment jsdom
/**
 * A related-records tab is a list of its own: what its rows may do is asked of the other entity, never of
 * the record whose page holds the tab. A user's Identifiers and Access rules tabs asked
 * `/identifiers/{user id}/allowed-actions` (two 404s each time, or another record's answer). The tab runs
 * with the console's real providers against the real server.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleEntities } from '../schemas';
import { createAuthProvider } from '../src/providers/auth-provider';
import { createDataProvider } from '../src/providers/data-provider';
import { createHttp } from '../src/providers/http';
import { createI18nProvider } from '../src/providers/i18n-provider';
import { MemoryStorage } from '../src/providers/memory-storage';
import { createTokenStore } from '../src/providers/token-store';
import { RelatedList } from './related-list';
import { relatedTabs } from './related-records';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const userEntity = consoleEntities.find((entity) => entity.path === 'users')!;
const PERMISSIONS = ['users.view', 'users.update', 'identifiers.view', 'identifiers.update', 'identifiers.delete', 'access_rules.view', 'access_rules.update', 'access_rules.delete'];
const USER = { id: 7, name: 'Resident 7', updated_at: '2025-01-01T00:00:00.000Z' };

/** The console's own providers; the network answers as the server does: the profile, empty lists, and 404 for anything else. */
function providers(asked: string[]) {
  const fetch = async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname.replace('/api/v0', '');
    asked.push(path);
    if (path === '/profile') return Response.json({ data: { id: 1, name: 'Admin', login: 'admin', email: '', locale: 'en', avatar_url: null, role: { id: 1, name: 'Administrator', permissions: PERMISSIONS, available_roles: [] }, project: { id: 1, name: 'Demo' } } });
    if (path.endsWith('/items')) return Response.json({ data: [], pagination: { total: 0, page: 1, size: 10 } });
    return Response.json({ message: 'not found', error: { code: 'not_found', message: 'not found' } }, { status: 404 });
  };
  const i18n = createI18nProvider({ storage: new MemoryStorage(), locale: 'en' });
  const tokens = createTokenStore({ persistent: new MemoryStorage(), perSession: new MemoryStorage() });
  tokens.save({ token: 'token', refresh: 'refresh', project: { id: 1, name: 'Demo' } } as never);
  const http = createHttp({ apiUrl: 'http://127.0.0.1:9/api/v0', tokens, translate: i18n.translate, fetch: fetch as typeof globalThis.fetch, locks: undefined });
  return { i18nProvider: i18n, dataProvider: createDataProvider({ http, translate: i18n.translate }), authProvider: createAuthProvider({ http, tokens }) };
}

describe('RelatedList', () => {
  let root: Root | undefined;
  afterEach(async () => {
    await act(async () => root?.unmount());
    document.body.innerHTML = '';
  });

  it("asks what its rows may do of its own entity, not of the page's record", async () => {
    const tabs = relatedTabs(userEntity, PERMISSIONS).filter((tab) => ['identifiers', 'access-rules'].includes(tab.other.path));
    expect(tabs.map((tab) => tab.other.path)).toEqual(['identifiers', 'access-rules']);
    const asked: string[] = [];
    const { i18nProvider, dataProvider, authProvider } = providers(asked);
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    await act(async () => {
      root!.render(
        <MemoryRouter>
          <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider}>
            <RecordContextProvider value={USER}>
              {tabs.map((tab) => (
                <RelatedList key={tab.key} tab={tab} />
              ))}
            </RecordContextProvider>
          </AdminContext>
        </MemoryRouter>,
      );
    });
    await vi.waitFor(() => expect(asked).toEqual(expect.arrayContaining(['/identifiers/items', '/access-rules/items'])), { timeout: 5000 });
    // Give the access checks that follow the lists their turn.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(asked.filter((path) => path.endsWith('/allowed-actions'))).toEqual([]);
  });
});
