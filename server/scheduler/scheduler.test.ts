/**
 * The scheduler over real databases: several schedulers (each its own connection, as several server processes
 * would be) racing for the same due times run each one exactly once; due times survive a restart; a claim
 * whose process died is taken over; a run's result, outcome and error key are recorded; stop() waits for the
 * run in progress. The clock is a manual one: no test waits for a real due time.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, connect } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { AppError } from '../errors';
import { eventually } from '../test-support/eventually';
import { DIALECTS, freshDatabaseUrl } from '../test-support/server';
import { manualClock } from './clock';
import { type ScheduledJob, composeJobs } from './registry';
import { createScheduler } from './scheduler';

const log = pino({ level: 'silent' });
const MINUTE = 60_000;
const PROCESSES = 4;

async function databaseUrl(dialect: (typeof DIALECTS)[number]) {
  // A file, so that several connections share it as several processes would.
  return dialect === 'sqlite' ? `sqlite:${join(mkdtempSync(join(tmpdir(), 'scheduler-')), 'console.db')}` : freshDatabaseUrl('postgres');
}

describe.each(DIALECTS)('scheduler on %s', (dialect) => {
  let databases: Database[] = [];

  beforeAll(async () => {
    const url = await databaseUrl(dialect);
    const first = connect(url);
    await migrateToLatest(first.db);
    databases = [first, ...Array.from({ length: PROCESSES - 1 }, () => connect(url))];
  });
  afterAll(async () => {
    for (const database of databases) await database.close();
  });

  const runsOf = (job: string) => databases[0].db.selectFrom('scheduled_runs').selectAll().where('job', '=', job).orderBy('due_at').execute();

  /** One scheduler per connection, all on the same clock and registry. */
  function processes(jobs: ScheduledJob[], clock: ReturnType<typeof manualClock>) {
    const registry = composeJobs(jobs);
    return databases.map((database, index) => createScheduler({ db: database.db, jobs: registry, log, clock, owner: `process-${index}` }));
  }

  it('several schedulers racing run each due time exactly once', async () => {
    const clock = manualClock('2026-03-01T10:00:30Z');
    const calls: string[] = [];
    const schedulers = processes([{ name: 'race', when: { every: MINUTE }, run: async ({ dueAt }) => void calls.push(dueAt.toISOString()) }], clock);
    // First sight: the job is scheduled for its next due time, nothing runs for the past.
    await Promise.all(schedulers.map((scheduler) => scheduler.tick()));
    expect(calls).toEqual([]);
    for (let minute = 0; minute < 5; minute++) {
      clock.advance(MINUTE);
      // Every process looks several times at the same due time, all at once.
      await Promise.all(schedulers.flatMap((scheduler) => [scheduler.tick(), scheduler.tick(), scheduler.tick()]));
    }
    const due = ['10:01', '10:02', '10:03', '10:04', '10:05'].map((time) => `2026-03-01T${time}:00.000Z`);
    expect(calls).toEqual(due);
    const runs = await runsOf('race');
    expect(runs.map((run) => [run.due_at, run.result, Number(run.attempts)])).toEqual(due.map((at) => [at, 'succeeded', 1]));
    expect(new Set(runs.map((run) => run.owner)).size).toBeGreaterThanOrEqual(1);
  });

  it('a due time missed while every server was down runs once at the next start, and the next is counted from then', async () => {
    const clock = manualClock('2026-03-02T00:00:00Z');
    const calls: string[] = [];
    const job: ScheduledJob = { name: 'nightly', when: { cron: '0 3 * * *' }, run: async ({ dueAt }) => void calls.push(dueAt.toISOString()) };
    const [before] = processes([job], clock);
    await before.tick();
    await before.stop();
    // Down for three nights; a new process (new owner) starts.
    clock.set('2026-03-05T12:00:00Z');
    const [after] = processes([job], clock);
    await after.tick();
    await after.tick();
    expect(calls).toEqual(['2026-03-02T03:00:00.000Z']);
    const [row] = await databases[0].db.selectFrom('scheduled_jobs').selectAll().where('name', '=', 'nightly').execute();
    expect(row.next_due_at).toBe('2026-03-06T03:00:00.000Z');
    await after.stop();
  });

  it('a run whose process died is taken over once its lease lapses, by one process', async () => {
    const clock = manualClock('2026-03-03T10:00:00Z');
    const calls: string[] = [];
    let hang = true;
    const job: ScheduledJob = {
      name: 'takeover',
      when: { every: MINUTE },
      leaseMs: 5 * MINUTE,
      // The first run never ends on its own (its process is as good as dead) until the server stops.
      run: ({ signal, dueAt }) => {
        calls.push(dueAt.toISOString());
        if (!hang) return Promise.resolve({ items: 1 });
        hang = false;
        return new Promise((resolve) => signal.addEventListener('abort', () => resolve({ items: 0 })));
      },
    };
    const [dying, ...others] = processes([job], clock);
    await dying.tick();
    clock.advance(MINUTE);
    const hanging = dying.tick();
    await eventually(() => calls.length, (count) => count === 1);
    await Promise.all(others.map((scheduler) => scheduler.tick()));
    expect(calls).toHaveLength(1);
    // Within the lease nobody takes it; past it, exactly one process does.
    clock.advance(4 * MINUTE);
    await Promise.all(others.map((scheduler) => scheduler.tick()));
    clock.advance(2 * MINUTE);
    await Promise.all(others.map((scheduler) => scheduler.tick()));
    expect(calls.filter((at) => at === '2026-03-03T10:01:00.000Z')).toHaveLength(2);
    await dying.stop();
    await hanging;
    const [taken] = await runsOf('takeover');
    // The dead process's late end records nothing over the run it lost.
    expect([taken.result, Number(taken.attempts), taken.outcome]).toEqual(['succeeded', 2, '{"items":1}']);
    expect(taken.owner).not.toBe('process-0');
  });

  it('records a failed run with its error key and keeps to its schedule', async () => {
    const clock = manualClock('2026-03-04T10:00:00Z');
    const [scheduler] = processes([{ name: 'failing', when: { every: MINUTE }, run: async () => { throw new AppError('service_unavailable'); } }], clock);
    await scheduler.tick();
    clock.advance(MINUTE);
    await scheduler.tick();
    const [run] = await runsOf('failing');
    expect([run.result, run.error, run.finished_at]).toEqual(['failed', 'service_unavailable', '2026-03-04T10:01:00.000Z']);
    expect(Number(run.duration_ms)).toBeGreaterThanOrEqual(0);
  });

  it('a schedule read from a setting: off runs nothing, a change moves the next due time', async () => {
    const clock = manualClock('2026-03-05T10:00:00Z');
    let setting: ScheduledJob['when'] | null = null;
    const calls: string[] = [];
    const [scheduler] = processes([{ name: 'setting', when: async () => setting as never, run: async ({ dueAt }) => void calls.push(dueAt.toISOString()) }], clock);
    await scheduler.tick();
    expect(await databases[0].db.selectFrom('scheduled_jobs').select('name').where('name', '=', 'setting').execute()).toEqual([]);
    setting = { every: 60 * MINUTE };
    await scheduler.tick();
    setting = { every: MINUTE };
    clock.advance(30_000);
    await scheduler.tick();
    clock.advance(30_000);
    await scheduler.tick();
    expect(calls).toEqual(['2026-03-05T10:01:00.000Z']);
  });

  it('stop() waits for the run in progress and then runs nothing more', async () => {
    const clock = manualClock('2026-03-06T10:00:00Z');
    let finish = () => {};
    let calls = 0;
    const [scheduler] = processes([{ name: 'stopping', when: { every: MINUTE }, run: () => new Promise<void>((resolve) => { calls++; finish = resolve; }) }], clock);
    await scheduler.tick();
    clock.advance(MINUTE);
    const ticking = scheduler.tick();
    await new Promise((resolve) => setTimeout(resolve, 50));
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    finish();
    await Promise.all([ticking, stopping]);
    const [run] = await runsOf('stopping');
    expect(run.result).toBe('succeeded');
    clock.advance(MINUTE);
    await scheduler.tick();
    expect(calls).toBe(1);
  });

  it('refuses a registry with a name twice or a wrong schedule', () => {
    const run = async () => {};
    expect(() => composeJobs([{ name: 'a', when: { every: MINUTE }, run }, { name: 'a', when: { every: MINUTE }, run }])).toThrow('registered twice');
    expect(() => composeJobs([{ name: 'b', when: { cron: 'not a cron' }, run }])).toThrow();
    expect(() => composeJobs([{ name: 'c', when: { every: 10 }, run }])).toThrow('below a second');
  });
});
