/** Who sees the licence warning and when (000 §4.1): licence managers, while it will expire or has expired. */
import type { LicenceWarning } from '../../schemas/licence';
import type { Permission } from '../../schemas/permissions';

export const LICENCE_MANAGER: Permission = 'licenses.manage';

export function shownWarning(warning: LicenceWarning | undefined, permissions: readonly string[]): LicenceWarning | undefined {
  if (!warning || !permissions.includes(LICENCE_MANAGER)) return undefined;
  return warning.status === 'will_expire' || warning.status === 'already_expired' ? warning : undefined;
}
