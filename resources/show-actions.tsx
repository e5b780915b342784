/**
 * The show page's top bar: back to the list, the entity's page actions (each offered only to those who may
 * use it), and on to the record's edit page (/{path}/{id}/edit) for those who may edit this record.
 */
import EditIcon from '@mui/icons-material/Edit';
import { Button, LinkBase, ListButton, useCanAccess, useRecordContext } from 'react-admin';
import type { Entity } from '../schemas/define-entity';
import { ActionBar } from './action-bar';
import { commandButtons } from './command-buttons';
import { editPageActions } from './page-actions';
import { editPath, resourceName } from './routes';

export function ShowActions({ entity }: { entity: Entity }) {
  const record = useRecordContext();
  const resource = resourceName(entity);
  const { canAccess: mayEdit } = useCanAccess({ resource, action: 'edit', record });
  return (
    <ActionBar>
      {[
        record && mayEdit && (
          // A link (as react-admin's own EditButton): without `component`, `to` makes an <a> with no href.
          <Button key="edit" label="ra.action.edit" component={LinkBase} to={editPath(resource, record.id)}>
            <EditIcon />
          </Button>
        ),
        <ListButton key="list" />,
        ...commandButtons(entity),
        ...editPageActions(entity),
      ]}
    </ActionBar>
  );
}
