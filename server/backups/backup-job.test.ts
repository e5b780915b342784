/**
 * Scheduled backups: registered on the one scheduler, off until the backup schedule of project settings turns them
 * on (read at every look, in the project's time zone), a wrong pattern refused, and each run keeps the newest
 * `keep` scheduled backups while manual ones stay.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { backupJob } from './backup-job';
import { backupService } from './backup-service';

describe.each(DIALECTS)('scheduled backups on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startServer(dialect, { demo: false });
    admin = await server.login('admin');
  });
  afterAll(() => server?.close());

  it('are registered on the scheduler, off by default, and follow the schedule of project settings', async () => {
    const jobs = await server.request('GET', '/scheduler/jobs', { token: admin });
    expect(jobs.body.data.map((job: { name: string }) => job.name)).toContain('backups');
    const job = backupJob(backupService(server.store, server.config));
    expect(await (job.when as (db: unknown) => Promise<unknown>)(server.store.db)).toBeNull();
    const wrong = await server.request('PATCH', '/project-settings/backups', { token: admin, body: { schedule_enabled: true, schedule_cron: 'every day at three' } });
    expect(wrong.status).toBe(422);
    const set = await server.request('PATCH', '/project-settings/backups', { token: admin, body: { schedule_enabled: true, schedule_cron: '30 2 * * *', keep: 2 } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toEqual({ schedule_enabled: true, schedule_cron: '30 2 * * *', keep: 2 });
    await server.request('PATCH', '/project-settings/general', { token: admin, body: { time_zone: 'Europe/Kyiv' } });
    expect(await (job.when as (db: unknown) => Promise<unknown>)(server.store.db)).toEqual({ cron: '30 2 * * *', timezone: 'Europe/Kyiv' });
  });

  it('keeps the newest scheduled backups by count and never prunes manual ones', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'backup-job-'));
    const backups = backupService(server.store, { ...server.config, backups: { dir, key: 'job test key' } });
    await server.request('PATCH', '/project-settings/backups', { token: admin, body: { keep: 2 } });
    const manual = await backups.make('manual');
    const job = backupJob(backups);
    const context = { db: server.store.db, dueAt: new Date(), now: new Date(), log: console as never, signal: new AbortController().signal };
    const outcomes = [];
    for (let run = 0; run < 3; run++) outcomes.push(await job.run(context));
    expect(outcomes.map((outcome) => outcome && outcome.removed)).toEqual([0, 0, 1]);
    const kept = await backups.folder.list();
    expect(kept.filter((item) => item.kind === 'scheduled')).toHaveLength(2);
    expect(kept.map((item) => item.id)).toContain(manual.id);
  });
});
