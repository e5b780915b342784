/** The bars of today's access events per hour; its own chunk, so MUI X Charts loads only where a chart is shown. */
import { BarChart } from '@mui/x-charts/BarChart';
import type { HourBar } from './events-per-hour';

export default function EventsPerHourChart({ bars, series }: { bars: HourBar[]; series: string }) {
  return (
    <BarChart
      height={160}
      margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
      xAxis={[{ scaleType: 'band', data: bars.map((bar) => bar.label), tickLabelInterval: (_value, index) => index % 3 === 0 }]}
      yAxis={[{ tickMinStep: 1, min: 0, width: 32 }]}
      series={[{ data: bars.map((bar) => bar.count), label: series }]}
      hideLegend
    />
  );
}
