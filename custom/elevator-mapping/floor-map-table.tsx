/**
 * The floor map as a table: a header with the floor's facts and one column per controller (its name, a
 * relay-count button opening the "relay" dialog, remove), then a memoised row per floor. The header stays
 * pinned while a tall building scrolls.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, FormHelperText, IconButton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FloorRow } from './floor-rows';
import { floorMapSx } from './floor-map-styles';
import { type ControllerColumn, FloorRowView } from './floor-row-view';

interface FloorMapTableProps {
  rows: FloorRow[];
  columns: ControllerColumn[];
  messages: Map<number, Record<string, string[]>>;
  controllerMessages: Map<number, string[]>;
  disabled: boolean;
  onChange: (floor: number, patch: Partial<FloorRow>) => void;
  onPickPorts: (floor: number, controller: number, anchor: HTMLElement) => void;
  onRelays: (controller: number) => void;
  onRemoveController: (controller: number) => void;
}

export function FloorMapTable({ rows, columns, messages, controllerMessages, disabled, onChange, onPickPorts, onRelays, onRemoveController }: FloorMapTableProps) {
  const translate = useTranslate();
  return (
    <TableContainer sx={{ maxHeight: '70vh' }}>
      <Table stickyHeader size="small" aria-label={translate('elevator_mapping.table')} sx={floorMapSx}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('elevator_mapping.floor')}</TableCell>
            <TableCell>{translate('elevator_mapping.name')}</TableCell>
            <TableCell padding="checkbox">{translate('elevator_mapping.public')}</TableCell>
            <TableCell padding="checkbox">{translate('elevator_mapping.panel_floor')}</TableCell>
            <TableCell>{translate('elevator_mapping.apartments')}</TableCell>
            {columns.map((column, index) => (
              <TableCell key={index} aria-invalid={controllerMessages.has(index) || undefined}>
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <span>{column.title}</span>
                  <Button
                    size="small"
                    disabled={disabled}
                    onClick={() => onRelays(index)}
                    aria-label={translate('elevator_mapping.controller.relays_of', { controller: column.title, count: column.relays })}
                  >
                    {translate('elevator_mapping.controller.relays_count', { smart_count: column.relays })}
                  </Button>
                  {!disabled && (
                    <IconButton size="small" onClick={() => onRemoveController(index)} aria-label={translate('elevator_mapping.controller.remove', { controller: column.title })}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  )}
                </Stack>
                {controllerMessages.get(index)?.map((message) => (
                  <FormHelperText key={message} error sx={{ mx: 0 }}>
                    {message}
                  </FormHelperText>
                ))}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <FloorRowView key={row.floor} row={row} columns={columns} messages={messages.get(row.floor)} disabled={disabled} onChange={onChange} onPickPorts={onPickPorts} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
