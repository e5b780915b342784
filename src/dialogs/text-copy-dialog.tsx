/**
 * The shared "text copy" dialog (000 §2.7): a text to take elsewhere (a guest pass link, a key), read-only,
 * with a Copy button. Without the clipboard (no secure context) Copy selects the text for the user to copy.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId } from 'react';
import { useNotify, useTranslate } from 'react-admin';

export interface TextCopyDialogProps {
  open: boolean;
  /** Translated already. */
  title: string;
  /** What the text is for, translated already. */
  description?: string;
  value: string;
  onClose: () => void;
  /** The locale key of the notice after copying. */
  copiedMessage?: string;
}

export function TextCopyDialog({ open, title, description, value, onClose, copiedMessage = 'shell.dialogs.copied' }: TextCopyDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify(copiedMessage, { type: 'info' });
    } catch {
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        {description && <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>}
        <TextField id={id} value={value} fullWidth slotProps={{ htmlInput: { readOnly: true, 'aria-label': title } }} onFocus={(event) => event.target.select()} />
      </DialogContent>
      <DialogActions>
        <Button onClick={copy} variant="contained">{translate('shell.dialogs.copy')}</Button>
        <Button onClick={onClose}>{translate('shell.dialogs.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
