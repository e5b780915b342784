/**
 * What the Web metrics screen draws of GET /system/metrics (server/metrics/history.ts), without React: the series
 * in their order with their units, each as times and values, and values in the user's language.
 */
import type { MetricsPoint } from '../../schemas/system-answers';

/** How often the screen asks again; the server takes a point every 10 s. */
export const POLL_MS = 10_000;

export const METRIC_UNITS = ['per_second', 'ms', 'count', 'mb'] as const;
export type MetricUnit = (typeof METRIC_UNITS)[number];

/** The server's KEY_SERIES (server/domain-metrics.ts), with the unit each is shown in. */
export const SERIES: readonly { key: string; unit: MetricUnit }[] = [
  { key: 'requests', unit: 'per_second' },
  { key: 'errors', unit: 'per_second' },
  { key: 'latency_p95', unit: 'ms' },
  { key: 'db_query', unit: 'ms' },
  { key: 'live_connections', unit: 'count' },
  { key: 'devices_online', unit: 'count' },
  { key: 'task_queue', unit: 'count' },
  { key: 'memory', unit: 'mb' },
  { key: 'event_loop_lag', unit: 'ms' },
];

/** One series over the points: the moments and the values (null where the server had none). */
export function seriesOf(points: readonly MetricsPoint[], key: string) {
  return { times: points.map((point) => new Date(point.at)), values: points.map((point) => point.values[key] ?? null) };
}

/** The last value the series has. */
export function latestOf(values: readonly (number | null)[]): number | null {
  for (let i = values.length - 1; i >= 0; i--) if (values[i] !== null) return values[i];
  return null;
}

const formats = new Map<string, Intl.NumberFormat>();

/** A number in the user's language: whole for counts, up to two decimals for the rest. */
export function formatNumber(value: number, unit: MetricUnit, locale: string): string {
  const digits = unit === 'count' ? 0 : Math.abs(value) < 10 ? 2 : 1;
  const id = `${locale}:${digits}`;
  let format = formats.get(id);
  if (!format) formats.set(id, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: digits })));
  return format.format(value);
}
