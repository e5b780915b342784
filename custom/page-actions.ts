/**
 * The custom pages' contributions to the generated pages (resources/page-action-registry.ts): the buttons that
 * open them from a record's page, and the guest pass limits above its form. app.tsx imports this module.
 */
import { lazyPageAction, registerPageActions } from '../resources/page-action-registry';

declare module '../schemas/define-entity' {
  interface EditPageActions {
    device_remote_control: true;
    elevator_floor_map: true;
    elevator_call: true;
    guest_pass_url: true;
    generate_groups: true;
    group_settings: true;
  }
  interface FormPageActions {
    guest_pass_limits: true;
  }
}

registerPageActions('edit', {
  device_remote_control: { component: lazyPageAction(() => import('./remote-control/remote-control-button')) },
  elevator_floor_map: { component: lazyPageAction(() => import('./elevator-mapping/floor-map-button')) },
  elevator_call: { component: lazyPageAction(() => import('./elevator-mapping/call-elevator-button')) },
  guest_pass_url: { component: lazyPageAction(() => import('./guest-access/guest-url-button')) },
  generate_groups: { component: lazyPageAction(() => import('./generate-groups/generate-groups-button')) },
  group_settings: { component: lazyPageAction(() => import('./group-settings/group-settings-button')) },
});
registerPageActions('form', {
  guest_pass_limits: { component: lazyPageAction(() => import('./guest-access/guest-limits-notice')) },
});
