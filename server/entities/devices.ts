/** Devices start offline until they report, holding nothing asked of them; both are the server's to say, never a form's. */
import { entityHooks } from '../crud/hooks';
import { device } from '../../schemas/device';

export const deviceHooks = entityHooks(device, {
  beforeWrite: [async ({ data, stored }) => {
    if (stored) return;
    data.status = 'offline';
    data.sync_state = 'in_sync';
  }],
});
