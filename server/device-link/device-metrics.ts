/**
 * The device network's metrics (server/metrics/metric-set.ts): devices online and the task queue by status (from
 * the database, at most once per SAMPLE_MS however often scraped), tasks failed for good, and the messages the
 * broker and the server's link carried (from the running network, in memory).
 */
import type { Kysely } from 'kysely';
import { Gauge, type Registry } from 'prom-client';
import { type MetricSet, mirroredCounter, sampled } from '../metrics/metric-set';
import type { DeviceNetworkSlot } from './device-network';

const SAMPLE_MS = 5_000;
/** The queue: tasks not finished (schemas/device-task.ts DEVICE_TASK_STATUSES less stopped, error, completed). */
const WAITING = ['new', 'queued', 'started', 'waiting'] as const;

export function deviceMetrics(db: Kysely<any>, slot: DeviceNetworkSlot): MetricSet {
  const online = sampled(async () => Number((await db.selectFrom('devices').select((eb) => eb.fn.countAll().as('n')).where('status', '=', 'online').executeTakeFirstOrThrow()).n), SAMPLE_MS);
  const queue = sampled(
    async () => db.selectFrom('device_tasks').select(['status', (eb) => eb.fn.countAll().as('n')]).where('status', 'in', [...WAITING]).groupBy('status').execute(),
    SAMPLE_MS,
  );
  return (registry: Registry) => {
    new Gauge({ name: 'devices_online', help: 'Devices online', registers: [registry], async collect() {
      this.set(await online());
    } });
    new Gauge({ name: 'device_task_queue', help: 'Device tasks not finished, by status', labelNames: ['status'], registers: [registry], async collect() {
      const rows = await queue();
      for (const status of WAITING) this.set({ status }, Number(rows.find((row) => row.status === status)?.n ?? 0));
    } });
    mirroredCounter(registry, 'device_task_failures_total', 'Device tasks failed for good (every attempt used)', undefined, () => {
      const network = slot.current;
      return network && { all: network.tasksFailed() };
    });
    mirroredCounter(registry, 'device_link_messages_total', "MQTT messages of the server's link to the broker, by direction", 'direction', () => slot.current?.link.messages());
    mirroredCounter(registry, 'broker_messages_total', 'Messages published through the embedded broker', undefined, () => {
      const messages = slot.current?.broker.messages();
      return messages === null || messages === undefined ? undefined : { all: messages };
    });
  };
}
