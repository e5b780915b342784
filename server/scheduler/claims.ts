/**
 * The scheduler's rows (migration 0043): a job's next due time, and one row per due run. A run is claimed by
 * inserting its (job, due_at) row, unique: of several processes racing for the same due time exactly one
 * inserts it; then the job's next due time moves on. A claim whose lease ran out (its
 * process died mid-run) is taken over by an UPDATE guarded by the lease, again by one process only.
 */
import type { Kysely } from 'kysely';

export interface JobRow {
  name: string;
  schedule: string;
  next_due_at: string;
}

export interface Claim {
  job: string;
  dueAt: string;
  owner: string;
  attempts: number;
}

/** A job seen for the first time, or under a changed schedule: next due after now, no run for the past. */
export async function scheduleJob(db: Kysely<any>, name: string, schedule: string, nextDueAt: string, seen?: JobRow) {
  if (!seen) {
    await db.insertInto('scheduled_jobs').values({ name, schedule, next_due_at: nextDueAt }).onConflict((oc) => oc.column('name').doNothing()).execute();
    return;
  }
  await db.updateTable('scheduled_jobs').set({ schedule, next_due_at: nextDueAt }).where('name', '=', name).where('schedule', '=', seen.schedule).execute();
}

export const readJobs = (db: Kysely<any>) => db.selectFrom('scheduled_jobs').selectAll().execute() as Promise<JobRow[]>;

/**
 * Claims the job's due run; undefined when another process has it. Two statements, no transaction (SQLite's
 * processes would wait on each other's open one): whoever finds the run's row there, inserted now or before,
 * moves the job on to `nextDueAt`, compared with the due time it read, so a process dying between the two
 * leaves nothing stuck.
 */
export async function claimDue(db: Kysely<any>, job: JobRow, owner: string, now: Date, leaseMs: number, nextDueAt: string): Promise<Claim | undefined> {
  const row = { job: job.name, due_at: job.next_due_at, owner, lease_until: new Date(now.getTime() + leaseMs).toISOString(), attempts: 1, started_at: now.toISOString(), result: 'running' };
  const inserted = await db.insertInto('scheduled_runs').values(row).onConflict((oc) => oc.columns(['job', 'due_at']).doNothing()).returning('job').executeTakeFirst();
  await db.updateTable('scheduled_jobs').set({ next_due_at: nextDueAt }).where('name', '=', job.name).where('next_due_at', '=', job.next_due_at).execute();
  return inserted ? { job: job.name, dueAt: job.next_due_at, owner, attempts: 1 } : undefined;
}

/** Runs of `job` whose claim has lapsed while they still say running. */
export const lapsedRuns = (db: Kysely<any>, job: string, now: Date) =>
  db.selectFrom('scheduled_runs').select(['due_at', 'attempts']).where('job', '=', job).where('result', '=', 'running').where('lease_until', '<', now.toISOString()).execute();

/** Takes over a lapsed run, if no other process did first. */
export async function takeOver(db: Kysely<any>, job: string, dueAt: string, attempts: number, owner: string, now: Date, leaseMs: number): Promise<Claim | undefined> {
  const taken = await db
    .updateTable('scheduled_runs')
    .set({ owner, lease_until: new Date(now.getTime() + leaseMs).toISOString(), attempts: attempts + 1, started_at: now.toISOString() })
    .where('job', '=', job)
    .where('due_at', '=', dueAt)
    .where('result', '=', 'running')
    .where('attempts', '=', attempts)
    .where('lease_until', '<', now.toISOString())
    .returning('job')
    .executeTakeFirst();
  return taken ? { job, dueAt, owner, attempts: attempts + 1 } : undefined;
}

export interface Finish {
  result: 'succeeded' | 'failed';
  finishedAt: Date;
  durationMs: number;
  error?: string;
  outcome?: Record<string, number>;
}

/** Records how the claimed run ended; only its owner may (a run that lost its lease records nothing). */
export async function finishRun(db: Kysely<any>, claim: Claim, finish: Finish) {
  await db
    .updateTable('scheduled_runs')
    .set({ result: finish.result, finished_at: finish.finishedAt.toISOString(), duration_ms: finish.durationMs, error: finish.error ?? null, outcome: finish.outcome ? JSON.stringify(finish.outcome) : null })
    .where('job', '=', claim.job)
    .where('due_at', '=', claim.dueAt)
    .where('owner', '=', claim.owner)
    .execute();
}

/** Runs kept per job: the list an administrator reads, and a bound on the table. */
export const KEPT_RUNS = 50;

export async function pruneRuns(db: Kysely<any>, job: string) {
  const oldest = await db.selectFrom('scheduled_runs').select('due_at').where('job', '=', job).orderBy('due_at', 'desc').offset(KEPT_RUNS - 1).limit(1).executeTakeFirst();
  if (oldest) await db.deleteFrom('scheduled_runs').where('job', '=', job).where('due_at', '<', oldest.due_at).execute();
}
