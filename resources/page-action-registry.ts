/**
 * The open registry of page actions beyond CRUD (schemas/define-entity.ts `actions`): each contributing module
 * registers its components under the names it declared, and the generated pages render what an entity names.
 * Generic code never lists an action; resources/page-actions.tsx and custom/page-actions.ts are contributors.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import type { BulkPageActionId, EditPageActionId, Entity, FormPageActionId, ListPageActionId } from '../schemas/define-entity';

export interface PageActionProps {
  entity: Entity;
}

export interface PageAction {
  component: LazyExoticComponent<ComponentType<PageActionProps>>;
  /** For a bulk action: the react-admin action it needs, so a list offers row checkboxes only to those who may use one. */
  needs?: 'edit' | 'delete';
}

export interface PageActionKinds {
  edit: EditPageActionId;
  list: ListPageActionId;
  bulk: BulkPageActionId;
  form: FormPageActionId;
}
export type PageActionKind = keyof PageActionKinds;

const registry: { [K in PageActionKind]: Map<string, PageAction> } = { edit: new Map(), list: new Map(), bulk: new Map(), form: new Map() };

export function registerPageActions<K extends PageActionKind>(kind: K, actions: Partial<Record<PageActionKinds[K], PageAction>>) {
  for (const [name, action] of Object.entries(actions) as [string, PageAction][]) registry[kind].set(name, action);
}

/** The registered action, or an error naming what is missing (a contributor not imported by the app). */
export function pageAction(kind: PageActionKind, name: string): PageAction {
  const action = registry[kind].get(name);
  if (!action) throw new Error(`No ${kind} page action "${name}" is registered`);
  return action;
}

/** Every registered name of a kind (for the test that every entity's actions are contributed). */
export const registeredPageActions = (kind: PageActionKind) => [...registry[kind].keys()];
