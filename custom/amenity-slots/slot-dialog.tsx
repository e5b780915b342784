/**
 * The slot editor's dialog, the keyboard's and the precise hand's way to add or change a slot: its days as
 * checkboxes, its start and end chosen on the duration grid. What the rules refuse (an intersection, no
 * day, an end not after the start) is said in the dialog and cannot be applied.
 */
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, InputLabel, MenuItem, Select, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useDateTimeSettings } from '../../resources/use-date-time-settings';
import { WEEK_DAYS, type WeekDay, type WeeklySlot } from '../../schemas/schedule';
import type { SlotEdit } from './slot-edits';
import { gridRows, rowEnd } from './slot-grid';
import { timeOfDay } from './slot-time';

export interface SlotDialogProps {
  title: string;
  initial: WeeklySlot;
  duration: number;
  /** What applying the slot would do (slot-edits.ts), to refuse it before it is applied. */
  check: (slot: WeeklySlot) => SlotEdit;
  onApply: (edit: SlotEdit) => void;
  onClose: () => void;
}

/** The grid lines a slot's start and end may take, keeping a start that is off the grid (an older slot's). */
function gridLines(duration: number, keep: number, ends: boolean): number[] {
  const lines = Array.from({ length: gridRows(duration) }, (_, row) => (ends ? rowEnd(row, duration) : row * duration));
  return [...new Set([...lines, keep])].sort((a, b) => a - b);
}

export function SlotDialog({ title, initial, duration, check, onApply, onClose }: SlotDialogProps) {
  const translate = useTranslate();
  const settings = useDateTimeSettings();
  const [slot, setSlot] = useState(initial);
  const edit = check(slot);
  const problem = !slot.days.length ? 'resources.amenities.messages.at_least_one_day' : slot.from >= slot.to ? 'resources.amenities.messages.from_below_to' : edit.refused ? 'resources.amenities.messages.slots_intersect' : undefined;
  const toggle = (day: WeekDay) => setSlot({ ...slot, days: slot.days.includes(day) ? slot.days.filter((d) => d !== day) : WEEK_DAYS.filter((d) => d === day || slot.days.includes(d)) });
  const timeSelect = (field: 'from' | 'to') => (
    <FormControl size="small" sx={{ minWidth: 120 }}>
      <InputLabel id={`slot-${field}`}>{translate(`amenities.slot_editor.${field}`)}</InputLabel>
      <Select labelId={`slot-${field}`} label={translate(`amenities.slot_editor.${field}`)} value={slot[field]} onChange={(event) => setSlot({ ...slot, [field]: Number(event.target.value) })}>
        {gridLines(duration, slot[field], field === 'to').map((second) => (
          <MenuItem key={second} value={second}>
            {timeOfDay(second, settings)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="slot-dialog-title">
      <DialogTitle id="slot-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <FormControl component="fieldset" sx={{ mt: 1 }}>
          <FormLabel component="legend">{translate('amenities.slot_editor.days')}</FormLabel>
          <FormGroup row>
            {WEEK_DAYS.map((day) => (
              <FormControlLabel key={day} control={<Checkbox checked={slot.days.includes(day)} onChange={() => toggle(day)} />} label={translate(`week_grid.days_short.${day}`)} />
            ))}
          </FormGroup>
        </FormControl>
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          {timeSelect('from')}
          {timeSelect('to')}
        </Stack>
        {problem && <FormHelperText error>{translate(problem)}</FormHelperText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={Boolean(problem)} onClick={() => onApply(edit)}>
          {translate('amenities.slot_editor.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
