/**
 * One floor of the floor-map editor: the floor number, its name, public and panel-floor flags, apartments,
 * and a ports button per controller. Memoised on its row, its messages and the controllers, so typing in
 * one floor re-renders that floor only (200 floors x 4 controllers stay quick).
 */
import { ButtonBase, Checkbox, FormHelperText, InputBase, TableCell, TableRow } from '@mui/material';
import { memo, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { ApartmentsInput } from './ApartmentsInput';
import type { FloorRow } from './floor-rows';

export interface ControllerColumn {
  /** The controller's name as shown in its header (the device's name). */
  title: string;
  relays: number;
}

interface FloorRowViewProps {
  row: FloorRow;
  columns: ControllerColumn[];
  /** Messages by cell ('name', 'is_public', 'ports.0', …). */
  messages?: Record<string, string[]>;
  disabled: boolean;
  onChange: (floor: number, patch: Partial<FloorRow>) => void;
  onPickPorts: (floor: number, controller: number, anchor: HTMLElement) => void;
}

const messageId = (floor: number, cell: string) => `floor-${floor}-${cell.replace('.', '-')}-message`;

function Messages({ floor, cell, messages }: { floor: number; cell: string; messages?: string[] }) {
  if (!messages?.length) return null;
  return (
    <FormHelperText id={messageId(floor, cell)} error sx={{ mx: 0 }}>
      {messages.join(' ')}
    </FormHelperText>
  );
}

function FloorRowViewInner({ row, columns, messages = {}, disabled, onChange, onPickPorts }: FloorRowViewProps) {
  const translate = useTranslate();
  const { floor } = row;
  const invalid = (cell: string) => Boolean(messages[cell]?.length);
  const describedBy = (cell: string) => (invalid(cell) ? messageId(floor, cell) : undefined);
  // Marked at once: an outline in the error colour around the cell, and the message under its input.
  const cellSx = (cell: string) => (invalid(cell) ? { outline: '2px solid', outlineColor: 'error.main', outlineOffset: -2 } : undefined);
  const flag = (cell: 'is_public' | 'is_panel_floor', label: string) => (
    <TableCell padding="checkbox" sx={cellSx(cell)}>
      <Checkbox
        size="small"
        checked={row[cell]}
        disabled={disabled}
        onChange={(event) => onChange(floor, { [cell]: event.target.checked })}
        slotProps={{ input: { 'aria-label': translate(label, { floor }), 'aria-invalid': invalid(cell), 'aria-describedby': describedBy(cell) } as object }}
      />
      <Messages floor={floor} cell={cell} messages={messages[cell]} />
    </TableCell>
  );

  return (
    <TableRow hover data-floor={floor}>
      <TableCell component="th" scope="row" sx={{ fontWeight: 600, ...cellSx('floor') }} aria-invalid={invalid('floor') || undefined}>
        {translate('elevator_mapping.floor_label', { floor })}
        <Messages floor={floor} cell="floor" messages={messages.floor} />
      </TableCell>
      <TableCell sx={cellSx('name')}>
        <InputBase
          value={row.name}
          disabled={disabled}
          onChange={(event) => onChange(floor, { name: event.target.value })}
          placeholder={String(floor)}
          sx={{ fontSize: 14, minWidth: 100 }}
          inputProps={{ 'aria-label': translate('elevator_mapping.name_of', { floor }), 'aria-invalid': invalid('name'), 'aria-describedby': describedBy('name'), maxLength: 64 }}
        />
        <Messages floor={floor} cell="name" messages={messages.name} />
      </TableCell>
      {flag('is_public', 'elevator_mapping.public_of')}
      {flag('is_panel_floor', 'elevator_mapping.panel_of')}
      <TableCell sx={cellSx('apartments')}>
        <ApartmentsInput
          floor={floor}
          apartments={row.apartments}
          disabled={disabled}
          invalid={invalid('apartments')}
          describedBy={describedBy('apartments')}
          onChange={(apartments) => onChange(floor, { apartments })}
        />
        <Messages floor={floor} cell="apartments" messages={messages.apartments} />
      </TableCell>
      {columns.map((column, index) => {
        const cell = `ports.${index}`;
        const ports = row.ports[index] ?? [];
        return (
          <TableCell key={index} sx={cellSx(cell)}>
            <ButtonBase
              disabled={disabled}
              onClick={(event: MouseEvent<HTMLElement>) => onPickPorts(floor, index, event.currentTarget)}
              aria-label={translate('elevator_mapping.ports_of', { controller: column.title, floor })}
              aria-haspopup="listbox"
              aria-invalid={invalid(cell) || undefined}
              aria-describedby={describedBy(cell)}
              sx={{ minWidth: 64, minHeight: 28, px: 1, borderRadius: 1, border: 1, borderColor: 'divider', justifyContent: 'flex-start', fontSize: 14 }}
            >
              {ports.length ? [...ports].sort((a, b) => a - b).join(', ') : '—'}
            </ButtonBase>
            <Messages floor={floor} cell={cell} messages={messages[cell]} />
          </TableCell>
        );
      })}
    </TableRow>
  );
}

const sameMessages = (a: FloorRowViewProps['messages'], b: FloorRowViewProps['messages']) => a === b || JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

export const FloorRowView = memo(
  FloorRowViewInner,
  (before, after) =>
    before.row === after.row &&
    before.columns === after.columns &&
    before.disabled === after.disabled &&
    before.onChange === after.onChange &&
    before.onPickPorts === after.onPickPorts &&
    sameMessages(before.messages, after.messages),
);
