// @vitest-environment jsdom
/**
 * The public announcement page renders the body through DOMPurify, whatever the server answers (the server
 * sanitises on write; a row stored before that, or written around the API, must still not run script in
 * a recipient's browser). The page runs in a DOM with the console's own providers; only the token lookup's
 * answer is given here, as a stored body the API itself could no longer produce.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../providers/i18n-provider';
import { MemoryStorage } from '../providers/memory-storage';
import AnnouncePage from './announce-page';

const HOSTILE = '<p>Meeting on <strong>Friday</strong></p><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script><a href="javascript:alert(1)">link</a>';
const announce = { subject: 'House meeting', body: HOSTILE, type: 'info', type_info: { questions: [], poll_multi_answers_allowed: false, poll_user_answer_allowed: false }, open: false, answered_at: null };

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

async function renderPage() {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
    String(input).includes('/announces/token/the-token') ? Response.json({ data: announce }) : Response.json({ error: { code: 'not_found' } }, { status: 404 }),
  );
  const container = document.body.appendChild(document.createElement('div'));
  const i18nProvider = createI18nProvider({ storage: new MemoryStorage(), locale: 'en' });
  await act(async () => {
    createRoot(container).render(
      <MemoryRouter initialEntries={['/announce/the-token']}>
        <AdminContext i18nProvider={i18nProvider}>
          <Routes>
            <Route path="/announce/:token" element={<AnnouncePage />} />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    );
  });
  await vi.waitFor(() => expect(container.textContent).toContain('House meeting'));
  return container;
}

describe('AnnouncePage', () => {
  it('renders the body without script, event handlers or javascript: links', async () => {
    const page = await renderPage();
    expect(page.querySelector('strong')?.textContent).toBe('Friday');
    expect(page.querySelector('script')).toBeNull();
    expect(page.querySelector('[onerror]')).toBeNull();
    expect(page.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/^javascript:/);
    expect(page.innerHTML).not.toContain('__pwned');
  });
});
