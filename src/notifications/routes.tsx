/** /notifications (query type: all, alarm or important) and /notifications/settings, inside the shell, loaded lazily. */
import { lazy, type ReactElement, Suspense } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router-dom';

const NotificationsPage = lazy(() => import('./notifications-page'));
const NotificationSettingsPage = lazy(() => import('./notification-settings-page'));

const page = (Page: React.ComponentType) => (
  <Suspense fallback={<Loading />}>
    <Page />
  </Suspense>
);

export const notificationRoutes: ReactElement[] = [
  <Route key="notifications" path="/notifications" element={page(NotificationsPage)} />,
  <Route key="notification-settings" path="/notifications/settings" element={page(NotificationSettingsPage)} />,
];
