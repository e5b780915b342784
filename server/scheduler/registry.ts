/**
 * The typed registry of scheduled jobs. Each module that owns a job describes it (name, when, run); the
 * composition root (server/scheduled-jobs.ts) lists them once before the scheduler starts, and the list is
 * frozen: nothing adds a job afterwards.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { type Schedule, checkSchedule } from './schedule';

export interface JobContext {
  db: Kysely<any>;
  /** The due time this run is for, and the scheduler's clock when it started. */
  dueAt: Date;
  now: Date;
  log: FastifyBaseLogger;
  /** Aborted when the server stops: a long job ends between two of its steps. */
  signal: AbortSignal;
}

/** What a run says it did (counts), stored with its result and shown to administrators. */
export type JobOutcome = Record<string, number> | void;

export interface ScheduledJob {
  /** Unique, snake_case: its label is `scheduler.jobs.<name>` in the locales. */
  name: string;
  /** A fixed schedule, or one read when the scheduler looks (a setting); null: the job is off. */
  when: Schedule | ((db: Kysely<any>) => Promise<Schedule | null>);
  run(context: JobContext): Promise<JobOutcome>;
  /** How long a run may hold its claim before another process may take it over (default 15 minutes). */
  leaseMs?: number;
}

export type JobRegistry = readonly ScheduledJob[];

/** The jobs, checked (unique names, valid fixed schedules) and frozen. */
export function composeJobs(jobs: ScheduledJob[]): JobRegistry {
  const names = new Set<string>();
  for (const job of jobs) {
    if (!/^[a-z][a-z0-9_]{0,63}$/.test(job.name)) throw new Error(`scheduled job name "${job.name}" is not snake_case`);
    if (names.has(job.name)) throw new Error(`scheduled job "${job.name}" is registered twice`);
    names.add(job.name);
    if (typeof job.when !== 'function') checkSchedule(job.when);
  }
  return Object.freeze(jobs.map((job) => Object.freeze({ ...job })));
}
