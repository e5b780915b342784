/**
 * A floor's apartments as chips with a small input: Enter, a comma or leaving the input adds what was typed
 * (several at once: "12, 13 14"); a chip's delete removes it. Lighter than an Autocomplete, which matters
 * on a page with hundreds of floors.
 */
import { Box, Chip, InputBase } from '@mui/material';
import { type KeyboardEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { addApartments } from './floor-rows';

interface ApartmentsInputProps {
  floor: number;
  apartments: string[];
  disabled?: boolean;
  invalid: boolean;
  describedBy?: string;
  onChange: (apartments: string[]) => void;
}

export function ApartmentsInput({ floor, apartments, disabled, invalid, describedBy, onChange }: ApartmentsInputProps) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const commit = () => {
    if (!typed.trim()) return;
    onChange(addApartments(apartments, typed));
    setTyped('');
  };
  const keyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && !typed && apartments.length) onChange(apartments.slice(0, -1));
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center', minWidth: 160 }}>
      {apartments.map((apartment) => (
        <Chip
          key={apartment}
          size="small"
          label={apartment}
          // The chip is then a button named by the apartment: Delete or Backspace on it removes it.
          onDelete={disabled ? undefined : () => onChange(apartments.filter((other) => other !== apartment))}
          title={translate('elevator_mapping.remove_apartment', { apartment, floor })}
        />
      ))}
      {!disabled && (
        <InputBase
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={keyDown}
          onBlur={commit}
          placeholder={apartments.length ? '' : translate('elevator_mapping.apartments_placeholder')}
          sx={{ flex: 1, minWidth: 56, fontSize: 14 }}
          inputProps={{ 'aria-label': translate('elevator_mapping.apartments_of', { floor }), 'aria-invalid': invalid, 'aria-describedby': describedBy, maxLength: 200 }}
        />
      )}
    </Box>
  );
}
