/**
 * The open registry of page actions beyond CRUD (schemas/define-entity.ts `actions`): each contributing module
 * registers its components under the names it declared, and the generated pages render what an entity names.
 * Generic code never lists an action; resources/page-actions.tsx and custom/page-actions.ts are contributors.
 */
import type { ComponentType } from 'react';
import type { BulkPageActionId, EditPageActionId, Entity, FormPageActionId, ListPageActionId } from '../schemas/define-entity';
import { preloadable } from './preloadable';

export interface PageActionProps {
  entity: Entity;
}

/** A page action's component, loaded on its first render or ahead of it (lazyPageAction). */
export type PageActionComponent = ComponentType<PageActionProps> & { preload(): void };

export interface PageAction {
  component: PageActionComponent;
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

/**
 * A page action's component in its own chunk, loaded on its first render, or ahead by preloadPageActions;
 * once loaded it renders without suspending (preloadable.tsx).
 *
 * @example registerPageActions('list', { devices_search: { component: lazyPageAction(() => import('./device-search-button')) } });
 */
export function lazyPageAction(load: () => Promise<{ default: ComponentType<PageActionProps> }>): PageActionComponent {
  const { Component, preload } = preloadable(() => load().then((module) => module.default));
  return Object.assign(Component, { preload });
}

/** Loads the named actions' components ahead of their first render (a list's bar, resources/list-ahead.ts). */
export function preloadPageActions(kind: PageActionKind, names: readonly string[] = []) {
  for (const name of names) pageAction(kind, name).component.preload();
}

/** The registered action, or an error naming what is missing (a contributor not imported by the app). */
export function pageAction(kind: PageActionKind, name: string): PageAction {
  const action = registry[kind].get(name);
  if (!action) throw new Error(`No ${kind} page action "${name}" is registered`);
  return action;
}

/** Every registered name of a kind (for the test that every entity's actions are contributed). */
export const registeredPageActions = (kind: PageActionKind) => [...registry[kind].keys()];
