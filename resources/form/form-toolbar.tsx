/**
 * The form's bottom bar: save (submits the rjsf form), and delete on edit. A deleted record's changes are
 * gone with it: `onDeleted` lets the form leave without asking.
 */
import SaveIcon from '@mui/icons-material/Save';
import { Button } from '@mui/material';
import { DeleteButton, Toolbar, useTranslate } from 'react-admin';

export function FormToolbar({ saving, deletable, onDeleted }: { saving: boolean; deletable: boolean; onDeleted?: () => void }) {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ justifyContent: 'space-between', mt: 2 }}>
      <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={saving}>
        {translate('ra.action.save')}
      </Button>
      {deletable && <DeleteButton mutationMode="pessimistic" mutationOptions={{ onMutate: onDeleted }} />}
    </Toolbar>
  );
}
