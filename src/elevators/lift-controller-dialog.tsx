/**
 * The spec's "lift controller" dialog (000 §2.7): choose a device of type liftcontroller (searched by name,
 * those the elevator already has left out) and say how many relays it has. Used by the elevator's create
 * form and by the floor-map editor.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Radio,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { type Identifier, useGetList, useTranslate } from 'react-admin';
import { commonKey } from '../../resources/locale-keys';
import { useDebouncedValue } from '../../resources/form/use-debounced-value';
import { RelayCountField, relayCount } from './relay-count-field';

export interface ChosenController {
  device_id: number;
  relays: number;
  name: string;
}

interface LiftControllerDialogProps {
  open: boolean;
  /** Devices already driving the elevator. */
  taken: number[];
  onClose: () => void;
  onApprove: (chosen: ChosenController) => void;
}

export const DEFAULT_RELAYS = 16;

export function LiftControllerDialog({ open, taken, onClose, onApprove }: LiftControllerDialogProps) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ id: Identifier; name: string }>();
  const [relays, setRelays] = useState(String(DEFAULT_RELAYS));
  const query = useDebouncedValue(search.trim());
  const { data = [], isPending } = useGetList(
    'devices',
    { pagination: { page: 1, perPage: 50 }, sort: { field: 'name', order: 'ASC' }, filter: { type: 'liftcontroller', ...(query && { q: query }) } },
    { enabled: open },
  );
  useEffect(() => {
    if (!open) return;
    setSearch('');
    setChosen(undefined);
    setRelays(String(DEFAULT_RELAYS));
  }, [open]);
  const choices = data.filter((device) => !taken.includes(Number(device.id)));
  const count = relayCount(relays);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="lift-controller-title">
      <DialogTitle id="lift-controller-title">{translate('elevator_mapping.controller.title')}</DialogTitle>
      <DialogContent dividers>
        <TextField autoFocus fullWidth size="small" label={translate(commonKey('search'))} value={search} onChange={(event) => setSearch(event.target.value)} />
        <List dense aria-label={translate('elevator_mapping.controller.devices')}>
          {choices.map((device) => (
            <ListItemButton key={device.id} selected={chosen?.id === device.id} onClick={() => setChosen({ id: device.id, name: String(device.name ?? `#${device.id}`) })}>
              <ListItemIcon>
                <Radio edge="start" checked={chosen?.id === device.id} tabIndex={-1} disableRipple />
              </ListItemIcon>
              <ListItemText primary={String(device.name ?? `#${device.id}`)} secondary={device.login ? String(device.login) : undefined} />
            </ListItemButton>
          ))}
        </List>
        {!isPending && !choices.length && (
          <Typography variant="body2" color="text.secondary">
            {translate('elevator_mapping.controller.none')}
          </Typography>
        )}
        <RelayCountField sx={{ mt: 2 }} size="small" typed={relays} onType={setRelays} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!chosen || count === undefined} onClick={() => chosen && count && onApprove({ device_id: Number(chosen.id), relays: count, name: chosen.name })}>
          {translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
