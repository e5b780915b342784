/**
 * What /guest-access/:keyId renders. That public route sits outside the shell and outranks the shell's
 * routes, so /guest-access/add (a grant page, signed in) would reach it too: for that one key word it
 * renders the add page in the shell, behind sign-in. Keys are 22 random URL-safe characters, never "add".
 */
import { lazy, Suspense } from 'react';
import { Authenticated, Loading } from 'react-admin';
import { useParams } from 'react-router-dom';

const GuestAccessPage = lazy(() => import('./GuestAccessPage'));
const ConsoleLayout = lazy(() => import('../layout/ConsoleLayout'));
const GuestPassFormPage = lazy(() => import('../../custom/guest-access/GuestPassFormPage'));

export const GRANT_PAGE_KEYWORD = 'add';

export default function GuestAccessRoute() {
  const { keyId } = useParams();
  if (keyId !== GRANT_PAGE_KEYWORD) return <GuestAccessPage />;
  return (
    <Authenticated>
      <Suspense fallback={<Loading />}>
        <ConsoleLayout>
          <GuestPassFormPage />
        </ConsoleLayout>
      </Suspense>
    </Authenticated>
  );
}
