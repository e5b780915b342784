/**
 * The signed-in user's licence state (000 §3.3 license_state): a feature is on when the server licence
 * enables it (identifier needs no server licence), the user's license_info enables it, and now is inside
 * the user's restrictPeriod. Off, it names the first reason: 'server' or 'period' from the server
 * licence, 'user' from license_info, 'qty_limit' when the user's flag is off and the licensed quantity is
 * used up (000 §4.2 "disabled for over-limit"), 'period' from the user's own period.
 */
import type { FeatureState, ServerFeature, ServerLicence, UserFeature, UserLicenceState } from '../../schemas/licence';
import { USER_FEATURES } from '../../schemas/licence';
import type { UserLicenseInfo } from '../../schemas/user';
import type { LicenceSettings } from '../../schemas/settings/license';
import { periodContains } from './period';

type Flag = Exclude<keyof UserLicenseInfo, 'restrictPeriod'>;

/** Which server feature and which license_info flag each user feature depends on. */
export const USER_FEATURE_SOURCES: Record<UserFeature, { server: ServerFeature | null; flag: Flag }> = {
  sip: { server: 'sip', flag: 'sip' },
  mobile_app: { server: 'mobile_app', flag: 'mobileApp' },
  elevator: { server: 'elevator', flag: 'elevator' },
  face_id: { server: 'face_id', flag: 'faceId' },
  license_plate: { server: 'license_plate', flag: 'licensePlate' },
  ukey2: { server: 'ukey2', flag: 'ukey2' },
  amenity: { server: 'amenity', flag: 'amenity' },
  identifier: { server: null, flag: 'isActive' },
};

export interface UserLicenceInput {
  server: ServerLicence;
  settings: LicenceSettings;
  info: UserLicenseInfo;
  /** Users holding each counted feature (flag on, licence active); only features with a qty are looked at. */
  used: Partial<Record<ServerFeature, number>>;
  now: number;
}

/** Server features whose quantity this user's state depends on (flag off, quantity limited). */
export function countedFeatures(settings: LicenceSettings, info: UserLicenseInfo): ServerFeature[] {
  return USER_FEATURES.flatMap((feature) => {
    const { server, flag } = USER_FEATURE_SOURCES[feature];
    return server && !info[flag] && settings.features[server].qty !== null ? [server] : [];
  });
}

function featureState(feature: UserFeature, input: UserLicenceInput): FeatureState {
  const { server, flag } = USER_FEATURE_SOURCES[feature];
  const { info } = input;
  if (server && !input.server.features[server].is_enabled) return input.server.features[server];
  if (!info.isActive) return { is_enabled: false, restrictor: 'user' };
  if (!info[flag]) {
    const qty = server ? input.settings.features[server].qty : null;
    const usedUp = server !== null && qty !== null && (input.used[server] ?? 0) >= qty;
    return { is_enabled: false, restrictor: usedUp ? 'qty_limit' : 'user' };
  }
  if (!periodContains(info.restrictPeriod, input.now)) return { is_enabled: false, restrictor: 'period' };
  return { is_enabled: true, restrictor: null };
}

export function userLicenceStateOf(input: UserLicenceInput): UserLicenceState {
  return Object.fromEntries(USER_FEATURES.map((feature) => [feature, featureState(feature, input)])) as UserLicenceState;
}
