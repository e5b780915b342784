// @vitest-environment jsdom
/**
 * The group picker's search needs a minimum text length (000 §5.1 "domain search needs a minimum text
 * length"): one character says so and asks the server nothing; two search. Other pickers search from one.
 * The picker runs with the console's real providers; the network answers lists as the server does.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleEntities } from '../../schemas';
import { createDataProvider } from '../../src/providers/data-provider';
import { createHttp } from '../../src/providers/http';
import { createI18nProvider, loadSignedInEnglish } from '../../src/providers/i18n-provider';
import { MemoryStorage } from '../../src/providers/memory-storage';
import { createTokenStore } from '../../src/providers/token-store';
import { EntityPickerDialog } from './entity-picker-dialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The searches (`q`) the picker asked the server for. */
function providers(searches: string[]) {
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (url.pathname.endsWith('/items')) {
      // A search is a "has" rule of the list's filters; a plain list has none.
      const searched = /"rule":"has","value":"([^"]*)"/.exec(url.searchParams.get('filters') ?? '');
      searches.push(searched ? searched[1] : '');
      return Response.json({ data: [], pagination: { total: 0, page: 1, size: 25 } });
    }
    return Response.json({ message: 'not found', error: { code: 'not_found', message: 'not found' } }, { status: 404 });
  };
  const i18n = createI18nProvider({ storage: new MemoryStorage(), locale: 'en' });
  const tokens = createTokenStore({ persistent: new MemoryStorage(), perSession: new MemoryStorage() });
  tokens.save({ token: 'token', refresh: 'refresh', project: { id: 1, name: 'Demo' } } as never);
  const http = createHttp({ apiUrl: 'http://127.0.0.1:9/api/v0', tokens, translate: i18n.translate, fetch: fetch as typeof globalThis.fetch, locks: undefined });
  return { i18nProvider: i18n, dataProvider: createDataProvider({ http, translate: i18n.translate }) };
}

async function type(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('entity picker search', () => {
  let root: Root | undefined;
  afterEach(async () => {
    await act(async () => root?.unmount());
    document.body.innerHTML = '';
  });

  async function open(path: string) {
    await loadSignedInEnglish();
    const searches: string[] = [];
    const { i18nProvider, dataProvider } = providers(searches);
    const entity = consoleEntities.find((candidate) => candidate.path === path)!;
    root = createRoot(document.body.appendChild(document.createElement('div')));
    await act(async () =>
      root!.render(
        <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>
          <EntityPickerDialog open entity={entity} multiple={false} selected={[]} onClose={() => undefined} onApprove={() => undefined} />
        </AdminContext>,
      ),
    );
    const input = document.querySelector('[role="dialog"] input') as HTMLInputElement;
    return { input, searches };
  }

  it('asks for two characters before searching groups', async () => {
    const { input, searches } = await open('groups');
    await vi.waitFor(() => expect(searches.length).toBeGreaterThan(0));
    await type(input, 'B');
    expect(document.querySelector('[role="dialog"]')!.textContent).toContain('Type at least 2 characters to search');
    // Past the search box's pause, still only the plain list was asked for.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searches.filter(Boolean)).toEqual([]);
    await type(input, 'Bl');
    expect(document.querySelector('[role="dialog"]')!.textContent).not.toContain('Type at least');
    await vi.waitFor(() => expect(searches).toContain('Bl'));
  });

  it('searches other records from one character', async () => {
    const { input, searches } = await open('users');
    await type(input, 'R');
    expect(document.querySelector('[role="dialog"]')!.textContent).not.toContain('Type at least');
    await vi.waitFor(() => expect(searches).toContain('R'));
  });
});
