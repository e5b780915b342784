/**
 * Who sees what they created (001 §6): anyone may see the records they created, beyond their scopes, except
 * groups (a group is seen by its place) and what only the server writes (events, tasks: nobody is granted to
 * create them, so their created_by is never a user). The access filter adds that arm; the storage derives an
 * index on created_by for it, so the arm is a range of an index rather than a scan of the table.
 */
import type { Entity } from '../../schemas/define-entity';

export function seesOwnCreations(entity: Entity) {
  return entity.ownership.kind !== 'group' && entity.ownership.kind !== 'parent' && Object.keys(entity.access.create).length > 0;
}
