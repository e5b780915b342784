// @vitest-environment jsdom
/**
 * The group picker as a tree (docs/console.md "Group pickers"): a reader who sees at most TREE_PICKER_LIMIT
 * groups gets them in one call (`completely`, 001 §7) and browses the tree, opened down to the chosen group;
 * a search typed key by key filters the loaded tree with each match's path and asks the server nothing. Above
 * the limit the tree is never loaded and the server is searched as before. Real providers; the network answers
 * as the server does.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AdminContext, type Identifier } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleEntities } from '../../schemas';
import { createDataProvider } from '../../src/providers/data-provider';
import { createHttp } from '../../src/providers/http';
import { HttpProvider } from '../../src/providers/http-context';
import { createI18nProvider, loadSignedInEnglish } from '../../src/providers/i18n-provider';
import { MemoryStorage } from '../../src/providers/memory-storage';
import { createTokenStore } from '../../src/providers/token-store';
import { EntityPickerDialog } from './entity-picker-dialog';
import { TREE_PICKER_LIMIT } from './whole-tree';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const node = (id: number, name: string, parent_id: number | null, domain_type_id = 3) => ({ id, name, parent_id, domain_type_id, logic_address: null });
const GROUPS = [
  node(0, 'Project', null, 1),
  node(1, 'Riverside Residence', 0, 2),
  node(6, 'Block B', 1),
  node(2, 'Block A', 1),
  node(3, 'Block A entrance 1', 2, 4),
  node(5, 'Apartment 112', 3, 5),
  node(4, 'Apartment 111', 3, 5),
  node(7, 'Apartment 12', 3, 5),
];

/** What the picker asked the server: list searches (`q`, '' for the plain list) and whole-tree calls. */
function providers(total: number) {
  const asked = { searches: [] as string[], trees: 0 };
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (url.pathname.endsWith('/groups/completely')) {
      asked.trees++;
      return Response.json({ data: GROUPS });
    }
    if (url.pathname.endsWith('/items')) {
      const searched = /"rule":"has","value":"([^"]*)"/.exec(url.searchParams.get('filters') ?? '');
      asked.searches.push(searched ? searched[1] : '');
      return Response.json({ data: GROUPS.slice(0, 3), pagination: { total, page: 1, size: 25 } });
    }
    return Response.json({ message: 'not found', error: { code: 'not_found', message: 'not found' } }, { status: 404 });
  };
  const i18n = createI18nProvider({ storage: new MemoryStorage(), locale: 'en' });
  const tokens = createTokenStore({ persistent: new MemoryStorage(), perSession: new MemoryStorage() });
  tokens.save({ token: 'token', refresh: 'refresh', project: { id: 1, name: 'Demo' } } as never);
  const http = createHttp({ apiUrl: 'http://127.0.0.1:9/api/v0', tokens, translate: i18n.translate, fetch: fetch as typeof globalThis.fetch, locks: undefined });
  return { asked, http, i18nProvider: i18n, dataProvider: createDataProvider({ http, translate: i18n.translate }) };
}

/** Types as a person does, one key after another, each its own input event. */
async function typeKeys(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  for (const key of text) {
    await act(async () => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      setValue.call(input, input.value + key);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true }));
    });
  }
}

const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement;
/** The rows' names in the order shown (each row's pick button is named by its record's title). */
const rowNames = () => [...dialog().querySelectorAll('li [aria-label], ul > [aria-label]')].filter((el) => !el.hasAttribute('aria-expanded')).map((el) => el.getAttribute('aria-label'));
const button = (name: string) => dialog().querySelector(`[aria-label="${name}"]`) as HTMLElement;
const click = (element: HTMLElement) => act(async () => element.click());

describe('group picker as a tree', () => {
  let root: Root | undefined;
  afterEach(async () => {
    await act(async () => root?.unmount());
    document.body.innerHTML = '';
  });

  async function open(total: number, selected: Identifier[] = []) {
    await loadSignedInEnglish();
    const { asked, http, i18nProvider, dataProvider } = providers(total);
    const approved: Identifier[][] = [];
    const entity = consoleEntities.find((candidate) => candidate.path === 'groups')!;
    root = createRoot(document.body.appendChild(document.createElement('div')));
    await act(async () =>
      root!.render(
        <HttpProvider http={http}>
          <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>
            <EntityPickerDialog open entity={entity} multiple={false} selected={selected} onClose={() => undefined} onApprove={(ids) => approved.push(ids)} />
          </AdminContext>
        </HttpProvider>,
      ),
    );
    return { asked, approved, input: dialog().querySelector('input[type="text"], input:not([type])') as HTMLInputElement };
  }

  it('loads a small tree once, opens it by its arrows, filters it locally key by key, and picks from the matches', async () => {
    const { asked, approved, input } = await open(GROUPS.length);
    await vi.waitFor(() => expect(rowNames()).toEqual(['Project', 'Riverside Residence']), { timeout: 5000 });
    await click(button('Show what Riverside Residence holds'));
    expect(rowNames()).toEqual(['Project', 'Riverside Residence', 'Block A', 'Block B']);
    await click(button('Show what Block A holds'));
    await click(button('Show what Block A entrance 1 holds'));
    // Numbers in names in their order: 12 before 111.
    expect(rowNames()).toEqual(['Project', 'Riverside Residence', 'Block A', 'Block A entrance 1', 'Apartment 12', 'Apartment 111', 'Apartment 112', 'Block B']);

    await typeKeys(input, 'apartment 11');
    expect(rowNames()).toEqual(['Apartment 111', 'Apartment 112']);
    expect(dialog().textContent).toContain('Riverside Residence / Block A / Block A entrance 1');
    await click(button('Apartment 112'));
    await click([...dialog().querySelectorAll('button')].find((b) => b.textContent === 'Confirm')!);
    expect(approved).toEqual([[5]]);
    expect(asked.trees).toBe(1);
    expect(asked.searches.filter(Boolean)).toEqual([]);
  });

  it('opens the tree down to the chosen group', async () => {
    await open(GROUPS.length, [4]);
    await vi.waitFor(() => expect(rowNames()).toContain('Apartment 111'), { timeout: 5000 });
    expect(rowNames()).toEqual(['Project', 'Riverside Residence', 'Block A', 'Block A entrance 1', 'Apartment 12', 'Apartment 111', 'Apartment 112', 'Block B']);
    expect((button('Apartment 111').querySelector('input') as HTMLInputElement).checked).toBe(true);
  });

  it('searches the server, never loading the tree, above the limit', async () => {
    const { asked, input } = await open(TREE_PICKER_LIMIT + 1);
    await vi.waitFor(() => expect(asked.searches.length).toBeGreaterThan(0));
    await typeKeys(input, 'Bl');
    await vi.waitFor(() => expect(asked.searches).toContain('Bl'));
    expect(asked.trees).toBe(0);
  });
});
