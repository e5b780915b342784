/** One series of the Web metrics screen: its name, its last value and the last hour as a line (MUI X Charts). */
import { Card, CardContent, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLocale, useTranslate } from 'react-admin';
import { applyPattern, wallTime } from '../../resources/date-time';
import type { MetricsPoint } from '../../schemas/system-answers';
import { formatNumber, latestOf, type MetricUnit, seriesOf } from './metrics-view';

interface Props {
  points: readonly MetricsPoint[];
  metric: { key: string; unit: MetricUnit };
  timeZone?: string;
}

export function MetricChart({ points, metric, timeZone }: Props) {
  const translate = useTranslate();
  const locale = useLocale();
  const { times, values } = seriesOf(points, metric.key);
  const latest = latestOf(values);
  const withUnit = (value: number | null) => (value === null ? '–' : translate(`web_metrics.units.${metric.unit}`, { value: formatNumber(value, metric.unit, locale) }));
  const title = translate(`web_metrics.series.${metric.key}`);
  return (
    <Card component="section" aria-label={title} data-testid={`metric-${metric.key}`}>
      <CardContent>
        <Typography variant="subtitle2" color="text.secondary">
          {title}
        </Typography>
        <Typography variant="h5" component="p" data-testid={`metric-${metric.key}-latest`}>
          {withUnit(latest)}
        </Typography>
        <LineChart
          height={160}
          margin={{ left: 8, right: 8, top: 8, bottom: 8 }}
          skipAnimation
          xAxis={[{ data: times, scaleType: 'time', valueFormatter: (moment: Date) => applyPattern('HH:NN', wallTime(moment, timeZone)) }]}
          yAxis={[{ min: 0, width: 48, valueFormatter: (value: number) => formatNumber(value, metric.unit, locale) }]}
          series={[{ data: values, showMark: false, connectNulls: false, valueFormatter: (value) => withUnit(value) }]}
          hideLegend
        />
      </CardContent>
    </Card>
  );
}
