/**
 * The one relay picker of the floor-map editor, opened from a floor's ports button: relays 1..relays of
 * that controller to tick. Ports beyond the controller's relays (after its relay count was lowered) stay
 * listed so they can be unticked; the checker marks them meanwhile.
 */
import { Checkbox, ListItemText, Menu, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface PortsTarget {
  floor: number;
  controller: number;
  anchor: HTMLElement;
}

interface PortsMenuProps {
  target?: PortsTarget;
  relays: number;
  ports: number[];
  title: string;
  onToggle: (port: number) => void;
  onClose: () => void;
}

export function PortsMenu({ target, relays, ports, title, onToggle, onClose }: PortsMenuProps) {
  const translate = useTranslate();
  const choices = [...new Set([...Array.from({ length: relays }, (_, i) => i + 1), ...ports])].sort((a, b) => a - b);
  return (
    <Menu
      open={target !== undefined}
      anchorEl={target?.anchor}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': title, dense: true }, paper: { sx: { maxHeight: 360 } } }}
    >
      {choices.map((port) => {
        const checked = ports.includes(port);
        return (
          <MenuItem key={port} role="menuitemcheckbox" aria-checked={checked} onClick={() => onToggle(port)} sx={port > relays ? { color: 'error.main' } : undefined}>
            <Checkbox size="small" checked={checked} tabIndex={-1} disableRipple sx={{ p: 0, mr: 1 }} />
            <ListItemText primary={translate('elevator_mapping.relay', { relay: port })} />
          </MenuItem>
        );
      })}
    </Menu>
  );
}
