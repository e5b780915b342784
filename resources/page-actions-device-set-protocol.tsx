/**
 * "Set protocol" on a device's page (001 §7 POST /devices/set-protocol): a dialog chooses http or mqtt and
 * confirms; the server changes the device and queues a task telling it. The page's record is fetched
 * again, so the protocol field shows the new value at once.
 */
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { Button, useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { DEVICE_PROTOCOLS } from '../schemas/device';
import { http } from '../src/providers';
import type { PageActionProps } from './page-actions';

type Protocol = (typeof DEVICE_PROTOCOLS)[number];

export default function DeviceSetProtocolButton({ entity }: PageActionProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [protocol, setProtocol] = useState<Protocol>('mqtt');
  const [busy, setBusy] = useState(false);
  const { canAccess } = useCanAccess({ resource: entity.path, action: 'edit', record });
  if (!record || !canAccess) return null;

  const start = () => {
    // Offer the other protocol first: that is what someone opening this dialog usually wants.
    setProtocol(record.protocol === 'mqtt' ? 'http' : 'mqtt');
    setOpen(true);
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await http('POST', '/devices/set-protocol', { body: { protocol, items: [record.id] } });
      notify('devices.set_protocol.done', { type: 'success', messageArgs: { protocol: translate(`devices.set_protocol.${protocol}`) } });
      setOpen(false);
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const current = record.protocol ? translate(`devices.set_protocol.${record.protocol}`) : 'none';
  return (
    <>
      <Button label="devices.set_protocol.action" onClick={start} />
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="xs" fullWidth aria-labelledby="set-protocol-title">
        <DialogTitle id="set-protocol-title">{translate('devices.set_protocol.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('devices.set_protocol.explain', { name: record.name, current })}</DialogContentText>
          <FormControl>
            <FormLabel id="set-protocol-label">{translate('devices.set_protocol.protocol')}</FormLabel>
            <RadioGroup row aria-labelledby="set-protocol-label" value={protocol} onChange={(event) => setProtocol(event.target.value as Protocol)}>
              {DEVICE_PROTOCOLS.map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={translate(`devices.set_protocol.${value}`)} />
              ))}
            </RadioGroup>
          </FormControl>
        </DialogContent>
        <DialogActions>
          <Button label="devices.set_protocol.cancel" onClick={() => setOpen(false)} />
          <Button label="devices.set_protocol.confirm" onClick={confirm} disabled={busy} variant="contained" />
        </DialogActions>
      </Dialog>
    </>
  );
}
