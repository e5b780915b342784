/**
 * A device task starts unsent: no attempts yet, due at once (server/device-link/task-runner.ts sends it). A
 * sync task changes what the device should hold: its sync state is rewritten after the commit.
 */
import { isSyncTask, refreshSyncState } from '../devices/sync-state';
import { entityHooks } from '../crud/hooks';
import { deviceTask } from '../../schemas/device-task';

export const deviceTaskHooks = entityHooks(deviceTask, {
  beforeWrite: [async ({ data, stored }) => {
    if (stored) return;
    data.attempts = 0;
    data.run_after = null;
  }],
  afterWrite: [async ({ data, store, afterCommit }) => {
    if (isSyncTask(String(data.type))) afterCommit(() => refreshSyncState(store, Number(data.device_id)));
  }],
});
