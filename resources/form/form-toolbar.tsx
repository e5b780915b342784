/** The form's bottom bar: save (submits the rjsf form), and delete on edit. */
import SaveIcon from '@mui/icons-material/Save';
import { Button } from '@mui/material';
import { DeleteButton, Toolbar, useTranslate } from 'react-admin';

export function FormToolbar({ saving, deletable }: { saving: boolean; deletable: boolean }) {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ justifyContent: 'space-between', mt: 2 }}>
      <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={saving}>
        {translate('ra.action.save')}
      </Button>
      {deletable && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
}
