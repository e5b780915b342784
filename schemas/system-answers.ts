/**
 * The answers of System info's and Web metrics' calls (server/device-broker/broker-service-routes.ts,
 * server/server-info/system-info-routes.ts, server/metrics/metrics-routes.ts); the console reads their z.infer.
 */
import { z } from 'zod';
import { dataOf } from './answer-envelopes';

export const brokerStatus = z.object({
  /** not_configured: this server runs no device network (MQTT_PORT=off and no MQTT_URL). */
  state: z.enum(['running', 'not_configured']),
  mode: z.enum(['embedded', 'external']).nullable(),
  version: z.string().nullable(),
  started_at: z.string().nullable(),
  uptime_seconds: z.number().int().nullable(),
  /** Devices signed in to the embedded broker; null for an external one. */
  connected_devices: z.number().int().nullable(),
  devices_online: z.number().int(),
  can_restart: z.boolean(),
});
export type BrokerStatus = z.infer<typeof brokerStatus>;
export const brokerStatusAnswer = dataOf(brokerStatus);

export const systemFacts = z.object({
  version: z.string(),
  node: z.string(),
  database: z.object({ dialect: z.enum(['sqlite', 'postgres']), version: z.string(), size_bytes: z.number() }),
  /** null: files kept in memory (tests). */
  files: z.object({ size_bytes: z.number().nullable() }),
});
export type SystemFacts = z.infer<typeof systemFacts>;
export const systemFactsAnswer = dataOf(systemFacts);

export const metricsPoint = z.object({ at: z.string(), values: z.record(z.string(), z.number().nullable()) });
export type MetricsPoint = z.infer<typeof metricsPoint>;
export const metricsHistoryAnswer = dataOf(z.object({ points: z.array(metricsPoint) }));
