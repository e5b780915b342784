/**
 * /guest-access/add and /guest-access/:id/edit (000 §3.8 guest identifier form): access rules the caller
 * may share, validity from/to, pass limit, message. The group limits are shown; the server enforces them
 * and its refusal shows under the field. A new pass opens its guest access URL dialog.
 */
import { Box, Button, Card, CardContent, Checkbox, FormControl, FormHelperText, InputLabel, ListItemText, MenuItem, Select, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { HttpError, Loading, Title, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { useBack } from '../../src/navigation/useBack';
import { type FieldErrors, fieldErrorsOf } from './field-errors';
import { type FormValues, newPassValues, passValues, toInput } from './form-values';
import { guestApi } from './guest-api';
import { GuestUrlDialog } from './GuestUrlDialog';

export default function GuestPassFormPage() {
  const { id } = useParams();
  const passId = id && id !== 'add' ? Number(id) : undefined;
  const options = useQuery({ queryKey: ['guest-pass-options'], queryFn: guestApi.options });
  const pass = useQuery({ queryKey: ['guest-pass', passId], queryFn: () => guestApi.one(passId!), enabled: passId !== undefined });
  if (options.isPending || (passId !== undefined && pass.isPending)) return <Loading />;
  if (!options.data) return null;
  return <GuestPassForm key={passId ?? 'new'} passId={passId} initial={pass.data ? passValues(pass.data) : newPassValues()} options={options.data} />;
}

interface FormProps {
  passId?: number;
  initial: FormValues;
  options: Awaited<ReturnType<typeof guestApi.options>>;
}

function GuestPassForm({ passId, initial, options }: FormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const back = useBack();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [newKey, setNewKey] = useState<string | null>(null);
  useEffect(() => setValues(initial), [initial]);
  const set = (field: keyof FormValues) => (value: FormValues[typeof field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const title = translate(passId ? 'guest_access.edit' : 'guest_access.add');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.rules.length) return setErrors({ rules: translate('validation.required') });
    setSaving(true);
    try {
      const input = toInput(values, translate('guest_access.title'));
      const saved = passId ? await guestApi.update(passId, input) : await guestApi.create(input);
      await queryClient.invalidateQueries({ queryKey: ['guest-passes'] });
      if (passId) back('/guest-access');
      else setNewKey(saved.key_id);
    } catch (error) {
      const fields = error instanceof HttpError ? fieldErrorsOf(error.body, translate) : undefined;
      if (fields) setErrors(fields);
      else notify(error instanceof Error ? error.message : 'errors.default', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const { limits } = options;
  return (
    <Box sx={{ mt: 1, maxWidth: 640 }}>
      <Title title={title} />
      <Card component="form" onSubmit={submit} noValidate>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography color="text.secondary">{translate('guest_access.hints.limits', { days: limits.max_period_days, passes: limits.max_passes_count })}</Typography>
          <TextField label={translate('guest_access.fields.name')} value={values.name} onChange={(e) => set('name')(e.target.value)} slotProps={{ htmlInput: { maxLength: 255 } }} />
          <FormControl error={!!errors.rules}>
            <InputLabel id="guest-rules-label">{translate('guest_access.fields.rules')}</InputLabel>
            <Select
              labelId="guest-rules-label"
              label={translate('guest_access.fields.rules')}
              multiple
              value={values.rules}
              onChange={(e) => set('rules')(e.target.value as number[])}
              renderValue={(ids) => options.access_rules.filter((rule) => ids.includes(rule.id)).map((rule) => rule.name).join(', ')}
            >
              {options.access_rules.map((rule) => (
                <MenuItem key={rule.id} value={rule.id}>
                  <Checkbox checked={values.rules.includes(rule.id)} />
                  <ListItemText primary={rule.name} />
                </MenuItem>
              ))}
            </Select>
            <FormHelperText>{errors.rules ?? (options.access_rules.length ? ' ' : translate('guest_access.hints.no_rules'))}</FormHelperText>
          </FormControl>
          <Box sx={{ display: 'flex', gap: 2 }}>
            <TextField fullWidth type="datetime-local" label={translate('guest_access.fields.from')} value={values.from} onChange={(e) => set('from')(e.target.value)} error={!!errors.from} helperText={errors.from ?? ' '} slotProps={{ inputLabel: { shrink: true } }} required />
            <TextField fullWidth type="datetime-local" label={translate('guest_access.fields.to')} value={values.to} onChange={(e) => set('to')(e.target.value)} error={!!errors.to} helperText={errors.to ?? ' '} slotProps={{ inputLabel: { shrink: true } }} required />
          </Box>
          <TextField type="number" label={translate('guest_access.fields.pass_limit')} value={values.passLimit} onChange={(e) => set('passLimit')(e.target.value)} error={!!errors.passLimit} helperText={errors.passLimit ?? ' '} slotProps={{ htmlInput: { min: 1 } }} required />
          <TextField multiline minRows={2} label={translate('guest_access.fields.message')} value={values.message} onChange={(e) => set('message')(e.target.value)} slotProps={{ htmlInput: { maxLength: 1000 } }} />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button type="submit" variant="contained" disabled={saving}>{translate('guest_access.actions.save')}</Button>
            <Button onClick={() => back('/guest-access')}>{translate('guest_access.actions.cancel')}</Button>
          </Box>
        </CardContent>
      </Card>
      <GuestUrlDialog keyId={newKey} onClose={() => navigate('/guest-access')} />
    </Box>
  );
}
