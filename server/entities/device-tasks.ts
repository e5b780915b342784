/** A device task starts unsent: no attempts yet, due at once (server/device-link/task-runner.ts sends it). */
import type { EntityHooks } from './hooks';

export const deviceTaskHooks: EntityHooks = {
  async beforeWrite({ data, stored }) {
    if (stored) return;
    data.attempts = 0;
    data.run_after = null;
  },
};
