/**
 * What a self-registered account gets from its client type (000 §3.13 user_self_register_settings): the type's
 * role (or the section's, when the type names none) and its licence, the period counted from the registration.
 */
import { UNBOUNDED_PERIOD } from '../../schemas/licence';
import { CLIENT_TYPES, type ClientType } from '../../schemas/settings/client-types';
import type { GeneralSettings } from '../../schemas/settings/general';
import type { UserLicenseInfo } from '../../schemas/user';

const DAY_MS = 86_400_000;

/** A pending registration made before the types existed may hold no type: it registers as the first. */
export const clientTypeOf = (sent: unknown): ClientType => (CLIENT_TYPES.includes(sent as ClientType) ? (sent as ClientType) : CLIENT_TYPES[0]);

export function clientTypeGrant(settings: GeneralSettings['user_self_register_settings'], type: ClientType, now: number) {
  const { role_id, license_settings } = settings.client_types[type];
  const { period, features } = license_settings;
  const restrictPeriod = period === null ? { ...UNBOUNDED_PERIOD } : { from: now, to: now + period * DAY_MS };
  const licenseInfo: UserLicenseInfo = { ...features, restrictPeriod };
  return { roleId: role_id ?? settings.role_id, licenseInfo };
}
