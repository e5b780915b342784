/**
 * /reports/licenses (000 §2.5 Reports; 001 §7): two tabs over the licence reports — the licences used per group
 * against the licence (chart and table) and the users' licence periods — with the spec's filters and downloads
 * of the same rows as xlsx or CSV. Each tab shows to holders of its permission (the server checks it too).
 */
import { Alert, Box, Button, LinearProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, Title, useNotify, usePermissions, useTranslate } from 'react-admin';
import { useDateTimeSettings } from '../../resources/use-date-time-settings';
import { PeriodReportView } from './period-report-view';
import { type PickedFilters, ReportFiltersBar } from './report-filters-bar';
import { UsedReportView } from './used-report-view';
import { EMPTY_FILTERS, type ReportFilters, reportQuery } from './report-query';
import { type ReportKind, useReportsApi } from './reports-api';

const NO_PICKS: PickedFilters = { domains: [], domain_admins: [] };
const PERMISSIONS: Record<ReportKind, string> = { used: 'reports.licenses_used', period: 'reports.license_period' };

export default function LicenceReportsPage() {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<string[]>();
  const kinds = (['used', 'period'] as const).filter((kind) => permissions?.includes(PERMISSIONS[kind]));
  const [chosen, setChosen] = useState<ReportKind>();
  const kind = chosen && kinds.includes(chosen) ? chosen : kinds[0];
  if (isPending) return <Loading />;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, minWidth: 0 }}>
      <Title title={translate('licence_reports.title')} />
      <Typography variant="h5" component="h1">
        {translate('licence_reports.title')}
      </Typography>
      {kind && (
        <>
          <Tabs value={kind} onChange={(_, next: ReportKind) => setChosen(next)} variant="scrollable" allowScrollButtonsMobile>
            {kinds.map((tab) => (
              <Tab key={tab} value={tab} label={translate(`licence_reports.tabs.${tab}`)} />
            ))}
          </Tabs>
          {/* A tab keeps its own filters: switching does not carry a period's conditions into the counts. */}
          <ReportTab key={kind} kind={kind} />
        </>
      )}
    </Box>
  );
}

function ReportTab({ kind }: { kind: ReportKind }) {
  const { readUsedReport, readPeriodReport, downloadReport } = useReportsApi();
  const translate = useTranslate();
  const notify = useNotify();
  const { timeZone } = useDateTimeSettings();
  const [filters, setFilters] = useState<ReportFilters>(EMPTY_FILTERS);
  const [picked, setPicked] = useState<PickedFilters>(NO_PICKS);
  const [paging, setPaging] = useState({ page: 1, size: 100 });
  const [downloading, setDownloading] = useState(false);
  const query = reportQuery(kind, filters, timeZone);
  const used = useQuery({
    queryKey: ['licence-reports', 'used', query],
    queryFn: ({ signal }) => readUsedReport(query, signal),
    enabled: kind === 'used',
    placeholderData: keepPreviousData,
  });
  const period = useQuery({
    queryKey: ['licence-reports', 'period', query, paging],
    queryFn: ({ signal }) => readPeriodReport({ ...query, ...paging }, signal),
    enabled: kind === 'period',
    placeholderData: keepPreviousData,
  });
  const current = kind === 'used' ? used : period;

  const download = async (format: 'csv' | 'xlsx') => {
    setDownloading(true);
    try {
      await downloadReport(kind, format, query);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <ReportFiltersBar
        kind={kind}
        filters={filters}
        picked={picked}
        onChange={(next, nextPicked) => {
          setFilters(next);
          setPicked(nextPicked);
          setPaging((before) => ({ ...before, page: 1 }));
        }}
        onReset={() => {
          setFilters(EMPTY_FILTERS);
          setPicked(NO_PICKS);
        }}
      />
      <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<DownloadIcon />} disabled={downloading} onClick={() => download('xlsx')}>
          {translate('licence_reports.download_xlsx')}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} disabled={downloading} onClick={() => download('csv')}>
          {translate('licence_reports.download_csv')}
        </Button>
      </Stack>
      {current.isFetching && <LinearProgress aria-label={translate('licence_reports.loading')} />}
      {current.error && <Alert severity="error">{(current.error as Error).message}</Alert>}
      {kind === 'used' && used.data && <UsedReportView report={used.data} />}
      {kind === 'period' && period.data && (
        <PeriodReportView rows={period.data.data} total={period.data.total} page={paging.page} size={paging.size} onPage={(page, size) => setPaging({ page, size })} />
      )}
    </Box>
  );
}
