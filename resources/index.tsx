/**
 * The generated screens: one react-admin <Resource> per entity of schemas/index.ts, named by its API path
 * (or its console route),
 * with list, add, edit and show pages and the title field as its record representation. A new entity
 * needs only its schema file and its locale strings.
 *
 * @example <Admin dataProvider={dataProvider}>{entityResources()}</Admin>
 */
import { lazy, type ReactElement } from 'react';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { consoleEntities } from '../schemas';
import type { Entity } from '../schemas/define-entity';
import { preloadable } from './preloadable';
import { resourceIcon } from './resource-icons';
import { resourceName } from './routes';

// Lazy chunks (issue 4): the pages and their form stack load when a page is opened, not with the login page.
const EntityCreate = lazy(() => import('./entity-create').then((module) => ({ default: module.EntityCreate })));
const EntityEdit = lazy(() => import('./entity-edit').then((module) => ({ default: module.EntityEdit })));
// The list screens load ahead, while the user reads Home (list-ahead.ts).
const { Component: EntityList, preload: preloadListScreen } = preloadable(() => import('./entity-list').then((module) => module.EntityList));
const EntityShow = lazy(() => import('./entity-show').then((module) => ({ default: module.EntityShow })));

/** Server-written entities (device events, tasks) grant nobody create: no add page, no Create button. */
const grantsCreate = (entity: Entity) => Object.keys(entity.access.create).length > 0;

/** Loads the list screens' code without rendering one (list-ahead.ts). */
export { preloadListScreen };

export function entityResources(): ReactElement[] {
  return consoleEntities.map((entity) => (
    <Resource
      key={entity.path}
      name={resourceName(entity)}
      icon={resourceIcon(entity.path)}
      recordRepresentation={entity.titleField}
      // Named from the entity's locale entry, also where the resource is its console route (guest passes).
      options={{ label: `resources.${entity.path}.name` }}
      list={<EntityList entity={entity} />}
      create={grantsCreate(entity) ? <EntityCreate entity={entity} /> : undefined}
      // Edit opens in view mode (read-only until "Edit"), so records nobody may change still open there.
      edit={<EntityEdit entity={entity} />}
      show={<EntityShow entity={entity} />}
    >
      {/* The spec's add route (000 §2.4); /{id}/edit is already react-admin's /{id}/* edit route. */}
      {grantsCreate(entity) && <Route path="add" element={<EntityCreate entity={entity} />} />}
    </Resource>
  ));
}
