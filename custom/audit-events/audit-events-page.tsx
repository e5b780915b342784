/**
 * /audit-events (000 §2.5: audit.view): the system audit, one timeline of who changed what (audit-timeline.tsx,
 * the view a record's Log shows), filtered by actor, entity, record, action and period, the filters kept in the
 * address; each event links to its record; the events as a CSV or xlsx file. Read only: nothing here writes.
 */
import { Alert, Box, Button, TablePagination, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { AuditTimeline, type AuditTimelineEvent } from '../../resources/audit-timeline';
import { type ExportFormat, ExportFormatDialog, truncation } from '../../resources/export-format-dialog';
import { downloadFile } from '../../resources/file-download';
import { useHttp } from '../../src/providers/http-context';
import { AUDIT_FILTERS, type AuditFilterValues, auditQuery, filtersFromSearch } from './audit-filters';
import { AuditFiltersBar } from './audit-filters-bar';

const SIZES = [25, 50, 100];

interface Answer {
  data: AuditTimelineEvent[];
  pagination: { total: number };
}

function useAuditEvents(filters: AuditFilterValues, page: number, size: number) {
  const http = useHttp();
  const [answer, setAnswer] = useState<Answer>();
  const [failed, setFailed] = useState<string>();
  const key = JSON.stringify([filters, page, size]);
  useEffect(() => {
    const controller = new AbortController();
    http<Answer>('GET', '/audit-events/items', { query: auditQuery(filters, { page, size }), signal: controller.signal }).then(
      (loaded) => { setAnswer(loaded); setFailed(undefined); },
      (error: Error) => controller.signal.aborted || setFailed(error.message),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key says everything the call depends on
  }, [http, key]);
  return { answer, failed };
}

export default function AuditEventsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const http = useHttp();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const page = Math.max(1, Number(search.get('page')) || 1);
  const size = SIZES.includes(Number(search.get('size'))) ? Number(search.get('size')) : SIZES[0];
  const { answer, failed } = useAuditEvents(filters, page, size);
  const [exporting, setExporting] = useState(false);
  const [busy, setBusy] = useState(false);

  const navigate = (next: AuditFilterValues, nextPage = 1, nextSize = size) => {
    const params = new URLSearchParams();
    for (const name of AUDIT_FILTERS) if (next[name]) params.set(name, next[name]!);
    if (nextPage > 1) params.set('page', String(nextPage));
    if (nextSize !== SIZES[0]) params.set('size', String(nextSize));
    setSearch(params, { replace: true });
  };
  const download = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const headers = await downloadFile(http, '/audit-events/download', { ...auditQuery(filters), export_format: format }, `audit-events.${format}`);
      setExporting(false);
      const cut = truncation(headers);
      if (cut) notify('list_export.truncated', { type: 'warning', messageArgs: cut });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('audit_events.title')} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>{translate('audit_events.title')}</Typography>
        <Button onClick={() => setExporting(true)}>{translate('list_export.action')}</Button>
      </Box>
      <AuditFiltersBar filters={filters} onChange={(next) => navigate(next)} />
      {failed && <Alert severity="error">{failed}</Alert>}
      {answer?.data.length === 0 && <Typography>{translate('audit_events.empty')}</Typography>}
      {!!answer?.data.length && <AuditTimeline events={answer.data} />}
      {answer && (
        <TablePagination
          component="div"
          count={answer.pagination.total}
          page={page - 1}
          rowsPerPage={size}
          rowsPerPageOptions={SIZES}
          onPageChange={(_, next) => navigate(filters, next + 1)}
          onRowsPerPageChange={(event) => navigate(filters, 1, Number(event.target.value))}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
        />
      )}
      <ExportFormatDialog open={exporting} busy={busy} onClose={() => setExporting(false)} onDownload={download} />
    </Box>
  );
}
