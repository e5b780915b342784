/**
 * rjsf field for an elevator access rule's "elevators with floors" (`display: 'elevator_floors'`,
 * ui-schema.ts): one row per elevator, its floors picked from GET /elevators/{id}/floors?mode=access.
 * "Add elevator" opens the elevator picker first, so no row is ever without its elevator. A row left
 * without floors is dropped by the server (000 §5.4: only elevators with at least one floor are sent).
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Checkbox, Chip, FormControl, FormHelperText, FormLabel, IconButton, InputLabel, ListItemText, MenuItem, Select, Stack, Typography } from '@mui/material';
import type { FieldProps } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetManyAggregate, useTranslate } from 'react-admin';
import { entityByPath } from '../../schemas';
import { useHttp } from '../providers/http-context';
import { recordTitle } from '../../resources/list-description';
import { EntityPickerDialog } from '../../resources/form/entity-picker-dialog';
import type { ElevatorFloorFacts } from '../../schemas/elevator-floors';

export interface ElevatorFloors {
  elevator_id: number;
  floors: number[];
}

type AccessFloor = Pick<ElevatorFloorFacts, 'floor' | 'name'>;

type ErrorNode = { __errors?: string[]; [key: string]: unknown };

/** Every message under an error schema node, depth first. */
function messagesIn(node: unknown): string[] {
  if (!node || typeof node !== 'object') return [];
  const { __errors, ...children } = node as ErrorNode;
  return [...(__errors ?? []), ...Object.values(children).flatMap(messagesIn)];
}

const floorText = (floor: AccessFloor) => (floor.name ? `${floor.floor} — ${floor.name}` : String(floor.floor));

interface FloorsPickerProps {
  elevatorId: number;
  title: string;
  floors: number[];
  disabled: boolean;
  onChange: (floors: number[]) => void;
}

function FloorsPicker({ elevatorId, title, floors, disabled, onChange }: FloorsPickerProps) {
  const http = useHttp();
  const translate = useTranslate();
  const choices = useQuery({
    queryKey: ['elevator-floors', String(elevatorId), 'access'],
    queryFn: () => http<{ data: AccessFloor[] }>('GET', `/elevators/${elevatorId}/floors`, { query: { mode: 'access' } }).then((answer) => answer.data),
  });
  const label = translate('elevator_mapping.floors_field.floors_of', { elevator: title });
  const known = choices.data ?? [];
  // Floors already chosen stay listed even when the elevator no longer offers them, so they can be removed.
  const options = [...known, ...floors.filter((floor) => !known.some((choice) => choice.floor === floor)).map((floor) => ({ floor, name: '' }))].sort((a, b) => a.floor - b.floor);
  const labelId = `elevator-${elevatorId}-floors-label`;
  return (
    <FormControl size="small" sx={{ minWidth: 240, flex: 1 }} disabled={disabled} error={choices.isError}>
      <InputLabel id={labelId}>{translate('elevator_mapping.floors_field.floors')}</InputLabel>
      {/* Named by the elevator too ("Floors of Lift A"): several rows each have a Floors list. */}
      <Select
        label={translate('elevator_mapping.floors_field.floors')}
        multiple
        value={floors}
        onChange={(event) => onChange((event.target.value as number[]).slice().sort((a, b) => a - b))}
        renderValue={(chosen) => [...(chosen as number[])].sort((a, b) => a - b).join(', ')}
        SelectDisplayProps={{ 'aria-label': label } as object}
      >
        {options.map((option) => (
          <MenuItem key={option.floor} value={option.floor}>
            <Checkbox size="small" checked={floors.includes(option.floor)} sx={{ p: 0, mr: 1 }} />
            <ListItemText primary={floorText(option)} />
          </MenuItem>
        ))}
      </Select>
      {choices.isError && <FormHelperText>{(choices.error as Error).message}</FormHelperText>}
      {choices.data && !choices.data.length && <FormHelperText>{translate('elevator_mapping.floors_field.no_floors')}</FormHelperText>}
    </FormControl>
  );
}

export function ElevatorFloorsField(props: FieldProps<ElevatorFloors[]>) {
  const translate = useTranslate();
  const [picking, setPicking] = useState(false);
  const rows = Array.isArray(props.formData) ? props.formData : [];
  const elevators = entityByPath('elevators');
  const { data: records = [] } = useGetManyAggregate('elevators', { ids: rows.map((row) => row.elevator_id) }, { enabled: rows.length > 0 });
  const disabled = Boolean(props.disabled || props.readonly);
  const title = (props.uiSchema?.['ui:title'] as string | undefined) ?? props.schema.title ?? props.name;
  const change = (next: ElevatorFloors[]) => props.onChange(next, props.fieldPathId.path);
  const nameOf = (id: number) => (elevators ? recordTitle(elevators, records.find((record) => record.id === id) ?? { id }) : `#${id}`);
  const { __errors: whole = [], ...perRow } = (props.errorSchema ?? {}) as ErrorNode;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, my: 1 }} data-elevator-floors-field="">
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {title}
      </FormLabel>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('elevator_mapping.floors_field.help')}
      </Typography>
      {whole.map((message) => (
        <FormHelperText key={message} error>
          {message}
        </FormHelperText>
      ))}
      <Stack spacing={1.5} role="list" aria-label={title}>
        {rows.map((row, index) => (
          <Box key={`${row.elevator_id}-${index}`} role="listitem" aria-label={nameOf(row.elevator_id)}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Chip label={nameOf(row.elevator_id)} sx={{ minWidth: 120 }} />
              <FloorsPicker
                elevatorId={row.elevator_id}
                title={nameOf(row.elevator_id)}
                floors={row.floors ?? []}
                disabled={disabled}
                onChange={(floors) => change(rows.map((other, i) => (i === index ? { ...other, floors } : other)))}
              />
              {!disabled && (
                <IconButton aria-label={translate('elevator_mapping.floors_field.remove', { elevator: nameOf(row.elevator_id) })} onClick={() => change(rows.filter((_, i) => i !== index))}>
                  <DeleteIcon />
                </IconButton>
              )}
            </Stack>
            {messagesIn(perRow[index]).map((message) => (
              <FormHelperText key={message} error>
                {message}
              </FormHelperText>
            ))}
          </Box>
        ))}
      </Stack>
      {!disabled && (
        <Button size="small" startIcon={<AddIcon />} sx={{ mt: 1 }} onClick={() => setPicking(true)}>
          {translate('elevator_mapping.floors_field.add')}
        </Button>
      )}
      {elevators && (
        <EntityPickerDialog
          open={picking}
          entity={elevators}
          multiple={false}
          selected={[]}
          onClose={() => setPicking(false)}
          onApprove={(chosen) => {
            setPicking(false);
            const fresh = chosen.map(Number).filter((id) => !rows.some((row) => row.elevator_id === id));
            if (fresh.length) change([...rows, ...fresh.map((elevator_id) => ({ elevator_id, floors: [] }))]);
          }}
        />
      )}
    </Box>
  );
}
