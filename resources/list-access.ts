/**
 * What a user may do from a list of an entity, from the grants the server enforces: open records for
 * editing (else rows open the show page), and select rows for a bulk action (else rows have no checkboxes).
 */
import { useCanAccess } from 'react-admin';
import type { Entity } from '../schemas/define-entity';
import { bulkActionsNeed } from './page-actions';
import { resourceName } from './routes';

export function useListAccess(entity: Entity) {
  const resource = resourceName(entity);
  const edit = useCanAccess({ resource, action: 'edit' });
  const remove = useCanAccess({ resource, action: 'delete' });
  const bulk = useCanAccess({ resource, action: bulkActionsNeed(entity) ?? 'delete' });
  return { mayEdit: edit.canAccess === true, maySelect: remove.canAccess === true || (Boolean(entity.actions?.bulk) && bulk.canAccess === true) };
}
