/**
 * The server's Prometheus metrics (docs/metrics.md), as a small typed registry: each module that owns a
 * behaviour declares its collectors as a MetricSet, and the composition root (server/domain-metrics.ts) composes
 * them once, before the server starts, onto one prom-client Registry per server (tests run several servers in
 * one process, so nothing goes to prom-client's global registry). This core names no feature.
 */
import { collectDefaultMetrics, Counter, Registry } from 'prom-client';

/** One module's collectors, registered on the server's registry. */
export type MetricSet = (registry: Registry) => void;

let processRegistry: Registry | undefined;

/**
 * prom-client's process metrics (memory, CPU, event-loop lag, GC), made once per process: they describe the
 * process, and each collection starts monitors and observers that are never stopped, so a server made again
 * (tests make hundreds in one process) must not start more.
 */
function processMetrics() {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });
  }
  return processRegistry;
}

/** The server's registry: the process metrics and every set given, in order. */
export function composeMetrics(sets: readonly MetricSet[]): Registry {
  const registry = new Registry();
  for (const set of sets) set(registry);
  return Registry.merge([processMetrics(), registry]);
}

/**
 * A value read from elsewhere (a count in the database) at most once per `everyMs`, and once for scrapes
 * arriving together: scrapes never cost more than one read per gauge and period, however often they come.
 */
export function sampled<T>(read: () => Promise<T>, everyMs: number): () => Promise<T> {
  let last: { value: T; at: number } | undefined;
  let pending: Promise<T> | undefined;
  const refresh = () =>
    (pending ??= read()
      .then((value) => ((last = { value, at: Date.now() }), value))
      .finally(() => (pending = undefined)));
  return async () => (last && Date.now() - last.at < everyMs ? last.value : refresh());
}

/**
 * A counter whose totals a module keeps itself (plain numbers, no prom-client on its hot path): each collect adds
 * what was counted since, by the value of the one label (or `all` without labels). A source started again from
 * 0 (a restarted broker) adds what it counts from then on.
 */
export function mirroredCounter(registry: Registry, name: string, help: string, label: string | undefined, read: () => Record<string, number> | undefined) {
  const seen = new Map<string, number>();
  new Counter({
    name, help, labelNames: label ? [label] : [], registers: [registry],
    collect() {
      for (const [key, value] of Object.entries(read() ?? {})) {
        const increase = value - (seen.get(key) ?? 0);
        if (increase > 0) label ? this.inc({ [label]: key }, increase) : this.inc(increase);
        seen.set(key, value);
      }
    },
  });
}
