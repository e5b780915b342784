// @vitest-environment jsdom
/**
 * The audit diff view, rendered by the console's own components in a DOM: each changed field reads as the console
 * shows it, before and after (references by name, a moment in the user's format, codes translated), a changed
 * section names only its changed fields, a list only the items taken out and put in, a secret stays masked, a command's input is labelled as its dialog labels
 * it; each event says who and what and links to its record. Only the referenced records' names are given here.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminContext, type AuthProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../src/providers/i18n-provider';
import { MemoryStorage } from '../src/providers/memory-storage';
import { AuditTimeline, type AuditTimelineEvent } from './audit-timeline';
import '../src/extensions';

const NAMES: Record<string, Record<number, string>> = { schedules: { 1: 'Working hours', 2: 'Weekends' }, devices: { 4: 'Entrance 1' } };
const dataProvider = {
  getMany: async (resource: string, { ids }: { ids: number[] }) => ({ data: ids.map((id) => ({ id, name: NAMES[resource]?.[id] ?? `?${id}` })) }),
  getOne: async (resource: string, { id }: { id: number }) => ({ data: { id, name: NAMES[resource]?.[id] ?? `?${id}` } }),
} as unknown as DataProvider;
const auditor: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ['audit.view', 'groups.view.all', 'devices.view.all', 'time_rules.view', 'device_alarms.view'],
};

const MOMENT = '2026-03-05T14:07:09.000Z';
const events: AuditTimelineEvent[] = [
  {
    id: 3, at: MOMENT, user_name: 'Alice Manager', entity: 'access-rules', record_id: 7, action: 'update',
    changes: { name: { before: 'Lobby', after: 'Lobby and lift' }, time_rules: { before: [1], after: [1, 2] } },
  },
  {
    id: 2, at: MOMENT, user_name: null, entity: 'devices', record_id: 4, action: 'update',
    changes: {
      type: { before: 'panel', after: 'barrier' },
      device_settings: { before: { mqtt: { password: '********' }, sip: { talk_timeout: 120, transport: 'UDP' } }, after: { mqtt: { password: '********' }, sip: { talk_timeout: 90, transport: 'UDP' } } },
      password: { before: '********', after: '********' },
    },
  },
  {
    id: 1, at: MOMENT, user_name: 'Alice Manager', entity: 'devices/alarms', record_id: 9, action: 'command:process',
    changes: { processed_at: { before: null, after: MOMENT }, input: { after: { comment: 'Toast in the kitchen' } } },
  },
];

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  // The profile (date settings) is not read: the language's own date order applies.
  vi.stubGlobal('fetch', async () => Response.json({ error: { code: 'not_found' } }, { status: 404 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

async function renderTimeline() {
  const container = document.body.appendChild(document.createElement('div'));
  const i18nProvider = createI18nProvider({ storage: new MemoryStorage(), locale: 'en' });
  await i18nProvider.completeMessages();
  await act(async () => {
    createRoot(container).render(
      <MemoryRouter>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} authProvider={auditor}>
          <AuditTimeline events={events} />
        </AdminContext>
      </MemoryRouter>,
    );
  });
  // References' names arrive after the first draw; a busy machine takes its time.
  await vi.waitFor(() => expect(container.textContent).toContain('Weekends'), { timeout: 15_000 });
  return container;
}

/** The label, before and after of a field's row in an event's diff. */
function diffRow(event: Element, field: string) {
  const label = event.querySelector(`[data-field="${field}"]`);
  expect(label, field).not.toBeNull();
  const before = label!.nextElementSibling!;
  const after = before.nextElementSibling!;
  return { label: label!.textContent, before: before.textContent, after: after.textContent };
}

describe('the audit diff view', () => {
  it('shows each changed field before and after as the console shows it', async () => {
    const page = await renderTimeline();
    const [rule, door, alarm] = [...page.querySelectorAll('tbody > tr')];
    expect(rule.textContent).toContain('Alice Manager');
    expect(rule.textContent).toContain('Changed');
    expect(rule.querySelector('a')?.getAttribute('href')).toBe('/access-rules/7/edit');
    expect(diffRow(rule, 'name')).toEqual({ label: 'Name', before: 'Lobby', after: 'Lobby and lift' });
    // Of a list, only what was taken out and put in.
    expect(diffRow(rule, 'time_rules')).toEqual({ label: 'Schedules', before: '—', after: 'Weekends' });

    expect(door.textContent).toContain('The console');
    expect(diffRow(door, 'type')).toEqual({ label: 'Type', before: 'Door panel', after: 'Barrier' });
    // Of the settings, only what changed, named by its section.
    expect(diffRow(door, 'device_settings.sip.talk_timeout')).toEqual({ label: 'Device settings › SIP › Talk timeout, s', before: '120', after: '90' });
    expect(door.querySelector('[data-field="device_settings.sip.transport"]')).toBeNull();
    expect(door.querySelector('[data-field^="device_settings.mqtt"]')).toBeNull();
    expect(diffRow(door, 'password')).toMatchObject({ before: '********', after: '********' });

    expect(alarm.textContent).toContain('Process');
    const processedAt = diffRow(alarm, 'processed_at');
    expect(processedAt.before).toBe('—');
    expect(processedAt.after).toMatch(/2026/);
    expect(processedAt.after).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(diffRow(alarm, 'input.comment')).toEqual({ label: 'Comment', before: '—', after: 'Toast in the kitchen' });
  });
});
