/**
 * A device task starts unsent: no attempts yet, due at once (server/device-link/task-runner.ts sends it). A
 * sync task changes what the device should hold: its sync state is rewritten after the commit.
 */
import { isSyncTask, refreshSyncState } from '../devices/sync-state';
import type { EntityHooks } from './hooks';

export const deviceTaskHooks: EntityHooks = {
  async beforeWrite({ data, stored }) {
    if (stored) return;
    data.attempts = 0;
    data.run_after = null;
  },
  async afterWrite({ data, store, afterCommit }) {
    if (isSyncTask(String(data.type))) afterCommit(() => refreshSyncState(store, Number(data.device_id)));
  },
};
