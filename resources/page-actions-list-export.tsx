/**
 * "Download" on a list's bar: the export format picker (000 §2.7) asks CSV or xlsx, then downloads
 * GET /{path}/download with the list's current filters and sort (server/export/). When the server stops at
 * its row limit, a warning says how many rows matched.
 */
import { useState } from 'react';
import { Button, useListContext, useNotify, usePermissions } from 'react-admin';
import { toFilters, toSort } from '../src/providers/list-query';
import { useHttp } from '../src/providers/http-context';
import { type ExportFormat, ExportFormatDialog, truncation } from './export-format-dialog';
import { downloadFile } from './file-download';
import type { PageActionProps } from './page-actions';

export default function ListExportButton({ entity }: PageActionProps) {
  const http = useHttp();
  const notify = useNotify();
  const { filterValues, sort } = useListContext();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { permissions } = usePermissions<string[]>();
  // Identifiers need identifiers.export beyond seeing the list: without it the button would only be refused.
  if (entity.export?.permission && !permissions?.includes(entity.export.permission)) return null;

  const download = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const filters = toFilters(entity, filterValues);
      const query = { export_format: format, sort: toSort(entity, sort), filters: filters && JSON.stringify(filters) };
      const headers = await downloadFile(http, `/${entity.path}/download`, query, `${entity.path.replaceAll('/', '-')}.${format}`);
      setOpen(false);
      const cut = truncation(headers);
      if (cut) notify('list_export.truncated', { type: 'warning', messageArgs: cut });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label="list_export.action" onClick={() => setOpen(true)} />
      <ExportFormatDialog open={open} busy={busy} onClose={() => setOpen(false)} onDownload={download} />
    </>
  );
}
