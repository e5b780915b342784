/** The devices module's buttons on generated pages (resources/page-action-registry.ts). */
import { lazy } from 'react';
import { registerPageActions } from '../../resources/page-action-registry';

declare module '../../schemas/define-entity' {
  interface ListPageActions {
    devices_search: true;
  }
}

registerPageActions('list', {
  devices_search: { component: lazy(() => import('./DeviceSearchButton')) },
});
