/** The list's range label: react-admin's own for an exact total, "more than" when the server stopped counting. */
import { renderToString } from 'react-dom/server';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { I18nContext, type I18nProvider, ListContextProvider, type ListControllerResult } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ListPagination } from './list-pagination';

const messages = { ra: { navigation: { page_range_info: '%{offsetBegin}-%{offsetEnd} of %{total}', page_rows_per_page: 'Rows per page:' } }, resources: { common: { range_of_more_than: '%{from}–%{to} of more than %{total}' } } };
const i18nProvider: I18nProvider = {
  translate: (key: string, options: Record<string, unknown> = {}) => {
    const text = key.split('.').reduce<any>((node, part) => node?.[part], messages);
    return typeof text === 'string' ? text.replace(/%\{(\w+)\}/g, (_, name) => String(options[name])) : key;
  },
  changeLocale: async () => {},
  getLocale: () => 'en',
};

function label(list: Partial<ListControllerResult>) {
  const value = { page: 2, perPage: 25, total: 10_000, isPending: false, isLoading: false, data: [], setPage: () => {}, setPerPage: () => {}, ...list } as unknown as ListControllerResult;
  return renderToString(
    <ThemeProvider theme={createTheme()}>
      <I18nContext.Provider value={i18nProvider}>
      <ListContextProvider value={value}>
        <ListPagination />
      </ListContextProvider>
    </I18nContext.Provider>
    </ThemeProvider>,
  );
}

describe('ListPagination', () => {
  it('says "more than" the counted total when the count stopped at the cap', () => {
    expect(label({ meta: { totalIsLowerBound: true } })).toContain('26–50 of more than 10,000');
  });

  it('keeps react-admin\'s "of" for an exact total', () => {
    const html = label({});
    expect(html).toContain('26-50 of 10000');
    expect(html).not.toContain('more than');
  });
});
