/**
 * The spec's "relay" dialog: how many relays a lift controller has (1..RELAYS_MAX). Lowering it below a
 * port in use is allowed here; the checker then marks that port until it is unticked.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { RelayCountField, relayCount } from '../../src/elevators/relay-count-field';

interface RelaysDialogProps {
  /** The controller's name and current count; closed when undefined. */
  controller?: { title: string; relays: number };
  onClose: () => void;
  onApprove: (relays: number) => void;
}

export function RelaysDialog({ controller, onClose, onApprove }: RelaysDialogProps) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  useEffect(() => setTyped(String(controller?.relays ?? '')), [controller]);
  const count = relayCount(typed);
  return (
    <Dialog open={controller !== undefined} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="relays-title">
      <DialogTitle id="relays-title">{translate('elevator_mapping.controller.relays_title', { controller: controller?.title ?? '' })}</DialogTitle>
      <DialogContent>
        <RelayCountField autoFocus fullWidth sx={{ mt: 1 }} typed={typed} onType={setTyped} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={count === undefined} onClick={() => count && onApprove(count)}>
          {translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
