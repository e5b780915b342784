// @vitest-environment jsdom
/**
 * The audit page's period filter in the user's profile date format, over an HTTP test double: the days chosen
 * show as the profile writes dates (not the browser's order), a day typed key by key in that format becomes
 * the filter once it is whole, and an impossible date is marked and changes nothing.
 */
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpDouble } from '../../src/providers/http-double';
import { type RenderedConsole, renderConsole, signedInAs } from '../../src/providers/test-support/render-console';
import type { AuditFilterValues } from './audit-filters';
import { AuditFiltersBar } from './audit-filters-bar';

let rendered: RenderedConsole | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

const seen: AuditFilterValues[] = [];
function Page({ initial }: { initial: AuditFilterValues }) {
  const [filters, setFilters] = useState(initial);
  return <AuditFiltersBar filters={filters} onChange={(next) => (seen.push(next), setFilters(next))} />;
}

const field = (label: string) => {
  const found = [...document.querySelectorAll('label')].find((candidate) => candidate.textContent === label);
  return document.getElementById(found!.htmlFor) as HTMLInputElement;
};

/** Types `text` into `input` one key at a time, as a person does. */
async function typeKeys(input: HTMLInputElement, text: string) {
  for (let at = 1; at <= text.length; at++) {
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text.slice(0, at));
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }
}

/** The bar once the profile is read and `from` shows as `shown`. */
async function renderBar(timeFormat: string, initial: AuditFilterValues, shown: string) {
  seen.length = 0;
  const server = httpDouble({ ...signedInAs(['audit.view'], { profile: { time_format: timeFormat } }), 'GET /users/items': { data: [], pagination: { total: 0 } } });
  rendered = await renderConsole(<Page initial={initial} />, server);
  await vi.waitFor(() => expect(field('From').value).toBe(shown), { timeout: 10_000 });
  expect(server.unexpected).toEqual([]);
}

describe('The audit period filter', () => {
  it('shows the days in the profile date format and takes a day typed in it', async () => {
    await renderBar('DD.MM.YYYY HH:NN:SS', { from: '2026-11-03' }, '03.11.2026');
    await typeKeys(field('To'), '15.11.2026');
    expect(seen.filter((filters) => filters.to)).toEqual([{ from: '2026-11-03', to: '2026-11-15' }]);
    expect(field('To').value).toBe('15.11.2026');
    expect(field('To').getAttribute('aria-invalid')).toBe('false');
  });

  it('reads the order of the profile, month first, and refuses a date that does not exist', async () => {
    await renderBar('MM/DD/YYYY HH:NN:SS', { from: '2026-11-03' }, '11/03/2026');
    await typeKeys(field('To'), '02/30/2026');
    expect(seen).toEqual([]);
    expect(field('To').getAttribute('aria-invalid')).toBe('true');
  });
});
