/**
 * The set-protocol dialog (001 §7 POST /devices/set-protocol): http or mqtt, then confirm. Used by the device
 * page's button and by the devices list's bar for the selected devices; the caller says what happens after.
 */
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { Button, type Identifier, useNotify, useTranslate } from 'react-admin';
import { DEVICE_PROTOCOLS } from '../../schemas/device';
import { useHttp } from '../providers/http-context';

export type Protocol = (typeof DEVICE_PROTOCOLS)[number];

interface SetProtocolDialogProps {
  open: boolean;
  ids: Identifier[];
  /** The protocol selected when the dialog opens. */
  initial: Protocol;
  /** The sentence above the choice. */
  explanation: string;
  onClose: () => void;
  onDone: () => void;
}

export function SetProtocolDialog({ open, ids, initial, explanation, onClose, onDone }: SetProtocolDialogProps) {
  const http = useHttp();
  const translate = useTranslate();
  const notify = useNotify();
  const [chosen, setChosen] = useState<Protocol>();
  const [busy, setBusy] = useState(false);
  const protocol = chosen ?? initial;
  const close = () => {
    setChosen(undefined);
    onClose();
  };

  const confirm = async () => {
    setBusy(true);
    try {
      await http('POST', '/devices/set-protocol', { body: { protocol, items: ids } });
      notify('devices.set_protocol.done', { type: 'success', messageArgs: { protocol: translate(`devices.set_protocol.${protocol}`) } });
      setChosen(undefined);
      onDone();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby="set-protocol-title">
      <DialogTitle id="set-protocol-title">{translate('devices.set_protocol.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{explanation}</DialogContentText>
        <FormControl>
          <FormLabel id="set-protocol-label">{translate('devices.set_protocol.protocol')}</FormLabel>
          <RadioGroup row aria-labelledby="set-protocol-label" value={protocol} onChange={(event) => setChosen(event.target.value as Protocol)}>
            {DEVICE_PROTOCOLS.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={translate(`devices.set_protocol.${value}`)} />
            ))}
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button label="devices.set_protocol.cancel" onClick={close} />
        <Button label="devices.set_protocol.confirm" onClick={confirm} disabled={busy} variant="contained" />
      </DialogActions>
    </Dialog>
  );
}
