/**
 * "Mobile clients" on a user's page (000 §3.2 mobile_clients): the phones their app registered (platform, device,
 * last sign-in in the viewer's date format); a row opens the mobile client info dialog, which revokes; the QR app
 * store dialog shows where to get the app. An edit page's action: whoever sees it may edit the user, so revoke.
 */
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useCallback, useEffect, useId, useState } from 'react';
import { Button, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { MobileClientInfo } from '../../schemas/mobile-client';
import { formatDateTime } from '../../resources/date-time';
import type { PageActionProps } from '../../resources/page-action-registry';
import { useDateTimeSettings } from '../../resources/use-date-time-settings';
import { useHttp } from '../providers/http-context';
import { MobileClientInfoDialog } from './mobile-client-info-dialog';
import { listMobileClients, revokeMobileClient } from './mobile-clients-api';
import { QrAppStoreDialog } from './qr-app-store-dialog';

function useMobileClients(userId: unknown, open: boolean) {
  const http = useHttp();
  const [clients, setClients] = useState<MobileClientInfo[]>();
  const [error, setError] = useState<string>();
  const reload = useCallback(() => listMobileClients(http, userId).then(setClients, (failure: Error) => setError(failure.message)), [http, userId]);
  useEffect(() => void (open && reload()), [open, reload]);
  return { clients, error, reload };
}

function ClientRows({ clients, onOpen }: { clients: MobileClientInfo[]; onOpen: (client: MobileClientInfo) => void }) {
  const translate = useTranslate();
  const dates = useDateTimeSettings();
  return (
    <Table size="small">
      <TableHead>
        <TableRow>{(['platform', 'info', 'auth_at'] as const).map((column) => <TableCell key={column}>{translate(`mobile_clients.columns.${column}`)}</TableCell>)}</TableRow>
      </TableHead>
      <TableBody>
        {clients.map((client) => (
          <TableRow key={client.mobile_client_id} hover sx={{ cursor: 'pointer' }} onClick={() => onOpen(client)}>
            <TableCell>{translate(`mobile_clients.platforms.${client.platform}`)}</TableCell>
            <TableCell>{client.info}</TableCell>
            <TableCell>{formatDateTime(client.auth_at, dates)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export default function UserMobileClientsButton(_props: PageActionProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const http = useHttp();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [stores, setStores] = useState(false);
  const [shown, setShown] = useState<MobileClientInfo>();
  const { clients, error, reload } = useMobileClients(record?.id, open);
  if (!record) return null;

  const revoke = async (client: MobileClientInfo) => {
    await revokeMobileClient(http, record.id, client.mobile_client_id);
    notify('mobile_clients.revoked', { type: 'info' });
    setShown(undefined);
    await reload();
  };
  return (
    <>
      <Button label="mobile_clients.button" onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={id}>
        <DialogTitle id={id}>{translate('mobile_clients.title', { name: record.name })}</DialogTitle>
        <DialogContent>
          {error && <Typography color="error">{translate('mobile_clients.load_error', { error })}</Typography>}
          {clients?.length === 0 && <Typography>{translate('mobile_clients.none')}</Typography>}
          {clients && clients.length > 0 && <ClientRows clients={clients} onOpen={setShown} />}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setStores(true)}>{translate('mobile_clients.app_store')}</MuiButton>
          <MuiButton onClick={() => setOpen(false)}>{translate('shell.dialogs.close')}</MuiButton>
        </DialogActions>
      </Dialog>
      <MobileClientInfoDialog client={shown} canRevoke onRevoke={(client) => revoke(client).catch((failure: Error) => notify(failure.message, { type: 'error' }))} onClose={() => setShown(undefined)} />
      <QrAppStoreDialog open={stores} onClose={() => setStores(false)} />
    </>
  );
}
