// @vitest-environment jsdom
/**
 * The scheduled jobs card of System info, in a DOM with the console's own providers, given the answer of
 * GET /scheduler/jobs: each job by its label, its schedule in words, its last run's result (a failure with its
 * error's own text) or that it has not run, in English and in Russian.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScheduledJobAnswer } from '../../schemas/scheduled-job-answers';
import { createI18nProvider, loadLocale, loadSignedInEnglish } from '../../src/providers/i18n-provider';
import { MemoryStorage } from '../../src/providers/memory-storage';
import { ScheduledJobsCard } from './scheduled-jobs-card';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// The signed-in pages' strings, as after a sign-in; Russian's chunk, as when chosen.
await loadSignedInEnglish();
await loadLocale('ru');

const run = (over: Partial<ScheduledJobAnswer['runs'][number]>) => ({
  due_at: '2026-03-01T03:30:00.000Z', started_at: '2026-03-01T03:30:01.000Z', finished_at: '2026-03-01T03:30:02.000Z',
  result: 'succeeded' as const, duration_ms: 1250, error: null, outcome: null, attempts: 1, ...over,
});
const jobs: ScheduledJobAnswer[] = [
  { name: 'announce_delivery', schedule: 'every 15000', next_due_at: '2026-03-01T10:00:15.000Z', runs: [] },
  { name: 'licence_notices', schedule: 'cron 0 9 * * * tz Europe/Kyiv', next_due_at: '2026-03-02T07:00:00.000Z', runs: [run({ result: 'failed', error: 'mail_not_sent', duration_ms: 85 })] },
  { name: 'log_retention', schedule: 'cron 30 3 * * *', next_due_at: '2026-03-02T03:30:00.000Z', runs: [run({ outcome: { audit_events: 3 } })] },
];

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

async function renderCard(locale: 'en' | 'ru') {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
    String(input).includes('/scheduler/jobs') ? Response.json({ data: jobs }) : Response.json({ error: { code: 'not_found' } }, { status: 404 }),
  );
  const container = document.body.appendChild(document.createElement('div'));
  const i18nProvider = createI18nProvider({ storage: new MemoryStorage(), locale });
  await act(async () => {
    createRoot(container).render(
      <MemoryRouter>
        <AdminContext i18nProvider={i18nProvider}>
          <ScheduledJobsCard />
        </AdminContext>
      </MemoryRouter>,
    );
  });
  await vi.waitFor(() => expect(container.querySelector('[data-testid="scheduled-job-log_retention"]')).not.toBeNull());
  const row = (name: string) => container.querySelector(`[data-testid="scheduled-job-${name}"]`)?.textContent ?? '';
  return { container, row };
}

describe('ScheduledJobsCard', () => {
  it('shows each job, its schedule and its last run', async () => {
    const { container, row } = await renderCard('en');
    expect(container.textContent).toContain('Scheduled jobs');
    expect(row('announce_delivery')).toContain('Scheduled announcements');
    expect(row('announce_delivery')).toContain('every 15 s');
    expect(row('announce_delivery')).toContain('Not run yet');
    expect(row('licence_notices')).toContain('License-end notices');
    expect(row('licence_notices')).toContain('0 9 * * * (Europe/Kyiv)');
    expect(row('licence_notices')).toContain('Failed');
    expect(row('licence_notices')).toContain('The e-mail could not be sent');
    expect(row('licence_notices')).toContain('85 ms');
    expect(row('log_retention')).toContain('Log retention');
    expect(row('log_retention')).toContain('Succeeded');
    expect(row('log_retention')).toContain('1.3 s');
  });

  it('speaks Russian too', async () => {
    const { container, row } = await renderCard('ru');
    expect(container.textContent).toContain('Задания по расписанию');
    expect(row('log_retention')).toContain('Хранение журналов');
    expect(row('log_retention')).toContain('Успешно');
    expect(row('announce_delivery')).toContain('каждые');
  });
});
