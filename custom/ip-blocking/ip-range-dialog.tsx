/**
 * The IP range dialog (000 §2.7; 000 §3.13 "IP range: start_ip, end_ip"): a start address or CIDR range and an
 * optional end address. The server decides what is an address and whether the range is whitelisted already; its
 * messages show under their fields.
 */
import SaveIcon from '@mui/icons-material/Save';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Form, SaveButton, TextInput, required, useTranslate } from 'react-admin';
import { formFailure } from '../../src/account/form-failure';
import { ErrorAlert } from '../../src/account/outcome';
import type { IpRangeBody, WhitelistEntry } from './ip-blocking-api';

const FIELDS = ['start_ip', 'end_ip'] as const;

interface Props {
  /** The entry changed; none adds one. */
  entry?: WhitelistEntry;
  onSave(range: IpRangeBody): Promise<unknown>;
  onClose(): void;
}

/** What an entry's dialog starts from: a range its two ends, a CIDR range or an address as written. */
function initialRange(entry?: WhitelistEntry): IpRangeBody {
  if (!entry) return { start_ip: '', end_ip: '' };
  return entry.entry.includes('-') ? { start_ip: entry.start_ip, end_ip: entry.end_ip } : { start_ip: entry.entry, end_ip: '' };
}

export function IpRangeDialog({ entry, onSave, onClose }: Props) {
  const translate = useTranslate();
  const [error, setError] = useState<unknown>();
  const submit = async (values: Record<string, unknown>) => {
    setError(undefined);
    try {
      await onSave({ start_ip: String(values.start_ip ?? ''), end_ip: values.end_ip ? String(values.end_ip) : null });
      onClose();
    } catch (failure) {
      return formFailure(failure, setError, FIELDS);
    }
  };
  const title = entry ? 'ip_blocking.range_dialog.edit_title' : 'ip_blocking.range_dialog.add_title';
  return (
    <Dialog open onClose={onClose} aria-labelledby="ip-range-title">
      <Form onSubmit={submit} record={initialRange(entry)} noValidate>
        <DialogTitle id="ip-range-title">{translate(title)}</DialogTitle>
        <DialogContent>
          <ErrorAlert error={error} />
          <TextInput source="start_ip" label="ip_blocking.range_dialog.start_ip" helperText="ip_blocking.range_dialog.start_ip_hint" validate={required()} autoFocus fullWidth />
          <TextInput source="end_ip" label="ip_blocking.range_dialog.end_ip" helperText="ip_blocking.range_dialog.end_ip_hint" fullWidth />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ip_blocking.range_dialog.cancel')}</Button>
          <SaveButton label="ip_blocking.range_dialog.save" icon={<SaveIcon />} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
