// @vitest-environment jsdom
/**
 * The device broker's card on System info over an HTTP test double: its status in words, Restart offered only
 * when the server says this user may (can_restart), and a restart asked after the confirmation.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpDouble } from '../../src/providers/http-double';
import { click, type RenderedConsole, renderConsole, signedInAs } from '../../src/providers/test-support/render-console';
import type { BrokerStatus } from '../../schemas/system-answers';
import { BrokerServiceCard } from './broker-service-card';

const running = (over: Partial<BrokerStatus> = {}): BrokerStatus => ({
  state: 'running', mode: 'embedded', version: 'aedes 1.2.0', started_at: '2026-11-28T08:00:00Z', uptime_seconds: 3725,
  connected_devices: 12, devices_online: 1234, can_restart: true, ...over,
});

let rendered: RenderedConsole | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

const buttons = () => [...document.querySelectorAll('button')];
const restartButton = () => buttons().find((button) => button.textContent === 'Restart');

describe('The device broker card', () => {
  it('shows the status; Restart is not offered without the permission', async () => {
    const server = httpDouble({ ...signedInAs(['system_info.view']), 'GET /system/broker': { data: running({ can_restart: false }) } });
    rendered = await renderConsole(<BrokerServiceCard />, server);
    await vi.waitFor(() => expect(rendered!.container.textContent).toContain('aedes 1.2.0'), { timeout: 10_000 });
    const text = rendered.container.textContent!;
    expect(text).toContain('Embedded');
    expect(text).toContain('1 h 2 min');
    expect(rendered.container.querySelector('[data-testid="broker-devices-online"]')?.textContent).toBe('1,234');
    expect(restartButton()).toBeUndefined();
    expect(server.unexpected).toEqual([]);
  });

  it('restarts after the confirmation for whoever may', async () => {
    const server = httpDouble({
      ...signedInAs(['system_info.view', 'project_settings.change']),
      'GET /system/broker': { data: running() },
      'POST /system/broker/restart': { data: running({ uptime_seconds: 0, connected_devices: 0 }) },
    });
    rendered = await renderConsole(<BrokerServiceCard />, server);
    await vi.waitFor(() => expect(restartButton()).toBeDefined(), { timeout: 10_000 });
    await click(restartButton());
    expect(server.calls.map((call) => call.request)).not.toContain('POST /system/broker/restart');
    await vi.waitFor(() => expect(document.body.textContent).toContain('Restart the device broker?'));
    await click(buttons().filter((button) => button.textContent === 'Restart').at(-1));
    await vi.waitFor(() => expect(server.calls.map((call) => call.request)).toContain('POST /system/broker/restart'));
    expect(server.unexpected).toEqual([]);
  });
});
