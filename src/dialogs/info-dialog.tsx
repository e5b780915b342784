/** The shared "info" dialog (000 §2.7): a title, what to know, and Close; small (300 px, the theme's xs). */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';

export interface InfoDialogProps {
  open: boolean;
  /** Translated already. */
  title: string;
  /** A translated text, or richer content. */
  children: ReactNode;
  onClose: () => void;
  size?: 'xs' | 'sm' | 'md';
}

export function InfoDialog({ open, title, children, onClose, size = 'xs' }: InfoDialogProps) {
  const translate = useTranslate();
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth={size} aria-labelledby={id}>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>{typeof children === 'string' ? <DialogContentText>{children}</DialogContentText> : children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('shell.dialogs.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
