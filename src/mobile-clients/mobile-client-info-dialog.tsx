/**
 * The "mobile client info" dialog (000 §2.7, fields of 000 §3.2) with Revoke, asked once more before it is sent:
 * a revoke deletes the client and signs its app out (server/mobile-clients/routes.ts).
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { MobileClientInfo } from '../../schemas/mobile-client';
import { formatDateTime } from '../../resources/date-time';
import { useDateTimeSettings } from '../../resources/use-date-time-settings';

const FIELDS = ['mobile_client_id', 'platform', 'info', 'auth_at', 'vendor_id', 'sip_number', 'ukey2'] as const;

export interface MobileClientInfoDialogProps {
  client: MobileClientInfo | undefined;
  /** Offered only to those who may edit the user. */
  canRevoke: boolean;
  onRevoke: (client: MobileClientInfo) => Promise<void>;
  onClose: () => void;
}

export function MobileClientInfoDialog({ client, canRevoke, onRevoke, onClose }: MobileClientInfoDialogProps) {
  const translate = useTranslate();
  const dates = useDateTimeSettings();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const close = () => [setConfirming(false), onClose()];
  const shown = (field: (typeof FIELDS)[number]) => {
    const value = client?.[field];
    if (field === 'auth_at') return formatDateTime(value, dates);
    if (field === 'platform') return value ? translate(`mobile_clients.platforms.${value}`) : '';
    return value ?? '—';
  };
  return (
    <Dialog open={Boolean(client)} onClose={close} aria-labelledby={id}>
      <DialogTitle id={id}>{translate('mobile_clients.info_title')}</DialogTitle>
      <DialogContent>
        {confirming ? <DialogContentText>{translate('mobile_clients.revoke_confirm')}</DialogContentText> : (
          <Table size="small">
            <TableBody>
              {FIELDS.map((field) => (
                <TableRow key={field}>
                  <TableCell component="th">{translate(`mobile_clients.fields.${field}`)}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{shown(field)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        {confirming && <Button onClick={() => setConfirming(false)}>{translate('mobile_clients.cancel')}</Button>}
        {canRevoke && client && (
          <Button color="error" onClick={() => (confirming ? onRevoke(client).then(() => setConfirming(false)) : setConfirming(true))}>
            {translate('mobile_clients.revoke')}
          </Button>
        )}
        {!confirming && <Button onClick={close}>{translate('shell.dialogs.close')}</Button>}
      </DialogActions>
    </Dialog>
  );
}
