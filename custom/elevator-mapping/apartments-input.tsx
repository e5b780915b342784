/**
 * A floor's apartments as chips with a small input: Enter, a comma or leaving the input adds what was typed
 * (several at once: "12, 13 14"); a chip's × removes it, Backspace in the empty input the last one. Plain
 * elements styled by the table (floor-map-styles.ts), as the page may hold thousands of them.
 */
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
    <div className="fm-apartments">
      {apartments.map((apartment) => (
        <span key={apartment} className="fm-chip">
          {apartment}
          {!disabled && (
            <button type="button" aria-label={translate('elevator_mapping.remove_apartment', { apartment, floor })} onClick={() => onChange(apartments.filter((other) => other !== apartment))}>
              ×
            </button>
          )}
        </span>
      ))}
      {!disabled && (
        <input
          className="fm-input fm-apartment-input"
          value={typed}
          maxLength={200}
          placeholder={apartments.length ? '' : translate('elevator_mapping.apartments_placeholder')}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={keyDown}
          onBlur={commit}
          aria-label={translate('elevator_mapping.apartments_of', { floor })}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
      )}
    </div>
  );
}
