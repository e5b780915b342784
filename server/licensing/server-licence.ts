/**
 * The server licence as the console sees it (GET /server/settings `license`): each feature on, or off
 * with the reason, and the warning of 000 §4.1 shown to users who manage licences.
 */
import { type FeatureState, type LicenceWarning, SERVER_FEATURES, type ServerLicence } from '../../schemas/licence';
import type { LicenceSettings } from '../../schemas/settings/license';
import { DAY_MS, periodContains, periodEnd } from './period';

export function serverLicenceOf(settings: LicenceSettings, now: number): ServerLicence {
  const inPeriod = periodContains(settings.period, now);
  const features = Object.fromEntries(
    SERVER_FEATURES.map((feature): [string, FeatureState] => {
      if (!settings.features[feature].is_enabled) return [feature, { is_enabled: false, restrictor: 'server' }];
      if (!inPeriod) return [feature, { is_enabled: false, restrictor: 'period' }];
      return [feature, { is_enabled: true, restrictor: null }];
    }),
  ) as ServerLicence['features'];
  return { features, warning: licenceWarning(settings, now) };
}

/**
 * no_license: nothing is licensed. already_expired: past the end, `days` since it (whole days passed).
 * will_expire: the end is at most notify_before_days away, `days` left (rounded up, so "1 day" until the
 * last millisecond). A period that has not started yet is not warned about: it is a licence bought ahead.
 */
export function licenceWarning(settings: LicenceSettings, now: number): LicenceWarning {
  if (!SERVER_FEATURES.some((feature) => settings.features[feature].is_enabled)) return { status: 'no_license', days: null };
  const end = periodEnd(settings.period);
  if (now > end) return { status: 'already_expired', days: Math.floor((now - end) / DAY_MS) };
  const left = end - now;
  if (left <= settings.notify_before_days * DAY_MS) return { status: 'will_expire', days: Math.ceil(left / DAY_MS) };
  return { status: 'normal', days: null };
}
