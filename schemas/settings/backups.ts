/**
 * The backup schedule of project settings (issue 36 item 1): whether backups are made on a schedule, when (a cron
 * pattern in the project's time zone) and how many scheduled backups are kept (the oldest beyond go). Read by
 * whoever sees the backups, changed by whoever may make them; edited on the backups page (custom/backups).
 */
import { Cron } from 'croner';
import { z } from 'zod';
import { defineSettingsSection } from '../define-settings-section';

function isCron(pattern: string) {
  try {
    new Cron(pattern, { paused: true }).stop();
    return true;
  } catch {
    return false;
  }
}

export const backupSettings = z.strictObject({
  schedule_enabled: z.boolean().default(false),
  schedule_cron: z.string().trim().min(1).max(100).refine(isCron, { message: 'not a cron pattern' }).default('0 3 * * *'),
  keep: z.number().int().min(1).max(365).default(7),
});
export type BackupScheduleSettings = z.infer<typeof backupSettings>;

export const backups = defineSettingsSection({
  name: 'backups',
  path: 'backups',
  scope: 'project',
  schema: backupSettings,
  access: { view: ['backups.view'], change: 'backups.create' },
});
