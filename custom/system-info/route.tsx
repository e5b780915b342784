/** /system-info inside the shell (000 §2.5: system_info.view); the page loads lazily. */
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router-dom';

const SystemInfoPage = lazy(() => import('./system-info-page'));

export const SYSTEM_INFO_PATH = '/system-info';

export const systemInfoRoute = (
  <Route
    key="system-info"
    path={SYSTEM_INFO_PATH}
    element={
      <Suspense fallback={<Loading />}>
        <SystemInfoPage />
      </Suspense>
    }
  />
);
