/**
 * The dialog of a command with input (resources/command-input.ts): one field per input, the server's field
 * messages under them, Cancel and the command's own button.
 */
import { Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { Button, useTranslate } from 'react-admin';
import type { CommandInputField } from './command-input';

interface CommandDialogProps {
  /** The command's label key: the dialog's title and its button. */
  labelKey: string;
  fields: readonly CommandInputField[];
  values: Record<string, unknown>;
  errors: Record<string, string>;
  busy: boolean;
  enumKey: (field: string, value: string) => string;
  onChange(values: Record<string, unknown>): void;
  onRun(): void;
  onClose(): void;
}

function InputField({ field, value, error, enumKey, onChange }: { field: CommandInputField; value: unknown; error?: string; enumKey: CommandDialogProps['enumKey']; onChange(value: unknown): void }) {
  const translate = useTranslate();
  const label = translate(field.labelKey, { _: field.name });
  if (field.kind === 'boolean') {
    return <FormControlLabel control={<Checkbox checked={Boolean(value)} onChange={(event) => onChange(event.target.checked)} />} label={label} />;
  }
  const common = { label, fullWidth: true, required: field.required, error: Boolean(error), helperText: error, margin: 'dense' as const, name: field.name };
  if (field.kind === 'choice') {
    return (
      <TextField select {...common} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        {(field.choices ?? []).map((choice) => (
          <MenuItem key={choice} value={choice}>
            {translate(enumKey(field.name, choice), { _: choice })}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  if (field.kind === 'number') {
    return <TextField {...common} type="number" value={value ?? ''} onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))} />;
  }
  return (
    <TextField
      {...common}
      multiline={field.kind === 'long_text'}
      minRows={field.kind === 'long_text' ? 3 : undefined}
      slotProps={{ htmlInput: { maxLength: field.maxLength } }}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export function CommandDialog({ labelKey, fields, values, errors, busy, enumKey, onChange, onRun, onClose }: CommandDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="command-dialog-title">
      <DialogTitle id="command-dialog-title">{translate(labelKey)}</DialogTitle>
      <DialogContent>
        {fields.map((field) => (
          <InputField key={field.name} field={field} value={values[field.name]} error={errors[field.name]} enumKey={enumKey} onChange={(value) => onChange({ ...values, [field.name]: value })} />
        ))}
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onClose} />
        <Button label={labelKey} onClick={onRun} disabled={busy} variant="contained" />
      </DialogActions>
    </Dialog>
  );
}
