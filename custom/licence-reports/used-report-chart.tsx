/**
 * The licences used against the licence, per feature: the holders in the report's groups beside the licensed
 * quantity (no bar where it is unlimited or off). Its own chunk, so MUI X Charts loads only on this page.
 */
import { BarChart } from '@mui/x-charts/BarChart';

export interface UsedReportChartProps {
  names: string[];
  used: number[];
  limits: (number | null)[];
  series: { used: string; limit: string };
}

export default function UsedReportChart({ names, used, limits, series }: UsedReportChartProps) {
  return (
    <BarChart
      height={260}
      margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
      xAxis={[{ scaleType: 'band', data: names, height: 28 }]}
      yAxis={[{ tickMinStep: 1, min: 0, width: 48 }]}
      series={[
        { data: used, label: series.used },
        { data: limits, label: series.limit },
      ]}
    />
  );
}
