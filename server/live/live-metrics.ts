/** The live channel's metric (server/metrics/metric-set.ts): sockets open in this process. */
import { Gauge, type Registry } from 'prom-client';
import type { MetricSet } from '../metrics/metric-set';
import type { LiveChannel } from './channel';

export function liveMetrics(channel: LiveChannel): MetricSet {
  return (registry: Registry) => {
    new Gauge({
      name: 'live_connections',
      help: 'Live channel (WebSocket) connections open in this process',
      registers: [registry],
      collect() {
        this.set(channel.connections());
      },
    });
  };
}
