/**
 * Licence-end notices (000 §3.1 licenseInfo.notifications) through the server's own scheduler registry, a real
 * SMTP receiver and the period report, on SQLite and PostgreSQL, with a manual clock: a group's licence managers
 * (licenses.users.edit, of the group or above it) are mailed the users whose licence ends within notifyBefore
 * days; `once` tells once per end, `everyday` again a day later; the report shows last_notified_at and filters by it.
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountTestServer, startAccountServer } from '../account/account-test-server';
import { manualClock } from '../scheduler/clock';
import { type Scheduler, createScheduler } from '../scheduler/scheduler';
import { DIALECTS } from '../test-support/server';
import { eventually } from '../test-support/eventually';
import { DAY_MS } from './period';

type Row = Record<string, any>;

describe.each(DIALECTS)('licence-end notices on %s', (dialect) => {
  let server: AccountTestServer;
  let scheduler: Scheduler;
  let clock: ReturnType<typeof manualClock>;
  const start = Date.now();
  let blockB: Row;
  let ending: Row;

  const setJson = async (table: string, id: number, column: string, change: (value: Row) => void) => {
    const row = await server.store.db.selectFrom(table).select(column).where('id', '=', id).executeTakeFirstOrThrow();
    const value = JSON.parse(String(row[column]));
    change(value);
    await server.store.db.updateTable(table).set({ [column]: JSON.stringify(value) }).where('id', '=', id).execute();
  };
  const notifications = (mode: string) => setJson('groups', blockB.id, 'license_info', (info) => void (info.notifications = { isActive: true, mode, notifyBefore: 14 }));
  const lastRun = async () => (await server.store.db.selectFrom('scheduled_runs').selectAll().where('job', '=', 'licence_notices').orderBy('due_at', 'desc').executeTakeFirstOrThrow());
  /** The next 09:00 UTC run: the clock moved to it, one look. */
  async function nextMorning() {
    const job = await server.store.db.selectFrom('scheduled_jobs').selectAll().where('name', '=', 'licence_notices').executeTakeFirstOrThrow();
    clock.set(new Date(Date.parse(job.next_due_at) + 60_000));
    await scheduler.tick();
    return JSON.parse((await lastRun()).outcome);
  }

  beforeAll(async () => {
    server = await startAccountServer(dialect);
    clock = manualClock(new Date(start));
    scheduler = createScheduler({ db: server.store.db, jobs: server.scheduler.jobs, log: pino({ level: 'silent' }), clock });
    blockB = await server.store.db.selectFrom('groups').select(['id', 'path']).where('name', '=', 'Block B').executeTakeFirstOrThrow();
    const residents = await server.store.db.selectFrom('users as u').innerJoin('users_domain_ids as j', 'j.owner_id', 'u.id').innerJoin('groups as g', 'g.id', 'j.ref_id')
      .select(['u.id', 'u.login']).where('g.path', 'like', `${blockB.path}%`).where('u.login', 'like', 'resident%').orderBy('u.login').execute();
    expect(residents.length).toBeGreaterThanOrEqual(3);
    [ending] = residents;
    // One ends in 5 days (due), one in 30 (not yet), one ended yesterday (too late).
    const ends = [start + 5 * DAY_MS, start + 30 * DAY_MS, start - DAY_MS];
    for (const [i, resident] of residents.slice(0, 3).entries()) await setJson('users', resident.id, 'license_info', (info) => void (info.restrictPeriod = { from: 0, to: ends[i] }));
    // The group administrators' role may edit licences: manager.b (Block B) is a licence manager of Block B, manager.a (Block A) is not.
    const manager = await server.store.db.selectFrom('users').select('role_id').where('login', '=', 'manager.b').executeTakeFirstOrThrow();
    await setJson('roles', Number(manager.role_id), 'permissions', (permissions) => void (permissions as unknown as string[]).push('licenses.users.edit'));
    await notifications('once');
    await scheduler.tick();
  });
  afterAll(async () => {
    await scheduler?.stop();
    await server?.close();
  });

  it('mails the group\'s licence managers the users whose licence ends within notifyBefore days, once', async () => {
    expect(await nextMorning()).toEqual({ groups: 1, users: 1, mails: 1, failed: 0 });
    const mail = await eventually(() => server.smtp.to('manager.b@example.com'), (mails) => mails.length === 1);
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toContain('Licenses ending soon');
    expect(mail[0].text).toContain(`(${ending.login}): ends ${new Date(start + 5 * DAY_MS).toISOString().slice(0, 10)}`);
    expect(mail[0].text.match(/\(resident/g)).toHaveLength(1);
    expect(server.smtp.to('manager.a@example.com')).toEqual([]);
    // once: the next morning tells nobody again.
    expect(await nextMorning()).toEqual({ groups: 0, users: 0, mails: 0, failed: 0 });
  });

  it('everyday tells again a day after, and the period report shows when the managers were last told', async () => {
    await notifications('everyday');
    expect(await nextMorning()).toEqual({ groups: 1, users: 1, mails: 1, failed: 0 });
    const told = (await lastRun()).started_at;
    const admin = await server.login('admin');
    const report = await server.request('GET', '/reports/licenses/period', { token: admin, query: { domains: String(blockB.id), size: 100 } });
    expect(report.status).toBe(200);
    const rows = report.body.data as Row[];
    expect(rows.find((row) => row.id === ending.id)?.last_notified_at).toBe(told);
    expect(rows.filter((row) => row.last_notified_at !== null).map((row) => row.id)).toEqual([ending.id]);
    // The report's filter on it (001 §7 last_notified_at): told after, before, on the day of a moment; never told matches none.
    const notified = async (condition: string, at: number) =>
      ((await server.request('GET', '/reports/licenses/period', { token: admin, query: { domains: String(blockB.id), last_notified_at: at, last_notified_at_condition: condition } })).body.data as Row[]).map((row) => row.id);
    expect(await notified('after', Date.parse(told) - 1000)).toEqual([ending.id]);
    expect(await notified('after', Date.parse(told) + 1000)).toEqual([]);
    expect(await notified('before', Date.parse(told) + 1000)).toEqual([ending.id]);
    expect(await notified('equals', Date.parse(told) - 3_600_000)).toEqual([ending.id]);
    expect(await notified('before', 8.64e15)).toEqual([ending.id]);
    expect(await notified('equals', 8.64e15)).toEqual([]);
  });

  it('a run whose mail cannot go fails with the mail\'s error key and leaves the users due', async () => {
    const before = await server.store.db.selectFrom('licence_notices').selectAll().where('user_id', '=', ending.id).executeTakeFirstOrThrow();
    await server.smtp.close();
    expect(await nextMorning()).toBeNull();
    const run = await lastRun();
    expect([run.result, run.error, run.outcome]).toEqual(['failed', 'mail_not_sent', null]);
    expect(await server.store.db.selectFrom('licence_notices').selectAll().where('user_id', '=', ending.id).executeTakeFirstOrThrow()).toEqual(before);
  });

  it('runs at 09:00 in the project\'s time zone, or in UTC when the zone is unknown', async () => {
    const schedule = async () => (await server.store.db.selectFrom('scheduled_jobs').select('schedule').where('name', '=', 'licence_notices').executeTakeFirstOrThrow()).schedule;
    await server.setGeneral({ time_zone: 'Europe/Kyiv' });
    await scheduler.tick();
    expect(await schedule()).toBe('cron 0 9 * * * tz Europe/Kyiv');
    await server.setGeneral({ time_zone: 'Mars/Olympus_Mons' });
    await scheduler.tick();
    expect(await schedule()).toBe('cron 0 9 * * * tz UTC');
  });
});
