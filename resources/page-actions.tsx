/**
 * Page actions beyond CRUD, named by id in an entity's description (`actions` in schemas/define-entity.ts)
 * and mapped to their components here, so the generated pages stay generic: the edit page renders
 * `actions.edit` in its top bar, the list renders `actions.list` in its bar and `actions.bulk` for the selected
 * rows, the add and edit pages render `actions.form` above the form. Each component loads lazily.
 *
 * @example defineEntity({ ..., actions: { edit: ['device_init'] } }) // the device edit page gets the init button
 */
import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from 'react';
import type { BulkPageActionId, EditPageActionId, Entity, FormPageActionId, ListPageActionId } from '../schemas/define-entity';

export interface PageActionProps {
  entity: Entity;
}

type Action = LazyExoticComponent<ComponentType<PageActionProps>>;

const editActions: Record<EditPageActionId, Action> = {
  device_init: lazy(() => import('./page-actions-device-init')),
  device_apply_settings: lazy(() => import('./page-actions-device-apply')),
  device_sync_errors: lazy(() => import('./page-actions-device-sync-errors')),
  device_remote_control: lazy(() => import('../custom/remote-control/RemoteControlButton')),
  device_set_protocol: lazy(() => import('./page-actions-device-set-protocol')),
  device_forwards_export: lazy(() => import('./page-actions-device-forwards')),
  identifier_revoke: lazy(() => import('./page-actions-identifier-revoke')),
  identifier_qr: lazy(() => import('./page-actions-identifier-qr')),
  elevator_floor_map: lazy(() => import('../custom/elevator-mapping/FloorMapButton')),
  elevator_call: lazy(() => import('../custom/elevator-mapping/CallElevatorButton')),
  guest_pass_url: lazy(() => import('../custom/guest-access/GuestUrlButton')),
};

const listActions: Record<ListPageActionId, Action> = {
  list_export: lazy(() => import('./page-actions-list-export')),
  ukey2_issue: lazy(() => import('./page-actions-ukey2-issue')),
};

const bulkActions: Record<BulkPageActionId, Action> = {
  devices_set_protocol: lazy(() => import('./page-actions-devices-set-protocol-bulk')),
};

/** The react-admin action each bulk action needs (its component checks it too). */
const bulkActionAccess: Record<BulkPageActionId, 'edit' | 'delete'> = {
  devices_set_protocol: 'edit',
};

/** What the entity's bulk actions need, so a list offers row checkboxes only to those who may use one. */
export function bulkActionsNeed(entity: Entity): 'edit' | 'delete' | undefined {
  const needs = new Set((entity.actions?.bulk ?? []).map((id) => bulkActionAccess[id]));
  return needs.has('delete') ? 'delete' : needs.has('edit') ? 'edit' : undefined;
}

const formActions: Record<FormPageActionId, Action> = {
  guest_pass_limits: lazy(() => import('../custom/guest-access/GuestLimitsNotice')),
};

function render(entity: Entity, ids: readonly string[] | undefined, registry: Record<string, Action>) {
  return (ids ?? []).map((id) => {
    const Component = registry[id];
    return (
      <Suspense key={id} fallback={null}>
        <Component entity={entity} />
      </Suspense>
    );
  });
}

/** The buttons an existing record's page adds to its top bar, one element each (for the ActionBar). */
export const editPageActions = (entity: Entity) => render(entity, entity.actions?.edit, editActions);

/** The buttons a list adds to its bar, one element each. */
export const listPageActions = (entity: Entity) => render(entity, entity.actions?.list, listActions);

/** The buttons for the list's selected records (bulk delete stays react-admin's). */
export function BulkPageActions({ entity }: PageActionProps) {
  return <>{render(entity, entity.actions?.bulk, bulkActions)}</>;
}

/** What the add and edit pages show above the form. */
export function FormPageActions({ entity }: PageActionProps) {
  return <>{render(entity, entity.actions?.form, formActions)}</>;
}
