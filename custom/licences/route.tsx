/** /licenses inside the shell (000 §2.5: licenses.view); the page loads lazily. */
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router-dom';

const LicencesPage = lazy(() => import('./licences-page'));

export const licencesRoute = (
  <Route
    key="licenses"
    path="/licenses"
    element={
      <Suspense fallback={<Loading />}>
        <LicencesPage />
      </Suspense>
    }
  />
);
