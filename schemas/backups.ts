/**
 * Backups (001 §6 Backups, §7 "backups (make, apply, file, download)"): the shapes the server answers with
 * (server/backups/routes.ts) and the Backups page reads, and the bodies it sends.
 */
import { z } from 'zod';

/** How a backup came to be: made by a person, by the schedule, automatically before an apply, or uploaded. */
export const BACKUP_KINDS = ['manual', 'scheduled', 'before_apply', 'uploaded'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

/** One stored backup file. */
export const backupItem = z.object({
  id: z.string(),
  kind: z.enum(BACKUP_KINDS),
  made_at: z.string(),
  size: z.number().int().min(0),
  product_version: z.string(),
  /** The last migration the backup's schema had. */
  schema_version: z.string(),
  dialect: z.enum(['sqlite', 'postgres']),
  tables: z.number().int().min(0),
  files: z.number().int().min(0),
});
export type BackupItem = z.infer<typeof backupItem>;

export const backupList = z.object({ data: z.array(backupItem) });
export const backupAnswer = z.object({ data: backupItem });
/** An apply: the backup applied, and the backup of the state it replaced. */
export const backupApplied = z.object({ data: z.object({ applied: backupItem, before: backupItem }) });

/** Download: a passphrase encrypts the file for use elsewhere; without one it stays under the server's key. */
export const PASSPHRASE_MIN = 8;
export const downloadBody = z.strictObject({ passphrase: z.string().min(PASSPHRASE_MIN).max(1024).optional() });
