/**
 * What /guest-access/:keyId renders. That public route sits outside the shell and outranks the shell's
 * routes, so /guest-access/add (the generated grant page, signed in) and react-admin's /guest-access/create
 * reach it too: for those key words it renders the add page in the shell, behind sign-in. Keys are 22
 * random URL-safe characters, never one of them.
 */
import { lazy, Suspense } from 'react';
import { Authenticated, Loading, ResourceContextProvider } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { Entity } from '../../schemas/define-entity';
import { i18nProvider } from '../providers';

const GuestAccessPage = lazy(() => import('./guest-access-page'));
const ConsoleLayout = lazy(() => import('../layout/console-layout'));
// The generated add page needs the descriptions and the signed-in pages' English.
const GrantPage = lazy(async () => {
  const [{ guestPass }, { EntityCreate }, { resourceName }] = await Promise.all([
    import('../../schemas/guest-pass'),
    import('../../resources/entity-create'),
    import('../../resources/routes'),
    i18nProvider.completeMessages(),
  ]);
  const entity = guestPass as unknown as Entity;
  return {
    default: () => (
      <ResourceContextProvider value={resourceName(entity)}>
        <EntityCreate entity={entity} />
      </ResourceContextProvider>
    ),
  };
});

export const GRANT_PAGE_KEYWORDS = ['add', 'create'];

export default function GuestAccessRoute() {
  const { keyId } = useParams();
  if (!GRANT_PAGE_KEYWORDS.includes(keyId ?? '')) return <GuestAccessPage />;
  return (
    <Authenticated>
      <Suspense fallback={<Loading />}>
        <ConsoleLayout>
          <GrantPage />
        </ConsoleLayout>
      </Suspense>
    </Authenticated>
  );
}
