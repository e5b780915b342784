/**
 * The export format picker (000 §2.7): CSV or xlsx, then the caller's download. A list's "Download"
 * (page-actions-list-export.tsx) and the system audit page use it.
 */
import { Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { Button, useTranslate } from 'react-admin';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportFormatDialogProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onDownload: (format: ExportFormat) => void;
}

export function ExportFormatDialog({ open, busy, onClose, onDownload }: ExportFormatDialogProps) {
  const translate = useTranslate();
  const [format, setFormat] = useState<ExportFormat>('csv');
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="export-format-title">
      <DialogTitle id="export-format-title">{translate('list_export.title')}</DialogTitle>
      <DialogContent>
        <FormControl>
          <FormLabel id="export-format-label">{translate('list_export.format')}</FormLabel>
          <RadioGroup aria-labelledby="export-format-label" value={format} onChange={(event) => setFormat(event.target.value as ExportFormat)}>
            {EXPORT_FORMATS.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={translate(`list_export.${value}`)} />
            ))}
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button label="list_export.cancel" onClick={onClose} />
        <Button label="list_export.download" onClick={() => onDownload(format)} disabled={busy} variant="contained" />
      </DialogActions>
    </Dialog>
  );
}

/** After a download: when the server stopped at its row limit, how many rows matched (notify's arguments). */
export function truncation(headers: Headers) {
  if (headers.get('x-export-truncated') !== 'true') return undefined;
  const count = (name: string) => Number(headers.get(name)).toLocaleString();
  return { limit: count('x-export-limit'), total: count('x-total-count') };
}
