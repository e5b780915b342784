/**
 * An elevator access rule's elevators with floors, read compactly on the list and the show page: one line
 * per elevator, "Lift A: 3, 4, 5". Elevator names come in one request for the whole page.
 */
import { Stack, Typography } from '@mui/material';
import { useFieldValue, useGetManyAggregate } from 'react-admin';
import { entityByPath } from '../../schemas';
import { recordTitle } from '../../resources/list-description';
import type { ElevatorFloors } from './elevator-floors-field';

/** @example floorsLine('Lift A', [5, 3, 4]) // 'Lift A: 3, 4, 5' */
export const floorsLine = (elevator: string, floors: number[]) => `${elevator}: ${[...floors].sort((a, b) => a - b).join(', ')}`;

export function ElevatorFloorsSummary({ source }: { source: string; label?: string }) {
  const value = useFieldValue({ source }) as ElevatorFloors[] | undefined;
  const rows = Array.isArray(value) ? value : [];
  const { data: records = [] } = useGetManyAggregate('elevators', { ids: rows.map((row) => row.elevator_id) }, { enabled: rows.length > 0 });
  const elevators = entityByPath('elevators');
  const nameOf = (id: number) => (elevators ? recordTitle(elevators, records.find((record) => record.id === id) ?? { id }) : `#${id}`);
  return (
    <Stack spacing={0.25} data-elevator-floors-summary="">
      {rows.map((row, index) => (
        <Typography key={index} variant="body2">
          {floorsLine(nameOf(row.elevator_id), row.floors ?? [])}
        </Typography>
      ))}
    </Stack>
  );
}
