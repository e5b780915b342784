/** /web-metrics inside the shell (system_info.view); the page and its charts load lazily. */
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router-dom';

const WebMetricsPage = lazy(() => import('./web-metrics-page'));

export const WEB_METRICS_PATH = '/web-metrics';

export const webMetricsRoute = (
  <Route
    key="web-metrics"
    path={WEB_METRICS_PATH}
    element={
      <Suspense fallback={<Loading />}>
        <WebMetricsPage />
      </Suspense>
    }
  />
);
