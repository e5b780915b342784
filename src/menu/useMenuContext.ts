/** What the menu rules are evaluated against: the role's permissions and both licences (000 §2.5, §4.2). */
import { usePermissions } from 'react-admin';
import { useOwnProfile, useServerLicence } from '../layout/useShellData';
import type { MenuContext } from './menu-rules';

export function useMenuContext(): MenuContext {
  const { permissions } = usePermissions<string[]>();
  const serverLicence = useServerLicence();
  const profile = useOwnProfile();
  return { permissions: Array.isArray(permissions) ? permissions : [], serverLicence, userLicenceState: profile?.licenceState };
}
