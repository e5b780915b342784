/**
 * The shared "image preview" dialog (000 §2.7): an image at its size, named by its title, with an optional
 * download of the same file and Close. The QR preview is one (src/identifiers/page-actions-identifier-qr.tsx).
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

export interface ImagePreviewDialogProps {
  open: boolean;
  /** Translated already; also the image's text alternative. */
  title: string;
  /** The image, once it has come (an object URL). */
  url?: string;
  width: number;
  height: number;
  /** The file name the download saves as; no download without one. */
  downloadName?: string;
  /** The download button's text, translated already. */
  downloadLabel?: string;
  onClose: () => void;
}

export function ImagePreviewDialog({ open, title, url, width, height, downloadName, downloadLabel, onClose }: ImagePreviewDialogProps) {
  const translate = useTranslate();
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={id}>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>{url && <img src={url} alt={title} width={width} height={height} />}</DialogContent>
      <DialogActions>
        {url && downloadName && (
          <Button href={url} download={downloadName}>
            {downloadLabel}
          </Button>
        )}
        <Button onClick={onClose}>{translate('shell.dialogs.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
