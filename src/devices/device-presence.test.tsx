// @vitest-environment jsdom
/**
 * A device's page says whether the device is online and when it was last seen, and follows it live: the show
 * page in its top bar, the edit page (where a click lands) above its form with the other read-only fields. The console's own providers run; the network answers as
 * the server does for this device, and the live channel is the test double.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleEntities } from '../../schemas';
import { editPageActions } from '../../resources/page-actions';
import { RecordState } from '../../resources/record-state';
import { LiveContext } from '../live/live-context';
import { testLiveProvider } from '../live/test-live-provider';
import { createAuthProvider } from '../providers/auth-provider';
import { createDataProvider } from '../providers/data-provider';
import { createHttp } from '../providers/http';
import { createI18nProvider, loadSignedInEnglish } from '../providers/i18n-provider';
import { MemoryStorage } from '../providers/memory-storage';
import { createTokenStore } from '../providers/token-store';
import '../extensions';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
await loadSignedInEnglish();

const devices = consoleEntities.find((entity) => entity.path === 'devices')!;
const seen = new Date(Date.now() - 5 * 60_000).toISOString();
const DEVICE = { id: 5, name: 'Entrance panel', type: 'panel', protocol: 'mqtt', status: 'online', last_seen_at: seen, sync_state: 'in_sync', updated_at: seen };

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.innerHTML = '';
});

/** Renders `page` for DEVICE with the console's providers; `stored` is what the server answers for it now. */
async function renderDevicePage(page: React.ReactNode, server: { stored: Record<string, unknown> }) {
  const network = async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname.replace('/api/v0', '');
    if (path === '/profile') return Response.json({ data: { id: 1, name: 'Auditor', login: 'auditor', email: '', locale: 'en', avatar_url: null, role: { id: 3, name: 'Auditor', permissions: ['devices.view'], available_roles: [] }, project: { id: 1, name: 'Demo' } } });
    if (path === `/devices/${DEVICE.id}`) return Response.json({ data: server.stored });
    return Response.json({ error: { code: 'not_found', message: 'not found' } }, { status: 404 });
  };
  const i18n = createI18nProvider({ storage: new MemoryStorage(), locale: 'en' });
  const tokens = createTokenStore({ persistent: new MemoryStorage(), perSession: new MemoryStorage() });
  tokens.save({ token: 'token', refresh: 'refresh', project: { id: 1, name: 'Demo' } } as never);
  const http = createHttp({ apiUrl: 'http://console.test/api/v0', tokens, translate: i18n.translate, fetch: network as typeof fetch, locks: undefined });
  const live = testLiveProvider();
  live.start();
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () => {
    root!.render(
      <MemoryRouter>
        <AdminContext dataProvider={createDataProvider({ http, translate: i18n.translate })} authProvider={createAuthProvider({ http, tokens })} i18nProvider={i18n}>
          <LiveContext.Provider value={live}>
            <RecordContextProvider value={DEVICE}>{page}</RecordContextProvider>
          </LiveContext.Provider>
        </AdminContext>
      </MemoryRouter>,
    );
  });
  const goesOffline = async () => {
    server.stored = { ...DEVICE, status: 'offline', updated_at: new Date().toISOString() };
    await act(async () => live.emit({ topic: 'entity.devices', data: { type: 'updated', id: DEVICE.id } }));
  };
  return { container, goesOffline };
}

describe("A device's page", () => {
  it('shows the online status and last seen in the show page\'s bar, and follows them live', async () => {
    const { container, goesOffline } = await renderDevicePage(<>{editPageActions(devices)}</>, { stored: DEVICE });
    const presence = () => container.querySelector('[data-device-presence]');
    await vi.waitFor(() => expect(presence()?.textContent).toMatch(/^Online\s*Last seen: 5 min\.? ago$/), { timeout: 5000 });
    await goesOffline();
    await vi.waitFor(() => expect(presence()?.querySelector('[data-status]')?.getAttribute('data-status')).toBe('offline'));
    expect(presence()?.textContent).toMatch(/^Offline/);
  });

  it('shows them above the edit page\'s form, once, and follows them live while the form is open', async () => {
    const { container, goesOffline } = await renderDevicePage(<RecordState entity={devices} />, { stored: DEVICE });
    const state = () => container.querySelector('[data-testid="record-state"]');
    await vi.waitFor(() => expect(state()?.querySelectorAll('[data-status]')).toHaveLength(1), { timeout: 5000 });
    expect(state()?.querySelector('[data-status]')?.getAttribute('data-status')).toBe('online');
    expect(state()?.textContent).toContain('Last seen');
    await goesOffline();
    await vi.waitFor(() => expect(state()?.querySelector('[data-status]')?.getAttribute('data-status')).toBe('offline'));
  });
});
