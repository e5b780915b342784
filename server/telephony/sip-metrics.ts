/**
 * What the console knows of SIP for the metrics (server/metrics/metric-set.ts): the registrations the proxy
 * asked it to authenticate (each REGISTER's digest check asks for a number's secret) and their outcome, and the
 * calls under way (the call log, at most once per SAMPLE_MS). Kamailio's own counters stay Kamailio's.
 */
import type { Kysely } from 'kysely';
import { Gauge, type Registry } from 'prom-client';
import { type MetricSet, mirroredCounter, sampled } from '../metrics/metric-set';

const SAMPLE_MS = 5_000;
/** A call not ended a day after it started is a report the proxy lost, not a call under way (and the count stays on recent rows). */
const LONGEST_CALL_MS = 24 * 3600 * 1000;

export type SipAuthOutcome = 'accepted' | 'unknown_number' | 'blocked';

/** Counts the proxy's digest questions; made by the composition root, handed to the proxy's routes and the metrics. */
export function sipTraffic() {
  const counts: Record<SipAuthOutcome, number> = { accepted: 0, unknown_number: 0, blocked: 0 };
  return {
    authenticated(outcome: SipAuthOutcome) {
      counts[outcome]++;
    },
    counts: () => ({ ...counts }),
  };
}
export type SipTraffic = ReturnType<typeof sipTraffic>;

export function sipMetrics(db: Kysely<any>, traffic: SipTraffic): MetricSet {
  const active = sampled(async () => Number((await db.selectFrom('calls').select((eb) => eb.fn.countAll().as('n')).where('status', '<>', 'destroyed').where('started_at', '>', new Date(Date.now() - LONGEST_CALL_MS).toISOString()).executeTakeFirstOrThrow()).n), SAMPLE_MS);
  return (registry: Registry) => {
    mirroredCounter(registry, 'sip_registration_checks_total', "The SIP proxy's digest checks (registrations and calls), by outcome", 'outcome', traffic.counts);
    new Gauge({ name: 'sip_calls_active', help: 'Calls under way, as the SIP proxy reported them', registers: [registry], async collect() {
      this.set(await active());
    } });
  };
}
