/**
 * "Sync errors" on a device's page: GET /devices/{id}/sync/errors, shown in a dialog as the identifiers and
 * schedules the device failed to take, each with the device's error.
 */
import { Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { http } from '../src/providers';

interface SyncError {
  id: number;
  name: string;
  error: string;
}
interface SyncErrors {
  identifiers: SyncError[];
  schedules: SyncError[];
}

function Section({ title, items }: { title: string; items: SyncError[] }) {
  return (
    <>
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      <List dense>
        {items.map((item) => (
          <ListItem key={item.id}>
            <ListItemText primary={item.name || `#${item.id}`} secondary={item.error} />
          </ListItem>
        ))}
      </List>
    </>
  );
}

export default function DeviceSyncErrorsButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [errors, setErrors] = useState<SyncErrors>();
  if (!record) return null;

  const open = async () => {
    try {
      setErrors((await http<{ data: SyncErrors }>('GET', `/devices/${record.id}/sync/errors`)).data);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const empty = errors && !errors.identifiers.length && !errors.schedules.length;
  return (
    <>
      <Button label="devices.sync_errors.action" onClick={open} />
      <Dialog open={errors !== undefined} onClose={() => setErrors(undefined)} maxWidth="sm" fullWidth aria-labelledby="sync-errors-title">
        <DialogTitle id="sync-errors-title">{translate('devices.sync_errors.title')}</DialogTitle>
        <DialogContent>
          {empty && <Typography>{translate('devices.sync_errors.none')}</Typography>}
          {!!errors?.identifiers.length && <Section title={translate('devices.sync_errors.identifiers')} items={errors.identifiers} />}
          {!!errors?.schedules.length && <Section title={translate('devices.sync_errors.schedules')} items={errors.schedules} />}
        </DialogContent>
        <DialogActions>
          <Button label="devices.remote_control.close" onClick={() => setErrors(undefined)} />
        </DialogActions>
      </Dialog>
    </>
  );
}
