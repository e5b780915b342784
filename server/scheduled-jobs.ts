/**
 * Every module's scheduled jobs (server/scheduler/), composed once by the composition root (app.ts) before the
 * scheduler starts, as domain-hooks.ts composes the entity hooks: the registry is frozen, nothing adds a job
 * afterwards. A job's owner describes it (name, when, run) in its own folder; this list only names it.
 *
 * Scheduled backups (server/backups/) register here: a ScheduledJob whose `when` reads the backup schedule
 * from project settings (null while scheduled backups are off), with a lease longer than a backup may take
 * (001 constants: 1 h). docs/scheduler.md "Adding a job" shows it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Store } from './crud/repository';
import type { AnnounceSenders } from './communications/announce-mail';
import { communicationJobs } from './communications/communication-jobs';
import { licenceNoticeJob } from './licensing/licence-notices';
import { logRetentionJob } from './log-retention/log-retention';
import { smtpMailer } from './mail/smtp-mailer';
import { type JobRegistry, type ScheduledJob, composeJobs } from './scheduler/registry';
import { backupJob } from './backups/backup-job';
import type { Backups } from './backups/backup-service';

/** What the jobs are bound to: the store, the announcement senders the hooks use, the server's mail and log. */
export interface JobServices {
  store: Store;
  config: Config;
  announceSenders: AnnounceSenders;
  log: FastifyBaseLogger;
  /** The server's backups (one job at a time, shared with the backup calls). */
  backups: Backups;
}

export function serverJobs(services: JobServices): JobRegistry {
  const { store, config, log } = services;
  const jobs: ScheduledJob[] = [
    ...communicationJobs(store, services.announceSenders),
    licenceNoticeJob(store.dialect, smtpMailer(store.db, config.smtpUrl, log)),
    logRetentionJob,
    backupJob(services.backups),
  ];
  return composeJobs(jobs);
}
