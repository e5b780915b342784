/**
 * Scheduled backups (issue 36 item 1) on the one scheduler (server/scheduler/): due by the backup schedule of
 * project settings in the project's time zone, read at every look (a change needs no restart); each run makes a
 * backup and keeps the newest `keep` scheduled ones. Manual, uploaded and before-apply backups are never pruned.
 */
import { readSection } from '../settings/project-settings';
import type { ScheduledJob } from '../scheduler/registry';
import type { Backups } from './backup-service';
import { BACKUP_TIMEOUT_MS } from './format';

export function backupJob(backups: Backups): ScheduledJob {
  return {
    name: 'backups',
    when: async (db) => {
      const settings = await readSection(db, 'backups');
      return settings.schedule_enabled ? { cron: settings.schedule_cron, timezone: (await readSection(db, 'general')).time_zone } : null;
    },
    // Longer than a backup may take, so no other process takes a run over while it is still making one.
    leaseMs: 2 * BACKUP_TIMEOUT_MS,
    async run({ db }) {
      const made = await backups.make('scheduled');
      const { keep } = await readSection(db, 'backups');
      const removed = await backups.prune('scheduled', keep);
      return { bytes: made.size, removed };
    },
  };
}
