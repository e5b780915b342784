/**
 * A day typed in the signed-in user's profile date format (DD.MM.YYYY, MM/DD/YYYY or YYYY-MM-DD, as the console
 * shows dates), not the browser's as a native date input would: `value` and `onChange` carry YYYY-MM-DD. Text
 * that is not yet a whole date is kept and marked, and changes nothing until it is.
 */
import { TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { datePatternOf, formatDay, parseDay } from './date-time';
import { useDateTimeSettings } from './use-date-time-settings';

interface Props {
  label: string;
  value?: string;
  onChange: (day?: string) => void;
}

export function DayInput({ label, value, onChange }: Props) {
  const settings = useDateTimeSettings();
  const pattern = datePatternOf(settings);
  const shown = (day?: string) => (day ? formatDay(day, settings) : '');
  const [text, setText] = useState(() => shown(value));
  // A value set from outside (cleared filters, the profile's format read) is shown anew; one the text already says is left as typed.
  useEffect(() => {
    setText((typed) => (parseDay(typed, settings) === value ? typed : shown(value)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `settings` is a new object each render; its pattern is what counts
  }, [value, pattern]);
  const typed = (next: string) => {
    setText(next);
    const day = parseDay(next, settings);
    if (!next) onChange(undefined);
    else if (day && day !== value) onChange(day);
  };
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      error={text !== '' && !parseDay(text, settings)}
      // An example in the pattern (today), which needs no translation.
      placeholder={formatDay(new Date().toISOString().slice(0, 10), settings)}
      onChange={(event) => typed(event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric' } }}
      sx={{ width: 170 }}
    />
  );
}
