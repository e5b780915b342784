/** The devices module's buttons on generated pages (resources/page-action-registry.ts). */
import { lazy } from 'react';
import { registerPageActions } from '../../resources/page-action-registry';

declare module '../../schemas/define-entity' {
  interface ListPageActions {
    devices_search: true;
  }
  interface EditPageActions {
    device_presence: true;
  }
}

// Not an action: the device's online status and last seen, first in the record's top bar on every page of it.
registerPageActions('edit', {
  device_presence: { component: lazy(() => import('./DevicePresence')) },
});
registerPageActions('list', {
  devices_search: { component: lazy(() => import('./DeviceSearchButton')) },
});
