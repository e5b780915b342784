/**
 * GET /scheduler/jobs: every registered job with its schedule, next due time and its last runs (at most
 * RUNS_SHOWN, newest first), for holders of system_info.view. Read-only: the schedules are the code's and the
 * settings'.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { type ScheduledRun, scheduledJobsAnswer } from '../../schemas/scheduled-job-answers';
import { hasPermission } from '../access/actor';
import { AppError } from '../errors';
import { readJobs } from './claims';
import type { JobRegistry } from './registry';

export const RUNS_SHOWN = 10;

function runOf(row: Record<string, any>): ScheduledRun {
  return {
    due_at: String(row.due_at),
    started_at: String(row.started_at),
    finished_at: row.finished_at === null ? null : String(row.finished_at),
    result: row.result,
    duration_ms: row.duration_ms === null ? null : Number(row.duration_ms),
    error: row.error ?? null,
    outcome: row.outcome ? JSON.parse(String(row.outcome)) : null,
    attempts: Number(row.attempts),
  };
}

async function recentRuns(db: Kysely<any>, job: string) {
  const rows = await db.selectFrom('scheduled_runs').selectAll().where('job', '=', job).orderBy('due_at', 'desc').limit(RUNS_SHOWN).execute();
  return rows.map(runOf);
}

export function schedulerRoutes(db: Kysely<any>, jobs: JobRegistry) {
  return async function routes(app: FastifyInstance) {
    const doc = { summary: 'Scheduled jobs: schedule, next due time and last runs', tags: ['resources'], answer: scheduledJobsAnswer };
    app.get('/scheduler/jobs', { config: { doc } }, async (request) => {
      if (!hasPermission(request.actor, 'system_info.view')) throw new AppError('prohibited');
      const rows = new Map((await readJobs(db)).map((row) => [row.name, row]));
      const data = await Promise.all(
        jobs.map(async (job) => ({ name: job.name, schedule: rows.get(job.name)?.schedule ?? null, next_due_at: rows.get(job.name)?.next_due_at ?? null, runs: await recentRuns(db, job.name) })),
      );
      return { data };
    });
  };
}
