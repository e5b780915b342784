/**
 * Log retention (project settings `logs_life`) through the server's scheduler registry, on SQLite and PostgreSQL,
 * with a manual clock: at the nightly run, audit events and device, access-control and elevator events older
 * than logs_life days are deleted, in batches (more rows than one batch), and younger ones stay; the run's
 * counts are recorded and GET /scheduler/jobs shows them to an administrator, and to nobody without
 * system_info.view.
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../scheduler/clock';
import { createScheduler } from '../scheduler/scheduler';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { BATCH, RETAINED_LOGS } from './log-retention';

const DAY = 86_400_000;

describe.each(DIALECTS)('log retention on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  const start = Date.now();

  /** Copies of a table's newest row, `at` the given times: old and young rows of every log table. */
  async function addRows(table: string, times: number[]) {
    const sample = await server.store.db.selectFrom(table).selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    const { id: _id, ...rest } = sample;
    for (let i = 0; i < times.length; i += 500) {
      await server.store.db.insertInto(table).values(times.slice(i, i + 500).map((at) => ({ ...rest, at: new Date(at).toISOString() }))).execute();
    }
  }
  const count = async (table: string, before?: number) => {
    let query = server.store.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
    if (before !== undefined) query = query.where('at', '<', new Date(before).toISOString());
    return Number((await query.executeTakeFirstOrThrow()).n);
  };

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    expect((await server.request('PATCH', '/project-settings/general', { token: admin, body: { logs_life: 30 } })).status).toBe(200);
    // Every log table has rows to copy (the demo seeds each).
    for (const table of RETAINED_LOGS) expect(await count(table), table).toBeGreaterThan(0);
  });
  afterAll(async () => server?.close());

  it('deletes the logs older than logs_life days in batches, keeps the younger ones, and records the run', async () => {
    const clock = manualClock(new Date(start));
    const scheduler = createScheduler({ db: server.store.db, jobs: server.scheduler.jobs, log: pino({ level: 'silent' }), clock });
    await scheduler.tick();
    const job = await server.store.db.selectFrom('scheduled_jobs').selectAll().where('name', '=', 'log_retention').executeTakeFirstOrThrow();
    const runAt = Date.parse(job.next_due_at) + 60_000;
    const cutoff = runAt - 30 * DAY;
    const old = Array.from({ length: BATCH + 250 }, (_, i) => cutoff - DAY - i * 1000);
    await addRows('audit_events', old);
    for (const table of RETAINED_LOGS.slice(1)) await addRows(table, [cutoff - 5 * DAY, cutoff - 40 * DAY]);
    for (const table of RETAINED_LOGS) await addRows(table, [cutoff + DAY]);
    const before = Object.fromEntries(await Promise.all(RETAINED_LOGS.map(async (table) => [table, { all: await count(table), old: await count(table, cutoff) }])));
    expect(before.audit_events.old).toBeGreaterThan(BATCH);

    clock.set(new Date(runAt));
    await scheduler.tick();
    await scheduler.stop();
    for (const table of RETAINED_LOGS) {
      expect(await count(table, cutoff), table).toBe(0);
      expect(await count(table), table).toBe(before[table].all - before[table].old);
    }
    const answer = await server.request('GET', '/scheduler/jobs', { token: admin });
    expect(answer.status).toBe(200);
    const retention = answer.body.data.find((row: { name: string }) => row.name === 'log_retention');
    expect(retention.schedule).toBe('cron 30 3 * * *');
    expect(retention.runs[0]).toMatchObject({ result: 'succeeded', error: null, outcome: Object.fromEntries(RETAINED_LOGS.map((table) => [table, before[table].old])) });
    expect(answer.body.data.map((row: { name: string }) => row.name)).toEqual(expect.arrayContaining(['announce_delivery', 'emergency_alerts_finished', 'licence_notices', 'log_retention']));
  });

  it('shows the jobs only to holders of system_info.view', async () => {
    expect((await server.request('GET', '/scheduler/jobs', { token: await server.login('manager.a') })).status).toBe(403);
    expect((await server.request('GET', '/scheduler/jobs')).status).toBe(401);
  });
});
