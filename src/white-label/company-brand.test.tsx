// @vitest-environment jsdom
/**
 * The header's management company: the logo and name GET /white-label answers for the signed-in user, and
 * nothing at all when no company applies to them.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpProvider } from '../providers/http-context';
import { httpDouble } from '../providers/http-double';
import { CompanyBrand } from './company-brand';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

async function renderBrand(company: unknown) {
  const server = httpDouble({ 'GET /white-label': { data: company } });
  const container = document.body.appendChild(document.createElement('div'));
  await act(async () => {
    createRoot(container).render(
      <HttpProvider http={server.http}>
        <CompanyBrand />
      </HttpProvider>,
    );
  });
  await vi.waitFor(() => expect(server.calls.map((call) => call.request)).toEqual(['GET /white-label']));
  return container;
}

describe('CompanyBrand', () => {
  it('shows the company\'s logo and name', async () => {
    const header = await renderBrand({ name: 'Acme Management', logo: '/api/v0/group-logos/0123456789abcdef0123456789abcdef' });
    await vi.waitFor(() => expect(header.textContent).toBe('Acme Management'));
    const logo = header.querySelector('img');
    expect(logo?.getAttribute('src')).toBe('/api/v0/group-logos/0123456789abcdef0123456789abcdef');
    expect(logo?.getAttribute('alt')).toBe('Acme Management');
  });

  it('shows nothing when no company applies', async () => {
    const header = await renderBrand(null);
    expect(header.innerHTML).toBe('');
  });
});
