/**
 * The generated pages' page actions (resources/page-action-registry.ts): rendered where an entity's `actions`
 * name them, each lazily loaded. This module also contributes the generic actions whose components live in
 * resources/ (export, record log); each domain contributes its own (src/devices/page-actions.tsx, ...).
 *
 * @example defineEntity({ ..., actions: { edit: ['device_init'] } }) // the device edit page gets the init button
 */
import { Suspense } from 'react';
import type { Entity } from '../schemas/define-entity';
import { lazyPageAction, type PageActionKind, type PageActionProps, pageAction, registerPageActions } from './page-action-registry';

export type { PageActionProps };

declare module '../schemas/define-entity' {
  interface EditPageActions {
    record_log: true;
  }
  interface ListPageActions {
    list_export: true;
  }
}

registerPageActions('edit', {
  record_log: { component: lazyPageAction(() => import('./page-actions-record-log')) },
});
registerPageActions('list', {
  list_export: { component: lazyPageAction(() => import('./page-actions-list-export')) },
});

function render(entity: Entity, kind: PageActionKind, names: readonly string[] | undefined) {
  return (names ?? []).map((name) => {
    const Component = pageAction(kind, name).component;
    return (
      <Suspense key={name} fallback={null}>
        <Component entity={entity} />
      </Suspense>
    );
  });
}

/** What the entity's bulk actions need, so a list offers row checkboxes only to those who may use one. */
export function bulkActionsNeed(entity: Entity): 'edit' | 'delete' | undefined {
  const needs = new Set((entity.actions?.bulk ?? []).map((name) => pageAction('bulk', name).needs ?? 'delete'));
  return needs.has('delete') ? 'delete' : needs.has('edit') ? 'edit' : undefined;
}

/** The buttons an existing record's page adds to its top bar, one element each (for the ActionBar). */
export const editPageActions = (entity: Entity) => render(entity, 'edit', entity.actions?.edit);

/** The buttons a list adds to its bar, one element each. */
export const listPageActions = (entity: Entity) => render(entity, 'list', entity.actions?.list);

/** The buttons for the list's selected records (bulk delete stays react-admin's). */
export function BulkPageActions({ entity }: PageActionProps) {
  return <>{render(entity, 'bulk', entity.actions?.bulk)}</>;
}

/** What the add and edit pages show above the form. */
export function FormPageActions({ entity }: PageActionProps) {
  return <>{render(entity, 'form', entity.actions?.form)}</>;
}
