/** /backups inside the shell (000 §2.5 Settings: view backup); the page loads lazily. */
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router-dom';

const BackupsPage = lazy(() => import('./backups-page'));

export const BACKUPS_PATH = '/backups';

export const backupsRoute = (
  <Route
    key="backups"
    path={BACKUPS_PATH}
    element={
      <Suspense fallback={<Loading />}>
        <BackupsPage />
      </Suspense>
    }
  />
);
