/** The licences-used tab: a chart of the totals against the licence, and the table of groups with totals. */
import { Box, Card, CardContent, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import type { UsedReport } from './reports-api';

const UsedReportChart = lazy(() => import('./used-report-chart'));

export function UsedReportView({ report }: { report: UsedReport }) {
  const translate = useTranslate();
  const featureName = (feature: string) => translate(`licences.features.${feature}`);
  const limitText = (feature: keyof UsedReport['limits']) => {
    const limit = report.limits[feature];
    if (!limit?.is_enabled) return translate('licence_reports.off');
    return limit.qty === null ? translate('licence_reports.unlimited') : String(limit.qty);
  };
  const bold = { fontWeight: 600 };
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Card>
        <CardContent>
          <Typography variant="subtitle1" component="h2" gutterBottom>
            {translate('licence_reports.chart_title')}
          </Typography>
          <Suspense fallback={<Skeleton variant="rectangular" height={260} />}>
            <Box data-testid="licence-report-chart">
              <UsedReportChart
                names={report.features.map(featureName)}
                used={report.features.map((feature) => report.totals.features[feature] ?? 0)}
                limits={report.features.map((feature) => (report.limits[feature]?.is_enabled ? (report.limits[feature]?.qty ?? null) : null))}
                series={{ used: translate('licence_reports.chart_used'), limit: translate('licence_reports.chart_limit') }}
              />
            </Box>
          </Suspense>
        </CardContent>
      </Card>
      <Card>
        {/* Many features make many columns: the table scrolls inside its card, never the page. */}
        <TableContainer>
          <Table size="small" aria-label={translate('licence_reports.tabs.used')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('licence_reports.columns.group')}</TableCell>
                <TableCell>{translate('licence_reports.columns.type')}</TableCell>
                <TableCell align="right">{translate('licence_reports.columns.users')}</TableCell>
                <TableCell align="right">{translate('licence_reports.columns.active')}</TableCell>
                {report.features.map((feature) => (
                  <TableCell key={feature} align="right">
                    {featureName(feature)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {report.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4 + report.features.length}>{translate('licence_reports.empty')}</TableCell>
                </TableRow>
              )}
              {report.data.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{row.name}</TableCell>
                  <TableCell>{translate(`resources.groups.enums.domain_type_id.${row.domain_type_id}`)}</TableCell>
                  <TableCell align="right">{row.users}</TableCell>
                  <TableCell align="right">{row.active}</TableCell>
                  {report.features.map((feature) => (
                    <TableCell key={feature} align="right">
                      {row.features[feature] ?? 0}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              <TableRow>
                <TableCell sx={bold} colSpan={2}>
                  {translate('licence_reports.total')}
                </TableCell>
                <TableCell sx={bold} align="right">
                  {report.totals.users}
                </TableCell>
                <TableCell sx={bold} align="right">
                  {report.totals.active}
                </TableCell>
                {report.features.map((feature) => (
                  <TableCell key={feature} sx={bold} align="right">
                    {report.totals.features[feature] ?? 0}
                  </TableCell>
                ))}
              </TableRow>
              <TableRow>
                <TableCell colSpan={4}>{translate('licence_reports.limit')}</TableCell>
                {report.features.map((feature) => (
                  <TableCell key={feature} align="right">
                    {limitText(feature)}
                  </TableCell>
                ))}
              </TableRow>
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
    </Box>
  );
}
