/**
 * The spec's routes for an entity (000 §2.4): list /{path}, add /{path}/add, edit /{path}/{id}/edit, plus
 * show /{path}/{id}/show. react-admin's own /{path}/create and /{path}/{id} keep working too.
 */
import type { Identifier } from 'react-admin';
import type { Entity } from '../schemas/define-entity';

export const addPath = (resource: string) => `/${resource}/add`;
export const editPath = (resource: string, id: Identifier) => `/${resource}/${id}/edit`;
export const showPath = (resource: string, id: Identifier) => `/${resource}/${id}/show`;

/** The react-admin resource of an entity: its console route when the spec gives one, else its API path. */
export const resourceName = (entity: Entity) => entity.route ?? entity.path;

/** Location state of an edit page reached right after the record was created (EntityCreate). */
export interface EditPageState {
  created?: boolean;
}
