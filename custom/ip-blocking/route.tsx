/** /ip-blocking inside the shell (000 §2.8 "IP blocking (blocked list and whitelist)"; project_settings.view); the page loads lazily. */
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router-dom';

const IpBlockingPage = lazy(() => import('./ip-blocking-page'));

export const IP_BLOCKING_PATH = '/ip-blocking';

export const ipBlockingRoute = (
  <Route
    key="ip-blocking"
    path={IP_BLOCKING_PATH}
    element={
      <Suspense fallback={<Loading />}>
        <IpBlockingPage />
      </Suspense>
    }
  />
);
