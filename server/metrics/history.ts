/**
 * The last hour of a few key series, for the Web metrics screen: the registry is read every `everyMs` and each
 * series reduced to one number (a gauge's value, a counter's rate, a histogram's 95th percentile or mean over the
 * step). Kept in memory, per process, as Prometheus keeps the long history; at most one hour of points.
 */
import type { MetricObjectWithValues, MetricValue, Registry } from 'prom-client';

export const HISTORY_MS = 60 * 60 * 1000;

/** How a series is read: `gauge` (summed over labels), `rate` (a counter's increase per second), `p95` and `mean` (a histogram's, over the step). */
export interface SeriesDefinition {
  key: string;
  metric: string;
  read: 'gauge' | 'rate' | 'p95' | 'mean';
  /** Multiplies the value (seconds → milliseconds, bytes → megabytes). */
  scale?: number;
}

export interface HistoryPoint {
  at: string;
  values: Record<string, number | null>;
}

type Snapshot = Map<string, MetricObjectWithValues<MetricValue<string>>>;

const total = (values: MetricValue<string>[], metricName?: string) =>
  values.filter((value) => metricName === undefined || (value as { metricName?: string }).metricName === metricName).reduce((sum, value) => sum + value.value, 0);

/** The histogram's buckets summed over its labels: upper bound → cumulative count. */
function buckets(values: MetricValue<string>[], name: string) {
  const byBound = new Map<number, number>();
  for (const value of values) {
    if ((value as { metricName?: string }).metricName !== `${name}_bucket`) continue;
    const bound = value.labels.le === '+Inf' ? Infinity : Number(value.labels.le);
    byBound.set(bound, (byBound.get(bound) ?? 0) + value.value);
  }
  return byBound;
}

function percentile95(now: MetricValue<string>[], before: MetricValue<string>[], name: string) {
  const [after, earlier] = [buckets(now, name), buckets(before, name)];
  const bounds = [...after.keys()].sort((a, b) => a - b);
  const count = (after.get(Infinity) ?? 0) - (earlier.get(Infinity) ?? 0);
  if (count <= 0) return null;
  const finite = bounds.filter(Number.isFinite);
  // The first bound holding 95% of the step's observations: an upper estimate, as Prometheus' own is.
  const bound = bounds.find((b) => (after.get(b) ?? 0) - (earlier.get(b) ?? 0) >= 0.95 * count) ?? Infinity;
  return Number.isFinite(bound) ? bound : (finite.at(-1) ?? null);
}

function reduce(definition: SeriesDefinition, now: Snapshot, before: Snapshot | undefined, seconds: number): number | null {
  const values = now.get(definition.metric)?.values;
  if (!values) return null;
  if (definition.read === 'gauge') return total(values);
  const previous = before?.get(definition.metric)?.values;
  if (!previous || seconds <= 0) return null;
  const isHistogram = String(now.get(definition.metric)?.type) === 'histogram';
  const delta = (suffix: string) => total(values, isHistogram ? `${definition.metric}${suffix}` : undefined) - total(previous, isHistogram ? `${definition.metric}${suffix}` : undefined);
  if (definition.read === 'rate') return Math.max(0, delta('_count')) / seconds;
  if (definition.read === 'mean') return delta('_count') > 0 ? delta('_sum') / delta('_count') : null;
  return percentile95(values, previous, definition.metric);
}

export function metricsHistory(registry: Registry, series: readonly SeriesDefinition[], everyMs: number) {
  const points: HistoryPoint[] = [];
  let previous: { snapshot: Snapshot; at: number } | undefined;

  async function sample() {
    const at = Date.now();
    const snapshot: Snapshot = new Map((await registry.getMetricsAsJSON()).map((metric) => [metric.name, metric]));
    const seconds = previous ? (at - previous.at) / 1000 : 0;
    const values = Object.fromEntries(series.map((definition) => {
      const value = reduce(definition, snapshot, previous?.snapshot, seconds);
      return [definition.key, value === null ? null : Math.round(value * (definition.scale ?? 1) * 1000) / 1000];
    }));
    previous = { snapshot, at };
    points.push({ at: new Date(at).toISOString(), values });
    while (points.length && Date.parse(points[0].at) < at - HISTORY_MS) points.shift();
  }

  let timer: NodeJS.Timeout | undefined;
  return {
    /** Takes a point now (and the first one at start, so a rate has a step to measure). */
    sample,
    points: () => points.slice(),
    start(onError: (error: unknown) => void) {
      void sample().catch(onError);
      timer = setInterval(() => void sample().catch(onError), everyMs);
      timer.unref();
    },
    stop: () => clearInterval(timer),
  };
}

export type MetricsHistory = ReturnType<typeof metricsHistory>;
