/**
 * Log retention (000 §3.13 project settings `logs_life`, days): the logs older than it are deleted every night,
 * in batches of BATCH rows, so no statement holds a table long and a stop ends the job between two batches.
 * The logs: the audit trail and the access-control, device and elevator events. Device alarms (work to be
 * processed) and call history (what was called, for billing) are records, not logs, and stay. Deleting by
 * retention writes no audit event (it would be a log of deleting logs, itself due for deletion).
 */
import type { Kysely } from 'kysely';
import type { ScheduledJob } from '../scheduler/registry';
import { readSection } from '../settings/project-settings';

/** The log tables and their time column (UTC ISO text, compared as text). */
export const RETAINED_LOGS = ['audit_events', 'access_control_events', 'device_events', 'elevator_events'] as const;
export const BATCH = 1000;
const DAY_MS = 86_400_000;

async function deleteBatch(db: Kysely<any>, table: string, before: string) {
  // The ids first, then the rows: PostgreSQL has no DELETE … LIMIT.
  const rows = await db.selectFrom(table).select('id').where('at', '<', before).orderBy('id').limit(BATCH).execute();
  if (!rows.length) return 0;
  const deleted = await db.deleteFrom(table).where('id', 'in', rows.map((row) => row.id)).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** Deletes the logs older than `logs_life` days before `now`; the rows deleted per table. */
export async function deleteOldLogs(db: Kysely<any>, now: Date, signal?: AbortSignal): Promise<Record<string, number>> {
  const { logs_life } = await readSection(db, 'general');
  const before = new Date(now.getTime() - logs_life * DAY_MS).toISOString();
  const deleted: Record<string, number> = {};
  for (const table of RETAINED_LOGS) {
    deleted[table] = 0;
    for (let count = BATCH; count === BATCH && !signal?.aborted; ) {
      count = await deleteBatch(db, table, before);
      deleted[table] += count;
    }
  }
  return deleted;
}

/** Nightly, at 03:30 UTC: a quiet hour, after the day's logs are in. */
export const logRetentionJob: ScheduledJob = {
  name: 'log_retention',
  when: { cron: '30 3 * * *' },
  run: ({ db, now, signal }) => deleteOldLogs(db, now, signal),
};
