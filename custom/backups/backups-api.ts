/** The Backups page's calls (server/backups/routes.ts), over the page's client (useBackupsApi()). */
import { useMemo } from 'react';
import type { BackupItem } from '../../schemas/backups';
import { downloadFile } from '../../resources/file-download';
import type { Http } from '../../src/providers/http';
import { useHttp } from '../../src/providers/http-context';

export type { BackupItem } from '../../schemas/backups';

/** A make or an apply may take up to the backup timeout (001 constants: 1 h). */
const BACKUP_TIMEOUT_MS = 3_600_000;

export interface Upload {
  file: Blob;
  passphrase?: string;
  /** Restore it once it is kept (POST /backups/file/apply). */
  apply: boolean;
}

/** The backup section of project settings (schemas/settings/backups.ts). */
export interface BackupSchedule {
  schedule_enabled: boolean;
  schedule_cron: string;
  keep: number;
}

export const backupsApi = (http: Http) => ({
  readSchedule: async () => (await http<{ data: BackupSchedule }>('GET', '/project-settings/backups')).data,
  changeSchedule: (schedule: BackupSchedule) => http('PATCH', '/project-settings/backups', { body: schedule }),
  list: async () => (await http<{ data: BackupItem[] }>('GET', '/backups/items')).data,
  make: async () => (await http<{ data: BackupItem }>('POST', '/backups', { timeoutMs: BACKUP_TIMEOUT_MS })).data,
  apply: (id: string) => http('POST', `/backups/${encodeURIComponent(id)}/apply`, { timeoutMs: BACKUP_TIMEOUT_MS }),
  remove: (id: string) => http('DELETE', `/backups/${encodeURIComponent(id)}`),
  upload: ({ file, passphrase, apply }: Upload) => {
    const form = new FormData();
    // The passphrase first: the server reads it before the file streams past.
    if (passphrase) form.append('passphrase', passphrase);
    form.append('file', file, 'project.backup');
    return http('POST', apply ? '/backups/file/apply' : '/backups/file', { body: form, timeoutMs: BACKUP_TIMEOUT_MS });
  },
  download: (id: string, passphrase?: string) => downloadFile(http, `/backups/${encodeURIComponent(id)}/download`, {}, `${id}.backup`, passphrase ? { passphrase } : {}),
});

export type BackupsApi = ReturnType<typeof backupsApi>;

export function useBackupsApi() {
  const http = useHttp();
  return useMemo(() => backupsApi(http), [http]);
}
