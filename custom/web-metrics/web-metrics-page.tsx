/**
 * /web-metrics (000 §2.8 "web metrics"; system_info.view): the server's key series over the last hour, one chart
 * each, asked again every POLL_MS. The full set is the Prometheus exposition (GET /api/v0/metrics, docs/metrics.md).
 */
import { Alert, Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useHttp } from '../../src/providers/http-context';
import { useDateTimeSettings } from '../../resources/use-date-time-settings';
import type { MetricsPoint } from '../../schemas/system-answers';
import { MetricChart } from './metric-chart';
import { POLL_MS, SERIES } from './metrics-view';

/** `pollMs`: how often to ask again (POLL_MS; a test asks faster). */
export default function WebMetricsPage({ pollMs = POLL_MS }: { pollMs?: number }) {
  const http = useHttp();
  const translate = useTranslate();
  const { timeZone } = useDateTimeSettings();
  const [points, setPoints] = useState<MetricsPoint[]>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    let stopped = false;
    const load = () =>
      http<{ data: { points: MetricsPoint[] } }>('GET', '/system/metrics').then(
        (answer) => !stopped && (setPoints(answer.data.points), setError(undefined)),
        (failure: Error) => !stopped && setError(failure.message),
      );
    void load();
    const timer = setInterval(load, pollMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [http, pollMs]);
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('web_metrics.title')} />
      <Typography variant="h5" component="h1">
        {translate('web_metrics.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('web_metrics.hint')}
      </Typography>
      {error && <Alert severity="error">{translate('web_metrics.load_error', { error })}</Alert>}
      {points && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' }}>
          {SERIES.map((metric) => (
            <MetricChart key={metric.key} points={points} metric={metric} timeZone={timeZone} />
          ))}
        </Box>
      )}
    </Box>
  );
}
