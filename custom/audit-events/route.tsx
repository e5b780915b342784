/** /audit-events inside the shell (000 §2.5: audit.view); the page loads lazily. */
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router-dom';

const AuditEventsPage = lazy(() => import('./audit-events-page'));

export const AUDIT_EVENTS_PATH = '/audit-events';

export const auditEventsRoute = (
  <Route
    key="audit-events"
    path={AUDIT_EVENTS_PATH}
    element={
      <Suspense fallback={<Loading />}>
        <AuditEventsPage />
      </Suspense>
    }
  />
);
