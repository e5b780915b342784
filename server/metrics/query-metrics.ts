/**
 * Database query time for the metrics (metric-set.ts): Kysely's log hook times every query;
 * the histogram is labelled by the statement's kind (select, insert, update, delete, raw…) and whether it
 * failed, never by its text, so the label set stays small.
 */
import type { LogEvent, Logger } from 'kysely';
import { Histogram, type Registry } from 'prom-client';
import type { MetricSet } from './metric-set';

const BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** "SelectQueryNode" → "select"; a raw statement is "raw". */
const kindOf = (event: LogEvent) => event.query.query.kind.replace(/QueryNode$|Node$/, '').toLowerCase();

/** The logger to open the database with, and the set that registers its histogram. */
export function queryTimer(): { log: Logger; metrics: MetricSet } {
  let histogram: Histogram<'kind' | 'outcome'> | undefined;
  return {
    log(event) {
      histogram?.observe({ kind: kindOf(event), outcome: event.level === 'error' ? 'error' : 'ok' }, event.queryDurationMillis / 1000);
    },
    metrics(registry: Registry) {
      histogram = new Histogram({ name: 'db_query_duration_seconds', help: 'Database queries: time from sending to the last row, by kind', labelNames: ['kind', 'outcome'], buckets: BUCKETS, registers: [registry] });
    },
  };
}
