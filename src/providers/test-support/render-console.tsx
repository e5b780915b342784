/**
 * Renders a console component for a component test (Vitest with jsdom), with the console's own providers
 * (react-admin's auth, data and i18n providers, signed-in English) over an HTTP test double: the test
 * gives the double every answer the component may ask for, and any other call throws.
 *
 * @example
 * const server = httpDouble({ ...signedInAs(['calls.concierge.receive']), 'GET /calls/management/list': { data: [] } });
 * const page = await renderConsole(<ConciergePanel />, server);
 * await vi.waitFor(() => expect(page.container.textContent).toContain('Doors'));
 */
import { QueryClient } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createAuthProvider } from '../auth-provider';
import { createDataProvider } from '../data-provider';
import { HttpProvider } from '../http-context';
import type { DoubleAnswers, HttpDouble } from '../http-double';
import { createI18nProvider, loadSignedInEnglish } from '../i18n-provider';
import { MemoryStorage } from '../memory-storage';
import { createTokenStore } from '../token-store';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The answer to GET /profile of a signed-in user holding `permissions` (react-admin's permissions and identity come from it). */
export function signedInAs(permissions: string[], profile: Record<string, unknown> = {}): DoubleAnswers {
  return {
    'GET /profile': {
      data: { id: 1, name: 'Operator', login: 'operator', email: '', locale: 'en', avatar_url: null, role: { id: 2, name: 'Operator', permissions, available_roles: [] }, project: { id: 1, name: 'Demo' }, ...profile },
    },
  };
}

export interface RenderedConsole {
  container: HTMLElement;
  unmount(): Promise<void>;
}

export async function renderConsole(element: ReactNode, server: HttpDouble): Promise<RenderedConsole> {
  await loadSignedInEnglish();
  const i18n = createI18nProvider({ storage: new MemoryStorage(), locale: 'en' });
  const tokens = createTokenStore({ persistent: new MemoryStorage(), perSession: new MemoryStorage() });
  tokens.save({ token: 'token', refresh: 'refresh', project: { id: 1, uid: 'demo', name: 'Demo', description: '' } });
  // No retries: a failed call shows at once, as the test expects it to.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const container = document.body.appendChild(document.createElement('div'));
  const root: Root = createRoot(container);
  await act(async () => {
    root.render(
      <MemoryRouter>
        <AdminContext queryClient={queryClient} dataProvider={createDataProvider({ http: server.http, translate: i18n.translate })} authProvider={createAuthProvider({ http: server.http, tokens })} i18nProvider={i18n}>
          <HttpProvider http={server.http}>{element}</HttpProvider>
        </AdminContext>
      </MemoryRouter>,
    );
  });
  return {
    container,
    async unmount() {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

/** Clicks an element as a user does, letting React settle. */
export async function click(element: Element | null | undefined) {
  if (!element) throw new Error('nothing to click');
  await act(async () => (element as HTMLElement).click());
}
