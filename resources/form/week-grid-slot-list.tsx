/**
 * The slots beside the week grid, one row each: day toggles, from and to as HH:MM (any minute, where the grid
 * has half hours), a remove button, and the slot's errors under it.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, FormHelperText, IconButton, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { WEEK_DAYS, type WeekDay, type WeeklySlot } from '../../schemas/weekly-slot';
import { formatTime, parseTime } from './week-grid';

interface TimeInputProps {
  label: string;
  seconds: number;
  error: boolean;
  disabled?: boolean;
  onCommit: (seconds: number) => void;
}

/** Keeps what is being typed until it reads as a time; leaving the input shows the slot's time again. */
function TimeInput({ label, seconds, error, disabled, onCommit }: TimeInputProps) {
  const translate = useTranslate();
  const [text, setText] = useState(formatTime(seconds));
  useEffect(() => setText(formatTime(seconds)), [seconds]);
  const wrong = parseTime(text) === undefined;
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      disabled={disabled}
      error={error || wrong}
      title={translate('week_grid.time_format')}
      slotProps={{ htmlInput: { inputMode: 'numeric', size: 5 } }}
      sx={{ width: '6.5rem' }}
      onChange={(event) => {
        setText(event.target.value);
        const parsed = parseTime(event.target.value);
        if (parsed !== undefined && parsed !== seconds) onCommit(parsed);
      }}
      onBlur={() => setText(formatTime(seconds))}
    />
  );
}

interface WeekGridSlotListProps {
  slots: WeeklySlot[];
  /** Messages per slot index. */
  errors: Map<number, string[]>;
  onChange: (slots: WeeklySlot[]) => void;
  disabled?: boolean;
}

const DEFAULT_SLOT: WeeklySlot = { days: [...WEEK_DAYS], from: 32400, to: 64800 };

export function WeekGridSlotList({ slots, errors, onChange, disabled }: WeekGridSlotListProps) {
  const translate = useTranslate();
  const replace = (index: number, patch: Partial<WeeklySlot>) => onChange(slots.map((slot, i) => (i === index ? { ...slot, ...patch } : slot)));
  return (
    <Stack spacing={1.5} sx={{ minWidth: 280 }} aria-label={translate('week_grid.slots')} role="list">
      <Typography variant="subtitle2">{translate('week_grid.slots')}</Typography>
      {slots.length === 0 && <Typography variant="body2" color="text.secondary">{translate('week_grid.no_slots')}</Typography>}
      {slots.map((slot, index) => {
        const messages = errors.get(index) ?? [];
        return (
          <Box key={index} role="listitem" aria-label={`${index + 1}`}>
            <ToggleButtonGroup
              size="small"
              value={slot.days}
              disabled={disabled}
              aria-label={translate('week_grid.days')}
              onChange={(_event, days: WeekDay[]) => replace(index, { days: WEEK_DAYS.filter((day) => days.includes(day)) })}
            >
              {WEEK_DAYS.map((day) => (
                <ToggleButton key={day} value={day} sx={{ px: 0.8, py: 0.2 }}>
                  {translate(`week_grid.days_short.${day}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
              <TimeInput label={translate('week_grid.from')} seconds={slot.from} error={messages.length > 0} disabled={disabled} onCommit={(from) => replace(index, { from })} />
              <TimeInput label={translate('week_grid.to')} seconds={slot.to} error={messages.length > 0} disabled={disabled} onCommit={(to) => replace(index, { to })} />
              <IconButton
                aria-label={translate('week_grid.remove', { slot: index + 1 })}
                disabled={disabled}
                onClick={() => onChange(slots.filter((_, i) => i !== index))}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Stack>
            {messages.map((message) => (
              <FormHelperText key={message} error>
                {message}
              </FormHelperText>
            ))}
          </Box>
        );
      })}
      <Box>
        <Button size="small" disabled={disabled} onClick={() => onChange([...slots, DEFAULT_SLOT])}>
          {translate('week_grid.add')}
        </Button>
      </Box>
    </Stack>
  );
}
