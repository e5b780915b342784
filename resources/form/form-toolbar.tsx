/**
 * The form's bottom bar: save (submits the rjsf form), and delete on edit. A deleted record's changes are
 * gone with it: `onDeleting(true)` lets the form leave without asking, `onDeleting(false)` (the delete
 * failed) asks again.
 */
import SaveIcon from '@mui/icons-material/Save';
import { Button } from '@mui/material';
import { DeleteButton, Toolbar, useTranslate } from 'react-admin';

interface FormToolbarProps {
  saving: boolean;
  deletable: boolean;
  /** A delete is under way (true), or has failed (false). */
  onDeleting?: (underWay: boolean) => void;
}

export function FormToolbar({ saving, deletable, onDeleting }: FormToolbarProps) {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ justifyContent: 'space-between', mt: 2 }}>
      <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={saving}>
        {translate('ra.action.save')}
      </Button>
      {deletable && <DeleteButton mutationMode="pessimistic" mutationOptions={{ onMutate: () => onDeleting?.(true), onSettled: (_data, error) => error && onDeleting?.(false) }} />}
    </Toolbar>
  );
}
