/** Devices start offline until they report, holding nothing asked of them; both are the server's to say, never a form's. */
import type { EntityHooks } from './hooks';

export const deviceHooks: EntityHooks = {
  async beforeWrite({ data, stored }) {
    if (stored) return;
    data.status = 'offline';
    data.sync_state = 'in_sync';
  },
};
