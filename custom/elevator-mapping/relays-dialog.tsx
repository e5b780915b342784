/**
 * The spec's "relay" dialog: how many relays a lift controller has (1..RELAYS_MAX). Lowering it below a
 * port in use is allowed here; the checker then marks that port until it is unticked.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { RELAYS_MAX } from '../../schemas/elevator';
import { relayCount } from '../../src/elevators/lift-controller-dialog';

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
        <TextField
          autoFocus
          fullWidth
          sx={{ mt: 1 }}
          label={translate('elevator_mapping.controller.relays')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={count === undefined}
          helperText={translate('elevator_mapping.controller.relays_help', { max: RELAYS_MAX })}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
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
