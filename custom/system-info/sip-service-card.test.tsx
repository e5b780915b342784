// @vitest-environment jsdom
/**
 * The SIP service's card on System info over an HTTP test double: its status, a restart asked after the
 * confirmation, then shown under way (not offered twice).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpDouble } from '../../src/providers/http-double';
import { click, type RenderedConsole, renderConsole, signedInAs } from '../../src/providers/test-support/render-console';
import type { SipServiceStatus } from './sip-service-view';
import { SipServiceCard } from './sip-service-card';

const status = (over: Partial<SipServiceStatus> = {}): SipServiceStatus => ({
  state: 'running', reported_at: null, started_at: null, uptime_seconds: 3725, pid: 1, version: 'Kamailio 5.8', config_version: null,
  settings_applied: true, error: null, restart: null, last_restart: null, can_restart: true, ...over,
});

let rendered: RenderedConsole | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

const buttons = () => [...document.querySelectorAll('button')];
const restartButton = () => buttons().find((button) => button.textContent === 'Restart');

describe('The SIP service card', () => {
  it('restarts after the confirmation, then shows the restart under way', async () => {
    const server = httpDouble({
      ...signedInAs(['system_info.view', 'project_settings.change']),
      'GET /system/sip': { data: status() },
      'POST /system/sip/restart': { data: status({ restart: { requested_at: '2026-11-28T08:00:00Z', picked_at: null } }) },
    });
    rendered = await renderConsole(<SipServiceCard />, server);
    await vi.waitFor(() => expect(rendered!.container.textContent).toContain('Kamailio 5.8'), { timeout: 10_000 });
    expect(rendered.container.textContent).toContain('1 h 2 min');
    await click(restartButton());
    expect(server.calls.map((call) => call.request)).not.toContain('POST /system/sip/restart');
    await click(buttons().filter((button) => button.textContent === 'Restart').at(-1));
    await vi.waitFor(() => expect(server.calls.map((call) => call.request)).toContain('POST /system/sip/restart'));
    await vi.waitFor(() => expect(rendered!.container.querySelector('[role="status"]')).not.toBeNull());
    // The confirmation's own Restart button goes with its closing dialog.
    await vi.waitFor(() => expect(restartButton()).toBeUndefined());
    expect(server.unexpected).toEqual([]);
  });
});
