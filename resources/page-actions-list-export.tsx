/**
 * "Download" on a list's bar: the export format picker (000 §2.7) asks CSV or xlsx, then downloads
 * GET /{path}/download with the list's current filters and sort (server/export/). When the server stops at
 * its row limit, a warning says how many rows matched.
 */
import { Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { Button, useListContext, useNotify, usePermissions, useTranslate } from 'react-admin';
import { toFilters, toSort } from '../src/providers/list-query';
import { useHttp } from '../src/providers/http-context';
import { downloadFile } from './file-download';
import type { PageActionProps } from './page-actions';

const FORMATS = ['csv', 'xlsx'] as const;
type Format = (typeof FORMATS)[number];

export default function ListExportButton({ entity }: PageActionProps) {
  const http = useHttp();
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues, sort } = useListContext();
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<Format>('csv');
  const [busy, setBusy] = useState(false);
  const { permissions } = usePermissions<string[]>();
  // Identifiers need identifiers.export beyond seeing the list: without it the button would only be refused.
  if (entity.export?.permission && !permissions?.includes(entity.export.permission)) return null;

  const download = async () => {
    setBusy(true);
    try {
      const filters = toFilters(entity, filterValues);
      const query = { export_format: format, sort: toSort(entity, sort), filters: filters && JSON.stringify(filters) };
      const headers = await downloadFile(http, `/${entity.path}/download`, query, `${entity.path.replaceAll('/', '-')}.${format}`);
      setOpen(false);
      if (headers.get('x-export-truncated') === 'true') {
        const count = (name: string) => Number(headers.get(name)).toLocaleString();
        notify('list_export.truncated', { type: 'warning', messageArgs: { limit: count('x-export-limit'), total: count('x-total-count') } });
      }
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label="list_export.action" onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="xs" fullWidth aria-labelledby="export-format-title">
        <DialogTitle id="export-format-title">{translate('list_export.title')}</DialogTitle>
        <DialogContent>
          <FormControl>
            <FormLabel id="export-format-label">{translate('list_export.format')}</FormLabel>
            <RadioGroup aria-labelledby="export-format-label" value={format} onChange={(event) => setFormat(event.target.value as Format)}>
              {FORMATS.map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={translate(`list_export.${value}`)} />
              ))}
            </RadioGroup>
          </FormControl>
        </DialogContent>
        <DialogActions>
          <Button label="list_export.cancel" onClick={() => setOpen(false)} />
          <Button label="list_export.download" onClick={download} disabled={busy} variant="contained" />
        </DialogActions>
      </Dialog>
    </>
  );
}
