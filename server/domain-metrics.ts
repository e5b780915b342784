/**
 * Every module's metrics (server/metrics/metric-set.ts), composed once by the composition root (app.ts) before the
 * server starts: the requests and database queries the core measures, then the live channel, the device network
 * and telephony, each from the module that owns the behaviour. KEY_SERIES are those the Web metrics screen draws.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Registry } from 'prom-client';
import type { DeviceNetworkSlot } from './device-link/device-network';
import { deviceMetrics } from './device-link/device-metrics';
import type { LiveChannel } from './live/channel';
import { liveMetrics } from './live/live-metrics';
import type { SeriesDefinition } from './metrics/history';
import { requestMetrics } from './metrics/http-metrics';
import { type MetricSet, composeMetrics } from './metrics/metric-set';
import { type SipTraffic, sipMetrics } from './telephony/sip-metrics';

export interface MetricServices {
  app: FastifyInstance;
  db: Kysely<any>;
  /** The database's query timer (metrics/query-metrics.ts), opened with it. */
  queries: MetricSet;
  live: LiveChannel;
  devices: DeviceNetworkSlot;
  sip: SipTraffic;
}

export function serverMetrics(services: MetricServices): Registry {
  return composeMetrics([
    requestMetrics(services.app),
    services.queries,
    liveMetrics(services.live),
    deviceMetrics(services.db, services.devices),
    sipMetrics(services.db, services.sip),
  ]);
}

const MB = 1 / (1024 * 1024);

/** The Web metrics screen's series (custom/web-metrics), in its order. */
export const KEY_SERIES: readonly SeriesDefinition[] = [
  { key: 'requests', metric: 'http_request_duration_seconds', read: 'rate' },
  { key: 'errors', metric: 'http_request_errors_total', read: 'rate' },
  { key: 'latency_p95', metric: 'http_request_duration_seconds', read: 'p95', scale: 1000 },
  { key: 'db_query', metric: 'db_query_duration_seconds', read: 'mean', scale: 1000 },
  { key: 'live_connections', metric: 'live_connections', read: 'gauge' },
  { key: 'devices_online', metric: 'devices_online', read: 'gauge' },
  { key: 'task_queue', metric: 'device_task_queue', read: 'gauge' },
  { key: 'memory', metric: 'process_resident_memory_bytes', read: 'gauge', scale: MB },
  { key: 'event_loop_lag', metric: 'nodejs_eventloop_lag_p99_seconds', read: 'gauge', scale: 1000 },
];
