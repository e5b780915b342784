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

// Not an action: the device's online status and last seen, first in the show page's bar (the edit page shows
// them live above its form with the device's other read-only fields: resources/record-state.tsx).
registerPageActions('edit', {
  device_presence: { component: lazy(() => import('./DevicePresence').then((module) => ({ default: module.DevicePresenceInShowBar }))) },
});
registerPageActions('list', {
  devices_search: { component: lazy(() => import('./DeviceSearchButton')) },
});
