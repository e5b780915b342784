// @vitest-environment jsdom
/**
 * The call history list shows a call's ends as the reader was told them (000 §3.9): the number and the user's
 * name, or the number alone where the server answered no user, never raw JSON. Rendered by the list's own
 * columns (resources/entity-list.tsx) in the console's providers.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminContext, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../../schemas/call';
import { listColumns } from '../../resources/entity-list';
import { createI18nProvider } from '../providers/i18n-provider';
import { MemoryStorage } from '../providers/memory-storage';
import '../extensions';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => {
  document.body.innerHTML = '';
});

const record = {
  id: 1, call_id: 'c1', started_at: '2026-03-05T14:07:09.000Z', answered_by: null, result: 'answered', duration: 12,
  from_number: '1001', from_user_id: 7, from: { number: '1001', user: { id: 7, name: 'Anna Resident' } },
  to_number: '1900', to_user_id: 9, to: { number: '1900', user: null },
};

/** Each list column's text for the record. */
async function cells(): Promise<string[]> {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <MemoryRouter>
        <AdminContext i18nProvider={createI18nProvider({ storage: new MemoryStorage(), locale: 'en' })}>
          <ResourceContextProvider value={call.path}>
            <RecordContextProvider value={record}>
              {listColumns(call).map((column, index) => (
                <div key={index} data-cell>
                  {column}
                </div>
              ))}
            </RecordContextProvider>
          </ResourceContextProvider>
        </AdminContext>
      </MemoryRouter>,
    );
  });
  const texts = [...container.querySelectorAll('[data-cell]')].map((cell) => cell.textContent ?? '');
  await act(async () => root.unmount());
  return texts;
}

describe('call history ends', () => {
  it("shows the caller's number with their name, and the callee's number alone when no user was told", async () => {
    const texts = await cells();
    expect(texts[call.list.columns.indexOf('from_number')]).toBe('1001 · Anna Resident');
    expect(texts[call.list.columns.indexOf('to_number')]).toBe('1900');
  });
});
