/**
 * /guest-access and /guest-access/:id/edit inside the shell, loaded lazily. /guest-access/add is listed
 * too, but the public /guest-access/:keyId outranks it outside the shell, so src/account/GuestAccessRoute.tsx
 * renders the add page in the shell for that one key word (see README Decisions).
 */
import { lazy, type ReactElement, Suspense } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router-dom';

const GuestPassListPage = lazy(() => import('./GuestPassListPage'));
export const GuestPassFormPage = lazy(() => import('./GuestPassFormPage'));

const page = (path: string, element: ReactElement) => <Route key={path} path={path} element={<Suspense fallback={<Loading />}>{element}</Suspense>} />;

export const guestAccessRoutes = [
  page('/guest-access', <GuestPassListPage />),
  page('/guest-access/add', <GuestPassFormPage />),
  page('/guest-access/:id/edit', <GuestPassFormPage />),
];
