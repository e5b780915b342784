/**
 * Above the week: the slot length (the grid's rows), "Add slot", and for the chosen slot "Edit slot" and its
 * deletion, from its day or, for a slot of several days, from every day.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Button, FormControl, InputLabel, MenuItem, Select, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { WEEK_DAYS, type WeeklySlot } from '../../schemas/schedule';
import type { SlotDay } from './slot-edits';
import { DURATION_MINUTES } from './slot-grid';
import { durationText } from './slot-time';

export interface SlotToolbarProps {
  duration: number;
  selected?: { at: SlotDay; slot: WeeklySlot };
  disabled: boolean;
  onDuration: (duration: number) => void;
  onAdd: () => void;
  onEdit: () => void;
  onDeleteDay: () => void;
  onDeleteSlot: () => void;
}

export function SlotToolbar({ duration, selected, disabled, onDuration, onAdd, onEdit, onDeleteDay, onDeleteSlot }: SlotToolbarProps) {
  const translate = useTranslate();
  // A saved length that is not among the offered ones stays choosable.
  const durations = [...new Set([...DURATION_MINUTES.map((minutes) => minutes * 60), duration])].sort((a, b) => a - b);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <FormControl size="small" sx={{ width: '10rem' }} disabled={disabled}>
        <InputLabel id="amenity-slot-duration">{translate('amenities.slot_editor.duration')}</InputLabel>
        <Select labelId="amenity-slot-duration" label={translate('amenities.slot_editor.duration')} value={duration} onChange={(event) => onDuration(Number(event.target.value))}>
          {durations.map((seconds) => (
            <MenuItem key={seconds} value={seconds}>
              {durationText(seconds, translate)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Button size="small" startIcon={<AddIcon />} disabled={disabled} onClick={onAdd}>
        {translate('amenities.slot_editor.add')}
      </Button>
      {selected && !disabled && (
        <>
          <Button size="small" startIcon={<EditIcon />} onClick={onEdit}>
            {translate('amenities.slot_editor.edit')}
          </Button>
          <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={onDeleteDay}>
            {translate('amenities.slot_editor.delete_day', { day: translate(`week_grid.days_short.${WEEK_DAYS[selected.at.day]}`) })}
          </Button>
          {selected.slot.days.length > 1 && (
            <Button size="small" color="error" onClick={onDeleteSlot}>
              {translate('amenities.slot_editor.delete_slot')}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
