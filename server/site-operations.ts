/**
 * What keeps a site running, composed once by the composition root (app.ts) before any route is registered, as
 * domain-hooks.ts and domain-metrics.ts compose theirs: the backups (one job at a time; the live channel and the
 * device network follow a restore), the scheduler with every module's jobs (scheduled-jobs.ts), and the metrics
 * with the history the Web metrics screen draws (docs/metrics.md). The scheduler stops before the database closes.
 */
import type { FastifyInstance } from 'fastify';
import type { AnnounceSenders } from './communications/announce-mail';
import type { Config } from './config';
import type { Store } from './crud/repository';
import type { DeviceNetworkSlot } from './device-link/device-network';
import { KEY_SERIES, serverMetrics } from './domain-metrics';
import type { LiveChannel } from './live/channel';
import { metricsHistory } from './metrics/history';
import type { MetricSet } from './metrics/metric-set';
import { type RestoreFollower, backupService } from './backups/backup-service';
import { serverJobs } from './scheduled-jobs';
import { createScheduler } from './scheduler/scheduler';
import type { SipTraffic } from './telephony/sip-metrics';

export interface SiteServices {
  app: FastifyInstance;
  store: Store;
  config: Config;
  announceSenders: AnnounceSenders;
  live: LiveChannel;
  devices: DeviceNetworkSlot;
  sip: SipTraffic;
  /** The database's query timer (metrics/query-metrics.ts); unset while metrics are off. */
  queries?: MetricSet;
}

/** After a restore every live client and every device signs in again, against the restored data. */
function restoreFollowers(live: LiveChannel, devices: DeviceNetworkSlot): RestoreFollower[] {
  const nothing = async () => {};
  return [async () => () => live.reset(), async () => (devices.current ? devices.current.beforeRestore() : nothing)];
}

export function siteOperations(services: SiteServices) {
  const { app, store, config } = services;
  const report = (error: unknown) => app.log.error({ err: error }, 'after a restore');
  const backups = backupService(store, config, { followers: restoreFollowers(services.live, services.devices), report });
  const jobs = serverJobs({ store, config, announceSenders: services.announceSenders, log: app.log, backups });
  const scheduler = createScheduler({ db: store.db, jobs, log: app.log });
  const metrics = services.queries && serverMetrics({ app, db: store.db, queries: services.queries, live: services.live, devices: services.devices, sip: services.sip });
  const history = metrics && metricsHistory(metrics, KEY_SERIES, config.metrics?.sampleMs ?? 10_000);
  return { backups, scheduler, metrics, history };
}
