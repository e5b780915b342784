/** Devices start offline until they report; the status is the device's to say, never a form's. */
import type { EntityHooks } from './hooks';

export const deviceHooks: EntityHooks = {
  async beforeWrite({ data, stored }) {
    if (!stored) data.status = 'offline';
  },
};
