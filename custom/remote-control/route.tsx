/** /devices/remote-control inside the shell (it needs the session); the page loads lazily. */
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router-dom';
import { REMOTE_CONTROL_PATH } from './remote-control-payload';

const RemoteControlPage = lazy(() => import('./remote-control-page'));

export const remoteControlRoute = (
  <Route
    key="remote-control"
    path={REMOTE_CONTROL_PATH}
    element={
      <Suspense fallback={<Loading />}>
        <RemoteControlPage />
      </Suspense>
    }
  />
);
