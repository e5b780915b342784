// The scheduler's state (server/scheduler/, docs/scheduler.md): each job's next due time, kept across restarts,
// and one row per due run, whose (job, due_at) key lets exactly one server process claim it; the row then
// holds the run's lease and, once finished, its result.
import type { Kysely, Migration } from 'kysely';
import { noticeTableWrites } from '../migration-helpers';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('scheduled_jobs')
      .addColumn('name', 'text', (col) => col.primaryKey())
      // The schedule the next due time was computed from: a changed schedule (a setting) recomputes it.
      .addColumn('schedule', 'text', (col) => col.notNull())
      .addColumn('next_due_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('scheduled_runs')
      .addColumn('job', 'text', (col) => col.notNull())
      .addColumn('due_at', 'text', (col) => col.notNull())
      .addColumn('owner', 'text', (col) => col.notNull())
      .addColumn('lease_until', 'text', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull())
      .addColumn('started_at', 'text', (col) => col.notNull())
      .addColumn('finished_at', 'text')
      // running, succeeded or failed
      .addColumn('result', 'text', (col) => col.notNull())
      .addColumn('duration_ms', 'integer')
      // A key of server/errors.ts when failed; what the run did (JSON counts) when it said.
      .addColumn('error', 'text')
      .addColumn('outcome', 'text')
      .addPrimaryKeyConstraint('scheduled_runs_pk', ['job', 'due_at'])
      .execute();
    // PostgreSQL: every table notifies its writes (migration 0038).
    await noticeTableWrites(db, 'scheduled_jobs');
    await noticeTableWrites(db, 'scheduled_runs');
  },
};
