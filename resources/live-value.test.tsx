// @vitest-environment jsdom
/**
 * Live values while the live channel is down: a list showing a device's status greys it with a tooltip
 * ("live updates interrupted") and says so in a banner; when the channel reconnects the list re-reads its
 * rows and the values are themselves again. Before the first connection nothing is marked. The live channel
 * is the test double; the list is react-admin's list context with its refetch.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AdminContext, ListContextProvider, type ListControllerResult, RecordContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleEntities } from '../schemas';
import { LiveContext } from '../src/live/live-context';
import { testLiveProvider } from '../src/live/test-live-provider';
import { createI18nProvider, loadSignedInEnglish } from '../src/providers/i18n-provider';
import { MemoryStorage } from '../src/providers/memory-storage';
import '../src/extensions';
import { DescribedField } from './described-field';
import { describeField } from './field-kinds';
import { LiveListUpdates } from './live-record';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
await loadSignedInEnglish();

const devices = consoleEntities.find((entity) => entity.path === 'devices')!;
const DEVICE = { id: 5, name: 'Entrance panel', status: 'online', sync_state: 'in_sync' };

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.innerHTML = '';
});

describe('live values while live updates are interrupted', () => {
  it('are greyed with a tooltip under a banner, and restored and re-read when the channel is back', async () => {
    const live = testLiveProvider();
    let refetched = 0;
    const list = { data: [DEVICE], total: 1, refetch: async () => void refetched++ } as unknown as ListControllerResult;
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    await act(async () => {
      root!.render(
        <MemoryRouter>
          <AdminContext i18nProvider={createI18nProvider({ storage: new MemoryStorage(), locale: 'en' })}>
            <LiveContext.Provider value={live}>
              <ListContextProvider value={list}>
                <LiveListUpdates resource="devices" />
                <RecordContextProvider value={DEVICE}>
                  <DescribedField entity={devices} field={describeField(devices, 'status')} />
                  <DescribedField entity={devices} field={describeField(devices, 'name')} />
                </RecordContextProvider>
              </ListContextProvider>
            </LiveContext.Provider>
          </AdminContext>
        </MemoryRouter>,
      );
    });
    const stale = () => [...container.querySelectorAll('[data-stale]')];
    const banner = () => container.querySelector('[data-live-interrupted]');
    expect(container.textContent).toContain('Online');
    expect(stale()).toEqual([]);

    await act(async () => live.start());
    await act(async () => live.setState('connecting'));
    expect(stale().map((node) => node.textContent)).toEqual(['Online']);
    expect(stale()[0].getAttribute('aria-description')).toBe('Live updates interrupted: this may be out of date');
    expect(banner()?.textContent).toContain('Live updates are interrupted');

    await act(async () => live.setState('connected'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(stale()).toEqual([]);
    expect(banner()).toBeNull();
    expect(refetched).toBe(1);
  });
});
