/**
 * "Call elevator" on an elevator's page, the spec's call elevator dialog: a floor of GET /elevators/{id}/floors,
 * optionally one of that floor's apartments, the direction; POST /elevators/call/{id}. The server decides
 * who may call; its refusal shows as a notice in the user's language.
 */
import { Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, InputLabel, MenuItem, Radio, RadioGroup, Select, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { ELEVATOR_DIRECTIONS } from '../../schemas/elevator-event';
import { useHttp } from '../../src/providers/http-context';
import type { ElevatorFloorFacts } from '../../schemas/elevator-floors';

/** A floor the elevator may be called to (schemas/elevator-floors.ts). */
export type CallableFloor = ElevatorFloorFacts;

type Direction = (typeof ELEVATOR_DIRECTIONS)[number];

const floorLabel = (floor: CallableFloor) => (floor.name ? `${floor.floor} — ${floor.name}` : String(floor.floor));

function CallElevatorDialog({ id, onClose }: { id: string | number; onClose: () => void }) {
  const http = useHttp();
  const translate = useTranslate();
  const notify = useNotify();
  const floors = useQuery({ queryKey: ['elevator-floors', String(id)], queryFn: () => http<{ data: CallableFloor[] }>('GET', `/elevators/${id}/floors`).then((answer) => answer.data) });
  const [floor, setFloor] = useState<number | ''>('');
  const [apartment, setApartment] = useState('');
  const [direction, setDirection] = useState<Direction>('up');
  const [calling, setCalling] = useState(false);
  const chosen = floors.data?.find((candidate) => candidate.floor === floor);

  const call = async () => {
    if (floor === '') return;
    setCalling(true);
    try {
      await http('POST', `/elevators/call/${id}`, { body: { floor, direction, ...(apartment && { apartment }) } });
      notify('elevator_mapping.call.called', { type: 'success', messageArgs: { floor: chosen ? floorLabel(chosen) : floor } });
      onClose();
    } catch (error) {
      notify((error as Error).message || 'errors.default', { type: 'error' });
    } finally {
      setCalling(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="call-elevator-title">
      <DialogTitle id="call-elevator-title">{translate('elevator_mapping.call.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {floors.isError && <Typography color="error">{(floors.error as Error).message}</Typography>}
          {floors.data && !floors.data.length && <Typography color="text.secondary">{translate('elevator_mapping.call.no_floors')}</Typography>}
          <FormControl fullWidth disabled={!floors.data?.length}>
            <InputLabel id="call-floor-label">{translate('elevator_mapping.call.floor')}</InputLabel>
            <Select
              labelId="call-floor-label"
              label={translate('elevator_mapping.call.floor')}
              value={floor}
              onChange={(event) => {
                setFloor(event.target.value as number);
                setApartment('');
              }}
            >
              {(floors.data ?? []).map((candidate) => (
                <MenuItem key={candidate.floor} value={candidate.floor}>
                  {floorLabel(candidate)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl fullWidth disabled={!chosen?.apartments.length}>
            <InputLabel id="call-apartment-label">{translate('elevator_mapping.call.apartment')}</InputLabel>
            <Select labelId="call-apartment-label" label={translate('elevator_mapping.call.apartment')} value={apartment} onChange={(event) => setApartment(event.target.value)}>
              <MenuItem value="">{translate('elevator_mapping.call.any_apartment')}</MenuItem>
              {(chosen?.apartments ?? []).map((candidate) => (
                <MenuItem key={candidate} value={candidate}>
                  {candidate}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl>
            <FormLabel id="call-direction-label">{translate('elevator_mapping.call.direction')}</FormLabel>
            <RadioGroup row aria-labelledby="call-direction-label" value={direction} onChange={(event) => setDirection(event.target.value as Direction)}>
              {ELEVATOR_DIRECTIONS.map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={translate(`elevator_mapping.call.${value}`)} />
              ))}
            </RadioGroup>
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onClose} />
        <Button label="elevator_mapping.call.submit" variant="contained" onClick={call} disabled={floor === '' || calling} />
      </DialogActions>
    </Dialog>
  );
}

export default function CallElevatorButton() {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button label="elevator_mapping.call.action" onClick={() => setOpen(true)} />
      {open && <CallElevatorDialog id={record.id} onClose={() => setOpen(false)} />}
    </>
  );
}
