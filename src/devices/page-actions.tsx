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
  interface FormPageActions {
    device_presence: true;
  }
}

// Not an action: the device's online status and last seen at the top of its pages, above the edit page's form
// (its bar is full of the device's actions) and first in the show page's bar.
registerPageActions('edit', {
  device_presence: { component: lazy(() => import('./DevicePresence').then((module) => ({ default: module.DevicePresenceInShowBar }))) },
});
registerPageActions('form', {
  device_presence: { component: lazy(() => import('./DevicePresence')) },
});
registerPageActions('list', {
  devices_search: { component: lazy(() => import('./DeviceSearchButton')) },
});
