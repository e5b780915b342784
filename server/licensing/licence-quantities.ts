/**
 * Rules between the licensed quantities of the server licence (000 §5 "Virtual numbers cannot be fewer than
 * mobile apps"). A mobile app's calls go through a virtual number, so the licence's SIP quantity (users
 * holding a number) may not be below its mobile app quantity. Where the rule is checked (decision):
 * - only the server licence holds counts here (groups carry no licence packages yet; a user's licence is
 *   flags, and a user may keep the app for keys without SIP), so the rule is on its `features` quantities;
 * - `qty: null` is unlimited: unlimited numbers satisfy any count of apps, unlimited apps need unlimited numbers;
 * - only while both features are enabled (with SIP off there are no numbers to count and the app has no calls);
 * - only when a change touches either feature, so a licence stored before the rule still takes other changes.
 *
 * @example assertNumbersCoverMobileApps(stored, { ...stored, features: { ...f, sip: { is_enabled: true, qty: 5 }, mobile_app: { is_enabled: true, qty: 9 } } }) // throws
 */
import { AppError, errorField } from '../errors';
import type { FeatureSetting } from '../../schemas/licence';

type Features = { sip: FeatureSetting; mobile_app: FeatureSetting };

/** Numbers are fewer than apps: both on, and numbers limited below the apps' quantity (or apps unlimited). */
export function numbersFewerThanMobileApps({ sip, mobile_app: apps }: Features): boolean {
  if (!sip.is_enabled || !apps.is_enabled || sip.qty === null) return false;
  return apps.qty === null || sip.qty < apps.qty;
}

const touched = (before: Features, after: Features) =>
  JSON.stringify([before.sip, before.mobile_app]) !== JSON.stringify([after.sip, after.mobile_app]);

/** Refuses (nothing written) a licence change that leaves fewer virtual numbers than mobile apps. */
export function assertNumbersCoverMobileApps(before: { features: Features }, after: { features: Features }) {
  if (!touched(before.features, after.features) || !numbersFewerThanMobileApps(after.features)) return;
  const { sip, mobile_app: apps } = after.features;
  throw new AppError(
    'numbers_fewer_than_mobile_apps',
    { 'features.sip.qty': errorField('numbers_fewer_than_mobile_apps') },
    { qty: { target: apps.qty, available: sip.qty } },
  );
}
