/** The show page's top bar: back to the list, and on to the record's edit page (/{path}/{id}/edit). */
import EditIcon from '@mui/icons-material/Edit';
import { Button, LinkBase, ListButton, TopToolbar, useRecordContext } from 'react-admin';
import { editPath } from './routes';

export function ShowActions({ resource }: { resource: string }) {
  const record = useRecordContext();
  return (
    <TopToolbar>
      <ListButton />
      {record && (
        // A link (as react-admin's own EditButton): without `component`, `to` makes an <a> with no href.
        <Button label="ra.action.edit" component={LinkBase} to={editPath(resource, record.id)}>
          <EditIcon />
        </Button>
      )}
    </TopToolbar>
  );
}
