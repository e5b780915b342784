// @vitest-environment jsdom
/**
 * The Web metrics page over an HTTP test double: it draws each key series of GET /system/metrics as a chart with
 * its last value, and, asking again, shows the spike a script signing in makes (requests and errors climb).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpDouble } from '../../src/providers/http-double';
import { type RenderedConsole, renderConsole, signedInAs } from '../../src/providers/test-support/render-console';
import type { MetricsPoint } from '../../schemas/system-answers';
import { SERIES, formatNumber } from './metrics-view';
import WebMetricsPage from './web-metrics-page';

const START = Date.parse('2026-11-28T08:00:00Z');
const point = (i: number, values: Record<string, number | null>): MetricsPoint => ({ at: new Date(START + i * 10_000).toISOString(), values });
const quiet = (i: number) => point(i, { requests: 0.5, errors: 0, latency_p95: 10, db_query: 0.4, live_connections: 1, devices_online: 3, task_queue: 0, memory: 180.25, event_loop_lag: 11 });
const QUIET = Array.from({ length: 6 }, (_, i) => quiet(i));

let rendered: RenderedConsole | undefined;
beforeEach(() => {
  // jsdom lays nothing out: the charts' containers get a size so they draw.
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(160);
});
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('The Web metrics page', () => {
  it('draws every key series with its last value, and shows the spike while a script signs in', async () => {
    const server = httpDouble({ ...signedInAs(['system_info.view']), 'GET /system/metrics': { data: { points: QUIET } } });
    rendered = await renderConsole(<WebMetricsPage pollMs={400} />, server);
    const latest = (key: string) => rendered!.container.querySelector(`[data-testid="metric-${key}-latest"]`)?.textContent;
    await vi.waitFor(() => expect(latest('requests')).toBe('0.5/s'), { timeout: 10_000 });
    expect(SERIES.map((metric) => rendered!.container.querySelector(`[data-testid="metric-${metric.key}"]`) !== null)).toEqual(SERIES.map(() => true));
    expect(latest('memory')).toBe('180.3 MB');
    expect(latest('latency_p95')).toBe('10 ms');
    expect(rendered.container.querySelectorAll('[data-testid="metric-requests"] svg path').length).toBeGreaterThan(0);

    // A script signs in again and again, some with a wrong password: the next answer carries the spike.
    server.answer({ 'GET /system/metrics': { data: { points: [...QUIET, point(6, { ...quiet(6).values, requests: 42.5, errors: 12, latency_p95: 250 })] } } });
    await vi.waitFor(() => expect(latest('requests')).toBe('42.5/s'), { timeout: 10_000 });
    expect(latest('errors')).toBe('12/s');
    expect(latest('latency_p95')).toBe('250 ms');
    expect(server.unexpected).toEqual([]);
  });

  it("writes values in the user's language", () => {
    expect(formatNumber(1234.56, 'per_second', 'en')).toBe('1,234.6');
    expect(formatNumber(1234.56, 'per_second', 'ru')).toBe('1\u00a0234,6');
    expect(formatNumber(0.125, 'ms', 'uk')).toBe('0,13');
    expect(formatNumber(7.6, 'count', 'en')).toBe('8');
  });
});
