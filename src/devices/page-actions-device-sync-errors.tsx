/**
 * "Sync errors" on a device's page: GET /devices/{id}/sync/errors, shown in a dialog as what the device holds
 * of each kind (the version wanted, the one it acknowledged, why a failed one failed) and the identifiers and
 * schedules it failed to take, each with the device's error. The button carries the device's sync state,
 * live. Retry re-sends what failed through Apply settings (which re-sends failed syncs), for those who may
 * change the device.
 */
import { Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { SyncChip } from './device-displays';
import { useState } from 'react';
import { Button, useCanAccess, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useHttp } from '../providers/http-context';
import type { PageActionProps } from '../../resources/page-action-registry';
import type { KindSync, SyncError, SyncErrors } from '../../schemas/device-sync';


function Versions({ kinds }: { kinds: Record<string, KindSync> }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`devices.sync_errors.${key}`);
  return (
    <Table size="small" aria-label={t('versions')} sx={{ mb: 2 }}>
      <TableHead>
        <TableRow>
          {['kind', 'wanted', 'acknowledged', 'state'].map((column) => (
            <TableCell key={column}>{t(column)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {Object.entries(kinds).map(([kind, sync]) => (
          <TableRow key={kind}>
            <TableCell>{t(`kinds.${kind}`)}</TableCell>
            <TableCell>{sync.wanted ?? '–'}</TableCell>
            <TableCell>{sync.acknowledged ?? '–'}</TableCell>
            <TableCell>
              <SyncChip state={sync.state} />
              {sync.error && (
                <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                  {sync.error}
                </Typography>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
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

export default function DeviceSyncErrorsButton({ entity }: PageActionProps) {
  const http = useHttp();
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [errors, setErrors] = useState<SyncErrors>();
  const [busy, setBusy] = useState(false);
  const { canAccess: mayRetry } = useCanAccess({ resource: entity.path, action: 'edit', record });
  if (!record) return null;

  const retry = async () => {
    setBusy(true);
    try {
      await http('POST', `/devices/${record.id}/settings/apply`);
      notify('devices.sync_errors.retried', { type: 'success' });
      setErrors(undefined);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

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
      <Button label="devices.sync_errors.action" onClick={open} endIcon={record.sync_state ? <SyncChip state={String(record.sync_state)} /> : undefined} />
      <Dialog open={errors !== undefined} onClose={() => setErrors(undefined)} maxWidth="sm" fullWidth aria-labelledby="sync-errors-title">
        <DialogTitle id="sync-errors-title">{translate('devices.sync_errors.title')}</DialogTitle>
        <DialogContent>
          {errors && <Versions kinds={errors.sync.kinds} />}
          {empty && <Typography>{translate('devices.sync_errors.none')}</Typography>}
          {!!errors?.identifiers.length && <Section title={translate('devices.sync_errors.identifiers')} items={errors.identifiers} />}
          {!!errors?.schedules.length && <Section title={translate('devices.sync_errors.schedules')} items={errors.schedules} />}
        </DialogContent>
        <DialogActions>
          {mayRetry && errors?.sync.state === 'failed' && <Button label="devices.sync_errors.retry" variant="contained" disabled={busy} onClick={retry} />}
          <Button label="remote_control.close" onClick={() => setErrors(undefined)} />
        </DialogActions>
      </Dialog>
    </>
  );
}
