/**
 * Edit pages open in view mode (000 §2.4): this button switches the form to editing, and back (dropping
 * unsaved changes). It is not offered to those who may not edit the record.
 */
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, useCanAccess, useRecordContext, useResourceContext } from 'react-admin';
import { commonKey } from './locale-keys';

export function ViewModeToggle({ editing, onToggle }: { editing: boolean; onToggle: () => void }) {
  const resource = useResourceContext();
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ action: 'edit', resource, record });
  if (!canAccess || !record) return null;
  return (
    <Button label={commonKey(editing ? 'stop_editing' : 'edit')} onClick={onToggle}>
      {editing ? <VisibilityIcon /> : <EditIcon />}
    </Button>
  );
}
