/**
 * The bars of licence usage: per feature the users holding it and, where the quantity is limited, the places
 * left, stacked to the limit. Its own chunk, so MUI X Charts loads only where a chart is shown.
 */
import { alpha, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { type FeatureUsage, freeOf } from './licence-usage';

export interface LicenceUsageChartProps {
  usage: FeatureUsage[];
  names: string[];
  series: { used: string; free: string };
}

export default function LicenceUsageChart({ usage, names, series }: LicenceUsageChartProps) {
  const theme = useTheme();
  return (
    <BarChart
      height={Math.max(120, 28 * usage.length + 40)}
      layout="horizontal"
      margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
      yAxis={[{ scaleType: 'band', data: names, width: 130 }]}
      xAxis={[{ tickMinStep: 1, min: 0, height: 24 }]}
      series={[
        { data: usage.map((row) => row.used), label: series.used, stack: 'quantity' },
        { data: usage.map(freeOf), label: series.free, stack: 'quantity', color: alpha(theme.palette.success.main, 0.3) },
      ]}
      hideLegend
    />
  );
}
