/**
 * The spec's routes for an entity (000 §2.4): list /{path}, add /{path}/add, edit /{path}/{id}/edit, plus
 * show /{path}/{id}/show. react-admin's own /{path}/create and /{path}/{id} keep working too.
 */
import type { Identifier } from 'react-admin';

export const addPath = (resource: string) => `/${resource}/add`;
export const editPath = (resource: string, id: Identifier) => `/${resource}/${id}/edit`;
export const showPath = (resource: string, id: Identifier) => `/${resource}/${id}/show`;
