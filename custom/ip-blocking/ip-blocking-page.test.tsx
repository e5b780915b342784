// @vitest-environment jsdom
/**
 * The IP blocking page with the console's providers over an HTTP test double: each cause in words, the times in
 * the reader's own format and zone; a reader without project_settings.change (the status call's can_change) is
 * offered no Unblock, Add, Change or Remove; one with it unblocks by the address, URL-encoded, and may change
 * only the console's whitelist entries, never IP_WHITELIST's.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpDouble } from '../../src/providers/http-double';
import { type RenderedConsole, click, renderConsole, signedInAs } from '../../src/providers/test-support/render-console';
import IpBlockingPage from './ip-blocking-page';

const settings = { block_after: 20, block_seconds: 3600, failure_window: 900 };
const status = (can_change: boolean) => ({ data: { ip: '10.0.0.9', whitelisted_by: null, block: null, blocked_count: 3, whitelist_count: 2, settings, can_change } });
const blocks = [
  { ip: '10.1.0.1', cause: 'AUTH_FAILED', blocked_at: '2026-11-23T12:25:08.000Z', until: '2026-11-23T13:25:08.000Z' },
  { ip: '2001:db8::1', cause: 'WRONG_NUMBER', blocked_at: '2026-11-23T12:00:00.000Z', until: '2026-11-23T13:00:00.000Z' },
  { ip: '10.1.0.3', cause: 'UNKNOWN', blocked_at: '2026-11-23T11:00:00.000Z', until: '2026-11-23T12:59:00.000Z' },
];
const whitelist = [
  { entry: '10.9.0.0/16', start_ip: '10.9.0.0', end_ip: '10.9.255.255', source: 'environment', created_at: null },
  { entry: '10.8.0.1-10.8.0.9', start_ip: '10.8.0.1', end_ip: '10.8.0.9', source: 'console', created_at: '2026-11-20T08:00:00.000Z' },
];

/** A reader in Kyiv who writes dates day first. */
const answers = (canChange: boolean) => ({
  ...signedInAs(canChange ? ['project_settings.view', 'project_settings.change'] : ['project_settings.view'], { profile: { time_format: 'DD.MM.YYYY HH:NN:SS', time_zone: 'Europe/Kyiv' } }),
  'GET /ip-blocking/status': status(canChange),
  'GET /ip-blocking/banned': { data: blocks },
  'GET /ip-blocking/whitelist': { data: whitelist },
});

let rendered: RenderedConsole | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

const rows = (label: string) => [...rendered!.container.querySelectorAll(`table[aria-label="${label}"] tbody tr`)];
const buttons = () => [...rendered!.container.querySelectorAll('button')].map((button) => button.getAttribute('aria-label') ?? button.textContent);

describe('The IP blocking page', () => {
  it('shows each cause in words and the times in the reader’s format, and offers a reader nothing to change', async () => {
    const server = httpDouble(answers(false));
    rendered = await renderConsole(<IpBlockingPage />, server);
    await vi.waitFor(() => expect(rows('Blocked addresses')).toHaveLength(3), { timeout: 5000 });
    await vi.waitFor(() => expect(rows('Blocked addresses')[0].textContent).toContain('23.11.2026 14:25:08'));
    expect(rows('Blocked addresses').map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['10.1.0.1', 'Wrong password', '23.11.2026 14:25:08', '23.11.2026 15:25:08'],
      ['2001:db8::1', 'Unknown SIP number', '23.11.2026 14:00:00', '23.11.2026 15:00:00'],
      ['10.1.0.3', 'Unknown', '23.11.2026 13:00:00', '23.11.2026 14:59:00'],
    ]);
    expect(rendered.container.textContent).toContain('An address is blocked for 1 h after 20 failed sign-ins or SIP registrations within 15 min.');
    await vi.waitFor(() => expect(rows('Whitelist')).toHaveLength(2));
    expect(rows('Whitelist')[0].textContent).toContain('Server setting (IP_WHITELIST)');
    expect(buttons()).toEqual([]);
    expect(server.unexpected).toEqual([]);
  });

  it('unblocks by the address for a reader who may change, and offers to change only the console’s entries', async () => {
    const server = httpDouble({ ...answers(true), 'DELETE /ip-blocking/banned/2001%3Adb8%3A%3A1': { data: { ok: true } } });
    rendered = await renderConsole(<IpBlockingPage />, server);
    await vi.waitFor(() => expect(rows('Whitelist')).toHaveLength(2), { timeout: 5000 });
    await vi.waitFor(() => expect(rows('Blocked addresses')).toHaveLength(3));
    expect(buttons()).toEqual(['Unblock 10.1.0.1', 'Unblock 2001:db8::1', 'Unblock 10.1.0.3', 'Add', 'Change 10.8.0.1-10.8.0.9', 'Remove 10.8.0.1-10.8.0.9']);
    await click(rendered.container.querySelector('button[aria-label="Unblock 2001:db8::1"]'));
    await vi.waitFor(() => expect(server.calls.map((call) => call.request)).toContain('DELETE /ip-blocking/banned/2001%3Adb8%3A%3A1'));
    expect(server.unexpected).toEqual([]);
  });

  it('opens the IP range dialog on a range with its two ends, and saves it under its URL-encoded entry', async () => {
    const saved = { entry: '10.8.0.1-10.8.0.9', start_ip: '10.8.0.1', end_ip: '10.8.0.9', source: 'console', created_at: '2026-11-20T08:00:00.000Z' };
    const server = httpDouble({ ...answers(true), 'PUT /ip-blocking/whitelist/10.8.0.1-10.8.0.9': { data: saved } });
    rendered = await renderConsole(<IpBlockingPage />, server);
    await vi.waitFor(() => expect(rows('Whitelist')).toHaveLength(2), { timeout: 5000 });
    await click(rendered.container.querySelector('button[aria-label="Change 10.8.0.1-10.8.0.9"]'));
    const dialog = () => document.querySelector('[role="dialog"]');
    await vi.waitFor(() => expect(dialog()?.textContent).toContain('Change an IP range'));
    expect([...dialog()!.querySelectorAll('input')].map((input) => [input.name, input.value])).toEqual([['start_ip', '10.8.0.1'], ['end_ip', '10.8.0.9']]);
    await click([...dialog()!.querySelectorAll('button')].find((button) => button.textContent === 'Save'));
    await vi.waitFor(() => expect(server.calls.find((call) => call.request.startsWith('PUT'))?.options.body).toEqual({ start_ip: '10.8.0.1', end_ip: '10.8.0.9' }));
    await vi.waitFor(() => expect(dialog()).toBeNull());
    expect(server.unexpected).toEqual([]);
  });
});
