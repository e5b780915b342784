/**
 * The communications' scheduled jobs (server/scheduler/): scheduled announcements delivered once their time has
 * come, and emergency alerts whose playback has run its course marked stopped. Every 15 s, as their timer was
 * before the scheduler; the scheduler now runs each look once across server processes (deliverDue was already
 * safe to run twice: only the process that moves an announcement from scheduled delivers it).
 */
import type { Store } from '../crud/repository';
import type { ScheduledJob } from '../scheduler/registry';
import type { AnnounceSenders } from './announce-mail';
import { deliverDue } from './announces';
import { stopFinishedAlerts } from './emergency-alerts';

const EVERY = { every: 15_000 };

/** `senders`: the ones the announcement's hooks were composed with (server/domain-hooks.ts). */
export function communicationJobs(store: Store, senders: AnnounceSenders): ScheduledJob[] {
  return [
    { name: 'announce_delivery', when: EVERY, run: () => deliverDue(store, senders) },
    { name: 'emergency_alerts_finished', when: EVERY, run: async ({ now }) => ({ stopped: await stopFinishedAlerts(store, now) }) },
  ];
}
