/**
 * What the menu rules are evaluated against: the role's permissions, both licences (000 §2.5, §4.2), and
 * whether an entity's page opens for the role (entity-pages.ts).
 */
import { useMemo } from 'react';
import { usePermissions } from 'react-admin';
import { consoleEntities } from '../../schemas';
import { useOwnProfile, useServerLicence } from '../layout/use-shell-data';
import { pageOpensFor } from './entity-pages';
import type { MenuContext } from './menu-rules';

export function useMenuContext(): MenuContext {
  const { permissions } = usePermissions<string[]>();
  const serverLicence = useServerLicence();
  const profile = useOwnProfile();
  const held = useMemo(() => (Array.isArray(permissions) ? permissions : []), [permissions]);
  const mayOpen = useMemo(() => pageOpensFor(consoleEntities, held), [held]);
  return { permissions: held, serverLicence, userLicenceState: profile?.licenceState, mayOpen };
}
