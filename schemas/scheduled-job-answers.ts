/**
 * What GET /scheduler/jobs answers (server/scheduler/routes.ts): each registered job, its schedule, its next due
 * time and its recent runs, newest first. System info shows it (custom/system-info/scheduled-jobs-card.tsx).
 */
import { z } from 'zod';

export const RUN_RESULTS = ['running', 'succeeded', 'failed'] as const;

export const scheduledRun = z.object({
  due_at: z.string(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  result: z.enum(RUN_RESULTS),
  duration_ms: z.number().int().nullable(),
  /** A key of the error catalogue (errors.codes.<key>) when failed. */
  error: z.string().nullable(),
  /** What the run did, counted (rows deleted per table, mails sent). */
  outcome: z.record(z.string(), z.number()).nullable(),
  attempts: z.number().int(),
});
export type ScheduledRun = z.infer<typeof scheduledRun>;

export const scheduledJob = z.object({
  name: z.string(),
  /** `every <ms>` or `cron <expression>[ tz <time zone>]`; null until the scheduler has first looked, or while off. */
  schedule: z.string().nullable(),
  next_due_at: z.string().nullable(),
  runs: z.array(scheduledRun),
});
export type ScheduledJobAnswer = z.infer<typeof scheduledJob>;

export const scheduledJobsAnswer = z.object({ data: z.array(scheduledJob) });
