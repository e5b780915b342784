/** /general-settings inside the shell (000 §2.5: project settings, markers or device backup data); the page loads lazily. */
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router-dom';

const ProjectSettingsPage = lazy(() => import('./project-settings-page'));

export const PROJECT_SETTINGS_PATH = '/general-settings';

export const projectSettingsRoute = (
  <Route
    key="project-settings"
    path={PROJECT_SETTINGS_PATH}
    element={
      <Suspense fallback={<Loading />}>
        <ProjectSettingsPage />
      </Suspense>
    }
  />
);
