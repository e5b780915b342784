/** The licence-periods tab: each user's period in the user's date format, with its status and when their licence managers were last told it ends; paged on the server. */
import { Card, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate, formatDateTime } from '../../resources/date-time';
import { useDateTimeSettings } from '../../resources/use-date-time-settings';
import { periodEndText } from '../../src/licensing/period-ends';
import type { PeriodStatus } from '../../schemas/licence-report-query';
import type { PeriodRow } from './reports-api';

const STATUS_COLOURS: Record<PeriodStatus, 'success' | 'warning' | 'error' | 'info'> = { active: 'success', ending: 'warning', expired: 'error', pending: 'info' };

export interface PeriodReportViewProps {
  rows: PeriodRow[];
  total: number;
  page: number;
  size: number;
  onPage: (page: number, size: number) => void;
}

export function PeriodReportView({ rows, total, page, size, onPage }: PeriodReportViewProps) {
  const translate = useTranslate();
  const settings = useDateTimeSettings();
  const day = (ms: number) => formatDate(ms, settings);
  const column = (key: string) => translate(`licence_reports.columns.${key}`);
  return (
    <Card>
      <TableContainer>
        <Table size="small" aria-label={translate('licence_reports.tabs.period')}>
          <TableHead>
            <TableRow>
              <TableCell>{column('name')}</TableCell>
              <TableCell>{column('login')}</TableCell>
              <TableCell>{column('groups')}</TableCell>
              <TableCell>{column('from')}</TableCell>
              <TableCell>{column('to')}</TableCell>
              <TableCell>{column('status')}</TableCell>
              <TableCell>{column('is_active')}</TableCell>
              <TableCell>{column('last_notified_at')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={8}>{translate('licence_reports.empty')}</TableCell>
              </TableRow>
            )}
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.name}</TableCell>
                <TableCell>{row.login}</TableCell>
                <TableCell sx={{ maxWidth: 260, overflowWrap: 'break-word' }}>{row.groups}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{periodEndText(row.from, 'start', translate, day)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{periodEndText(row.to, 'end', translate, day)}</TableCell>
                <TableCell>
                  <Chip size="small" color={STATUS_COLOURS[row.status]} label={translate(`licence_reports.statuses.${row.status}`)} />
                </TableCell>
                <TableCell>{translate(row.is_active ? 'licence_reports.yes' : 'licence_reports.no')}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.last_notified_at ? formatDateTime(row.last_notified_at, settings) : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page - 1}
        rowsPerPage={size}
        rowsPerPageOptions={[25, 100, 500]}
        onPageChange={(_, next) => onPage(next + 1, size)}
        onRowsPerPageChange={(event) => onPage(1, Number(event.target.value))}
      />
    </Card>
  );
}
