/**
 * "Download" on a list's bar (export format picker, 000 §2.7): asks the format, then downloads
 * GET /{path}/download with the list's current filters and sort. CSV is the format offered for now.
 */
import { Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { Button, useListContext, useNotify, useTranslate } from 'react-admin';
import { http } from '../src/providers';
import { toFilters, toSort } from '../src/providers/listQuery';
import type { PageActionProps } from './page-actions';

const FORMATS = ['csv'] as const;
type Format = (typeof FORMATS)[number];

/** Hands the text to the browser as a file. */
function saveFile(text: string, name: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export default function DownloadButton({ entity }: PageActionProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues, sort } = useListContext();
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<Format>('csv');
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const filters = toFilters(entity, filterValues);
      const text = await http<string>('GET', `/${entity.path}/download`, {
        query: { export_format: format, sort: toSort(entity, sort), filters: filters && JSON.stringify(filters) },
        timeoutMs: 3_600_000, // exports may take up to an hour (001 §9)
      });
      const stamp = new Date().toISOString().slice(0, 10);
      saveFile(String(text), `${entity.path.replaceAll('/', '-')}-${stamp}.${format}`, 'text/csv;charset=utf-8');
      setOpen(false);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label="devices.export.action" onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="xs" fullWidth aria-labelledby="export-format-title">
        <DialogTitle id="export-format-title">{translate('devices.export.title')}</DialogTitle>
        <DialogContent>
          <FormControl>
            <FormLabel id="export-format-label">{translate('devices.export.format')}</FormLabel>
            <RadioGroup aria-labelledby="export-format-label" value={format} onChange={(event) => setFormat(event.target.value as Format)}>
              {FORMATS.map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={translate(`devices.export.${value}`)} />
              ))}
            </RadioGroup>
          </FormControl>
        </DialogContent>
        <DialogActions>
          <Button label="devices.export.cancel" onClick={() => setOpen(false)} />
          <Button label="devices.export.download" onClick={download} disabled={busy} variant="contained" />
        </DialogActions>
      </Dialog>
    </>
  );
}
