/** One choice of a grouped list: a checkbox with the value's label and, small beneath it, its code. */
import { Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import type { ChoiceOption as Option } from '../choice-groups';

interface ChoiceOptionProps {
  option: Option;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

export function ChoiceOption({ option, checked, disabled, onChange }: ChoiceOptionProps) {
  const code = String(option.value);
  return (
    <FormControlLabel
      sx={{ alignItems: 'flex-start', mr: 1, my: 0.25 }}
      disabled={disabled}
      control={<Checkbox size="small" sx={{ py: 0.5 }} checked={checked} value={code} onChange={(event) => onChange(event.target.checked)} />}
      label={
        <Stack sx={{ pt: 0.5 }}>
          <Typography variant="body2">{option.label}</Typography>
          {option.label !== code && (
            <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace', lineHeight: 1.3, wordBreak: 'break-all' }}>
              {code}
            </Typography>
          )}
        </Stack>
      }
    />
  );
}
