/**
 * The two dialogs that ask for a passphrase: a download's (optional: the file then restores on another server)
 * and an upload's (the passphrase the file was downloaded with, the file, and whether to restore it at once).
 */
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PASSPHRASE_MIN } from '../../schemas/backups';
import type { Upload } from './backups-api';

function PassphraseField({ value, onChange, hint }: { value: string; onChange(value: string): void; hint: string }) {
  const translate = useTranslate();
  const short = value !== '' && value.length < PASSPHRASE_MIN;
  return (
    <TextField
      label={translate('backups.passphrase')}
      type="password"
      autoComplete="new-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={short}
      helperText={short ? translate('backups.passphrase_short', { length: PASSPHRASE_MIN }) : hint}
      fullWidth
    />
  );
}

export function DownloadDialog({ date, onDownload, onClose }: { date: string; onDownload(passphrase?: string): Promise<void>; onClose(): void }) {
  const translate = useTranslate();
  const [passphrase, setPassphrase] = useState('');
  const [busy, setBusy] = useState(false);
  const ready = passphrase === '' || passphrase.length >= PASSPHRASE_MIN;
  const download = async () => {
    setBusy(true);
    await onDownload(passphrase || undefined).finally(() => setBusy(false));
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('backups.download', { date })}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <PassphraseField value={passphrase} onChange={setPassphrase} hint={translate('backups.passphrase_download_hint')} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!ready || busy} onClick={() => void download()}>
          {translate('backups.download_button')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function UploadDialog({ canApply, onUpload, onClose }: { canApply: boolean; onUpload(upload: Upload): Promise<void>; onClose(): void }) {
  const translate = useTranslate();
  const [file, setFile] = useState<File>();
  const [passphrase, setPassphrase] = useState('');
  const [apply, setApply] = useState(false);
  const [busy, setBusy] = useState(false);
  const ready = file && (passphrase === '' || passphrase.length >= PASSPHRASE_MIN);
  const upload = async () => {
    setBusy(true);
    await onUpload({ file: file!, passphrase: passphrase || undefined, apply }).finally(() => setBusy(false));
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('backups.upload')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <Button variant="outlined" component="label">
            {translate('backups.file')}
            <input hidden type="file" aria-label={translate('backups.file')} onChange={(event) => setFile(event.target.files?.[0])} />
          </Button>
          {file && <Typography variant="body2">{file.name}</Typography>}
          <PassphraseField value={passphrase} onChange={setPassphrase} hint={translate('backups.passphrase_upload_hint')} />
          {canApply && <FormControlLabel control={<Checkbox checked={apply} onChange={(event) => setApply(event.target.checked)} />} label={translate('backups.apply_now')} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!ready || busy} onClick={() => void upload()}>
          {translate('backups.upload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
