/**
 * The Web metrics screen's hour (history.ts) read from a real prom-client registry: a gauge as it is, a counter
 * as its rate over the step, a histogram as its 95th percentile's bucket and its mean over the step, and no
 * point older than an hour kept.
 */
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HISTORY_MS, metricsHistory } from './history';

afterEach(() => vi.useRealTimers());

function registryWithSeries() {
  const registry = new Registry();
  const gauge = new Gauge({ name: 'g', help: 'g', registers: [registry] });
  const counter = new Counter({ name: 'c_total', help: 'c', labelNames: ['route'], registers: [registry] });
  const histogram = new Histogram({ name: 'h_seconds', help: 'h', labelNames: ['route'], buckets: [0.01, 0.1, 1], registers: [registry] });
  return { registry, gauge, counter, histogram };
}

describe('the metrics history', () => {
  it('reads gauges, rates, percentiles and means over each step, summed over labels', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-28T08:00:00Z'), toFake: ['Date'] });
    const { registry, gauge, counter, histogram } = registryWithSeries();
    const history = metricsHistory(registry, [
      { key: 'gauge', metric: 'g', read: 'gauge' },
      { key: 'rate', metric: 'c_total', read: 'rate' },
      { key: 'p95', metric: 'h_seconds', read: 'p95', scale: 1000 },
      { key: 'mean', metric: 'h_seconds', read: 'mean', scale: 1000 },
      { key: 'absent', metric: 'nothing', read: 'gauge' },
    ], 10_000);
    gauge.set(7);
    histogram.observe({ route: 'a' }, 5);
    await history.sample();
    expect(history.points()[0].values).toEqual({ gauge: 7, rate: null, p95: null, mean: null, absent: null });

    vi.setSystemTime(Date.now() + 10_000);
    counter.inc({ route: 'a' }, 30);
    counter.inc({ route: 'b' }, 20);
    for (let i = 0; i < 19; i++) histogram.observe({ route: i % 2 ? 'a' : 'b' }, 0.005);
    histogram.observe({ route: 'a' }, 0.05);
    await history.sample();
    // 50 in 10 s; 19 of 20 within 10 ms is exactly 95 %; the mean of this step only (the 5 s before is not in it).
    expect(history.points()[1].values).toEqual({ gauge: 7, rate: 5, p95: 10, mean: 7.25, absent: null });

    vi.setSystemTime(Date.now() + 10_000);
    for (let i = 0; i < 10; i++) histogram.observe({ route: 'a' }, 0.5);
    await history.sample();
    expect(history.points()[2].values).toMatchObject({ rate: 0, p95: 1000, mean: 500 });
  });

  it('keeps one hour of points', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-28T08:00:00Z'), toFake: ['Date'] });
    const { registry } = registryWithSeries();
    const history = metricsHistory(registry, [{ key: 'gauge', metric: 'g', read: 'gauge' }], 10_000);
    for (let i = 0; i <= HISTORY_MS / 60_000 + 5; i++) {
      await history.sample();
      vi.setSystemTime(Date.now() + 60_000);
    }
    const points = history.points();
    expect(points.length).toBe(61);
    expect(Date.parse(points.at(-1)!.at) - Date.parse(points[0].at)).toBe(HISTORY_MS);
  });
});
