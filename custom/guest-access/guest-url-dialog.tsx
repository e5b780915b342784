/** The "guest access URL" dialog (000 §2.7): the pass's public link with a copy button ("text copy"). */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { guestUrl } from './guest-url';

export function GuestUrlDialog({ keyId, onClose }: { keyId: string | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const url = keyId ? guestUrl(keyId) : '';
  const copy = async () => {
    // The clipboard API needs a secure context; selecting the text still lets the user copy it by hand.
    try {
      await navigator.clipboard.writeText(url);
      notify('guest_access.url_dialog.copied', { type: 'info' });
    } catch {
      (document.getElementById('guest-access-url') as HTMLInputElement | null)?.select();
    }
  };
  return (
    <Dialog open={keyId !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('guest_access.url_dialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('guest_access.url_dialog.text')}</DialogContentText>
        <TextField id="guest-access-url" value={url} fullWidth slotProps={{ htmlInput: { readOnly: true, 'aria-label': translate('guest_access.url_dialog.title') } }} onFocus={(event) => event.target.select()} />
      </DialogContent>
      <DialogActions>
        <Button onClick={copy} variant="contained">{translate('guest_access.url_dialog.copy')}</Button>
        <Button onClick={onClose}>{translate('guest_access.url_dialog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
