/** /reports/licenses inside the shell (000 §2.5 Reports); the page, and its chart, load lazily. */
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router-dom';

const LicenceReportsPage = lazy(() => import('./licence-reports-page'));

export const licenceReportsRoute = (
  <Route
    key="licence-reports"
    path="/reports/licenses"
    element={
      <Suspense fallback={<Loading />}>
        <LicenceReportsPage />
      </Suspense>
    }
  />
);
