/**
 * How many relays a lift controller has, as typed (1..RELAYS_MAX): the one field both the lift controller
 * dialog and the floor map's relay dialog ask with, and the rule that reads it.
 */
import { type SxProps, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RELAYS_MAX } from '../../schemas/elevator';

/** A relay count as typed: a whole number 1..RELAYS_MAX, else undefined. */
export function relayCount(typed: string): number | undefined {
  const count = Number(typed.trim());
  return Number.isInteger(count) && count >= 1 && count <= RELAYS_MAX ? count : undefined;
}

interface RelayCountFieldProps {
  typed: string;
  onType: (typed: string) => void;
  autoFocus?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps;
}

export function RelayCountField({ typed, onType, ...layout }: RelayCountFieldProps) {
  const translate = useTranslate();
  return (
    <TextField
      {...layout}
      label={translate('elevator_mapping.controller.relays')}
      value={typed}
      onChange={(event) => onType(event.target.value)}
      error={relayCount(typed) === undefined}
      helperText={translate('elevator_mapping.controller.relays_help', { max: RELAYS_MAX })}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
