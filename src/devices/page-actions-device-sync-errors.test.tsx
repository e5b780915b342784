// @vitest-environment jsdom
/**
 * The Sync errors dialog of a device whose sync failed says why and offers Retry, which re-sends the failed
 * sync through Apply settings (POST /devices/{id}/settings/apply); one who may only view the device gets no
 * Retry. The console's own providers run; the network answers as the server does for this device.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleEntities } from '../../schemas';
import { createAuthProvider } from '../providers/auth-provider';
import { createHttp } from '../providers/http';
import { createI18nProvider, loadSignedInEnglish } from '../providers/i18n-provider';
import { MemoryStorage } from '../providers/memory-storage';
import { createTokenStore } from '../providers/token-store';
import DeviceSyncErrorsButton from './page-actions-device-sync-errors';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// The signed-in pages' English, as after sign-in.
await loadSignedInEnglish();

const devices = consoleEntities.find((entity) => entity.path === 'devices')!;
const DEVICE = { id: 5, name: 'Entrance panel', protocol: 'mqtt', sync_state: 'failed', updated_at: '2025-01-01T00:00:00.000Z' };
const kind = (state: string, error?: string) => ({ wanted: 9, acknowledged: state === 'in_sync' ? 9 : 3, state, ...(error && { error }) });
const SYNC = { identifiers: [], schedules: [], sync: { state: 'failed', kinds: { settings: kind('in_sync'), identifiers: kind('failed', '500 refused by the device'), schedules: kind('in_sync'), access_rules: kind('in_sync') } } };

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** Renders the button for a user holding `permissions`; returns the page and the calls the network saw. */
async function render(permissions: string[]) {
  const calls: string[] = [];
  const network = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://console.test').pathname.replace('/api/v0', '');
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    if (path === '/profile') return Response.json({ data: { id: 1, name: 'Manager', login: 'manager', email: '', locale: 'en', avatar_url: null, role: { id: 2, name: 'Manager', permissions, available_roles: [] }, project: { id: 1, name: 'Demo' } } });
    if (path === `/devices/${DEVICE.id}/allowed-actions`) return Response.json({ data: { update: permissions.includes('devices.edit') } });
    if (path === `/devices/${DEVICE.id}/sync/errors`) return Response.json({ data: SYNC });
    if (path === `/devices/${DEVICE.id}/settings/apply`) return Response.json({ data: { id: 10, type: 'apply_settings', status: 'new' } }, { status: 201 });
    return Response.json({ error: { code: 'not_found', message: 'not found' } }, { status: 404 });
  };
  vi.stubGlobal('fetch', network);
  const i18n = createI18nProvider({ storage: new MemoryStorage(), locale: 'en' });
  const tokens = createTokenStore({ persistent: new MemoryStorage(), perSession: new MemoryStorage() });
  tokens.save({ token: 'token', refresh: 'refresh', project: { id: 1, name: 'Demo' } } as never);
  const authProvider = createAuthProvider({ http: createHttp({ apiUrl: 'http://console.test/api/v0', tokens, translate: i18n.translate, fetch: network as typeof fetch, locks: undefined }), tokens });
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () => {
    root!.render(
      <MemoryRouter>
        <AdminContext authProvider={authProvider} i18nProvider={i18n}>
          <RecordContextProvider value={DEVICE}>
            <DeviceSyncErrorsButton entity={devices} />
          </RecordContextProvider>
        </AdminContext>
      </MemoryRouter>,
    );
  });
  const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim().startsWith(name));
  await vi.waitFor(() => expect(button('Sync errors')).toBeDefined());
  await act(async () => button('Sync errors')!.click());
  await vi.waitFor(() => expect(document.body.textContent).toContain('500 refused by the device'));
  return { calls, button };
}

describe('Sync errors dialog', () => {
  it('offers Retry for a failed sync, which re-sends it through Apply settings', async () => {
    const { calls, button } = await render(['devices.view', 'devices.edit']);
    await vi.waitFor(() => expect(button('Retry')).toBeDefined());
    await act(async () => button('Retry')!.click());
    await vi.waitFor(() => expect(calls).toContain(`POST /devices/${DEVICE.id}/settings/apply`));
  });

  it('offers no Retry to one who may only view the device', async () => {
    const { calls, button } = await render(['devices.view']);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(button('Retry')).toBeUndefined();
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });
});
