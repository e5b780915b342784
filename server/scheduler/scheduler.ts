/**
 * The scheduler: every `tickMs` it looks at each registered job, claims the runs that are due (claims.ts: one
 * process per due time, however many share the database) and runs them, recording each run's result. Due times
 * survive restarts (the jobs' rows); a due time missed while every server was down runs once at the next look,
 * and the next one is counted from then. stop() ends the timer and waits for the runs in progress.
 */
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../errors';
import { type Claim, type JobRow, claimDue, finishRun, lapsedRuns, pruneRuns, readJobs, scheduleJob, takeOver } from './claims';
import { type Clock, systemClock } from './clock';
import type { JobRegistry, ScheduledJob } from './registry';
import { nextDue, scheduleKey } from './schedule';

const DEFAULT_LEASE_MS = 15 * 60_000;
/** Claims of one due run before it is given up (its process died this many times). */
export const MAX_ATTEMPTS = 3;

export interface SchedulerOptions {
  db: Kysely<any>;
  jobs: JobRegistry;
  log: FastifyBaseLogger;
  clock?: Clock;
  /** This process's name on its claims. */
  owner?: string;
}

export interface Scheduler {
  /** Claims and runs what is due now; resolves when those runs have ended. */
  tick(): Promise<void>;
  /** Ticks every `tickMs` until stop(). */
  start(tickMs: number): void;
  stop(): Promise<void>;
  readonly jobs: JobRegistry;
}

const errorKeyOf = (error: unknown) => (error instanceof AppError ? error.key : 'internal');

export function createScheduler(options: SchedulerOptions): Scheduler {
  const { db, jobs, log } = options;
  const clock = options.clock ?? systemClock;
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const running = new Set<string>();
  const inFlight = new Set<Promise<void>>();
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;

  async function run(job: ScheduledJob, claim: Claim) {
    const startedAt = clock.now();
    const began = performance.now();
    try {
      const outcome = await job.run({ db, dueAt: new Date(claim.dueAt), now: startedAt, log, signal: stopping.signal });
      await finishRun(db, claim, { result: 'succeeded', finishedAt: clock.now(), durationMs: Math.round(performance.now() - began), outcome: outcome ?? undefined });
    } catch (error) {
      log.error({ err: error, job: job.name }, 'scheduled job failed');
      await finishRun(db, claim, { result: 'failed', finishedAt: clock.now(), durationMs: Math.round(performance.now() - began), error: errorKeyOf(error) });
    }
    await pruneRuns(db, job.name);
  }

  /** A lapsed claim of this job: taken over and run again, or given up after MAX_ATTEMPTS. */
  async function lapsedClaim(job: ScheduledJob, now: Date, leaseMs: number): Promise<Claim | undefined> {
    for (const lapsed of await lapsedRuns(db, job.name, now)) {
      const claim = await takeOver(db, job.name, String(lapsed.due_at), Number(lapsed.attempts), owner, now, leaseMs);
      if (!claim) continue;
      if (claim.attempts <= MAX_ATTEMPTS) return claim;
      await finishRun(db, claim, { result: 'failed', finishedAt: now, durationMs: 0, error: 'internal' });
    }
    return undefined;
  }

  async function claimFor(job: ScheduledJob, row: JobRow | undefined, now: Date): Promise<Claim | undefined> {
    const schedule = typeof job.when === 'function' ? await job.when(db) : job.when;
    if (!schedule) return undefined;
    const key = scheduleKey(schedule);
    if (!row || row.schedule !== key) {
      await scheduleJob(db, job.name, key, nextDue(schedule, now).toISOString(), row);
      return undefined;
    }
    const leaseMs = job.leaseMs ?? DEFAULT_LEASE_MS;
    const lapsed = await lapsedClaim(job, now, leaseMs);
    if (lapsed) return lapsed;
    if (row.next_due_at > now.toISOString()) return undefined;
    return claimDue(db, row, owner, now, leaseMs, nextDue(schedule, now).toISOString());
  }

  async function tickJob(job: ScheduledJob, row: JobRow | undefined) {
    // One run of a job at a time in this process; the others are kept off by the claim.
    if (running.has(job.name) || stopping.signal.aborted) return;
    running.add(job.name);
    try {
      const claim = await claimFor(job, row, clock.now());
      if (claim) await run(job, claim);
    } catch (error) {
      log.error({ err: error, job: job.name }, 'scheduler');
    } finally {
      running.delete(job.name);
    }
  }

  async function pass() {
    const rows = new Map((await readJobs(db)).map((row) => [row.name, row]));
    await Promise.all(jobs.map((job) => tickJob(job, rows.get(job.name))));
  }

  /** Kept in flight from its first read, so stop() waits for it before the database closes. */
  async function tick() {
    if (stopping.signal.aborted) return;
    const current = pass();
    inFlight.add(current);
    await current.finally(() => inFlight.delete(current));
  }

  return {
    jobs,
    tick,
    start(tickMs) {
      if (timer) return;
      // Not unref'd: a scheduler left running keeps its process alive, so a missing stop() shows (server-scheduler.test.ts).
      timer = setInterval(() => void tick().catch((error) => log.error({ err: error }, 'scheduler')), tickMs);
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      stopping.abort();
      await Promise.allSettled([...inFlight]);
    },
  };
}
