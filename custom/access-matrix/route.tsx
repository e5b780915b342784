/** /access-matrix inside the shell; the page and its grid load lazily. */
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router-dom';

const AccessMatrixPage = lazy(() => import('./access-matrix-page'));

export const accessMatrixRoute = (
  <Route
    key="access-matrix"
    path="/access-matrix"
    element={
      <Suspense fallback={<Loading />}>
        <AccessMatrixPage />
      </Suspense>
    }
  />
);
