/**
 * The notification bell of the top bar (000 §3.14): unread count, recent and important notifications.
 * Its content loads lazily, so the sign-in page's bundle does not carry it.
 */
import { lazy, Suspense } from 'react';

const BellMenu = lazy(() => import('./bell-menu'));

export function NotificationBell() {
  return (
    <Suspense fallback={null}>
      <BellMenu />
    </Suspense>
  );
}
