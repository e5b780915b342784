/** The devices module's buttons on generated pages (resources/page-action-registry.ts). */
import { lazyPageAction, registerPageActions } from '../../resources/page-action-registry';

declare module '../../schemas/define-entity' {
  interface ListPageActions {
    devices_search: true;
  }
  interface EditPageActions {
    device_presence: true;
    device_init: true;
    device_apply_settings: true;
    device_sync_errors: true;
    device_set_protocol: true;
    device_forwards_export: true;
    device_timeline: true;
  }
  interface BulkPageActions {
    devices_set_protocol: true;
  }
}

// Not an action: the device's online status and last seen, first in the show page's bar (the edit page shows
// them live above its form with the device's other read-only fields: resources/record-state.tsx).
registerPageActions('edit', {
  device_presence: { component: lazyPageAction(() => import('./device-presence').then((module) => ({ default: module.DevicePresenceInShowBar }))) },
});
registerPageActions('edit', {
  device_init: { component: lazyPageAction(() => import('./page-actions-device-init')) },
  device_apply_settings: { component: lazyPageAction(() => import('./page-actions-device-apply')) },
  device_sync_errors: { component: lazyPageAction(() => import('./page-actions-device-sync-errors')) },
  device_set_protocol: { component: lazyPageAction(() => import('./page-actions-device-set-protocol')) },
  device_forwards_export: { component: lazyPageAction(() => import('./page-actions-device-forwards')) },
  device_timeline: { component: lazyPageAction(() => import('./page-actions-device-timeline')) },
});
registerPageActions('bulk', {
  devices_set_protocol: { component: lazyPageAction(() => import('./page-actions-devices-set-protocol-bulk')), needs: 'edit' },
});
registerPageActions('list', {
  devices_search: { component: lazyPageAction(() => import('./device-search-button')) },
});
