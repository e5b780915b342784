/**
 * Licence shapes shared by the server (which computes them) and the console (which gates menu items and
 * pages on them, 000 §2.5 and §4.2). One feature state is "on or off, and why off":
 * `restrictor` names what turned it off ('server' licence lacks it, 'user' licence lacks it,
 * 'period' outside the licence period, 'qty_limit' the licensed quantity is used up). "Disabled for
 * over-limit" (000 §4.2) is: the server enables the feature, the user's is off, and the restrictor
 * contains the quantity marker 'qty'.
 */
import { z } from 'zod';

/** Features a server licence can enable. axxon_one and kone are the integration types of 000 §3.12. */
export const SERVER_FEATURES = [
  'sip',
  'mobile_app',
  'ukey2',
  'elevator',
  'amenity',
  'license_plate',
  'face_id',
  'guest_identifier',
  'sip_trunks',
  'axxon_one',
  'kone',
] as const;
export type ServerFeature = (typeof SERVER_FEATURES)[number];

/** The features an entity needs (its `licence`: one feature or all of several), as a list. */
export const entityLicences = (entity: { licence?: ServerFeature | readonly ServerFeature[] }): readonly ServerFeature[] =>
  entity.licence === undefined ? [] : typeof entity.licence === 'string' ? [entity.licence] : entity.licence;

/** Features of a user's own licence state (000 §3.3 license_state). */
export const USER_FEATURES = ['sip', 'mobile_app', 'elevator', 'face_id', 'license_plate', 'ukey2', 'amenity', 'identifier'] as const;
export type UserFeature = (typeof USER_FEATURES)[number];

export const RESTRICTORS = ['server', 'user', 'period', 'qty_limit'] as const;

export const featureState = z.strictObject({
  is_enabled: z.boolean(),
  restrictor: z.enum(RESTRICTORS).nullable(),
});
export type FeatureState = z.infer<typeof featureState>;

/** A feature as a licence or the server licence sets it: on or off, and its quantity (null = unlimited). */
export const featureSetting = z.strictObject({
  is_enabled: z.boolean().default(true),
  qty: z.number().int().min(0).max(10_000_000).nullable().default(null),
});
export type FeatureSetting = z.infer<typeof featureSetting>;

export const LICENCE_WARNING_STATUSES = ['normal', 'no_license', 'will_expire', 'already_expired'] as const;

export const licenceWarning = z.strictObject({
  status: z.enum(LICENCE_WARNING_STATUSES),
  /** Days until expiry (will_expire) or since expiry (already_expired); null otherwise. */
  days: z.number().int().nullable(),
});
export type LicenceWarning = z.infer<typeof licenceWarning>;

/** The server licence as GET /server/settings reports it under `license`. */
export const serverLicence = z.strictObject({
  features: z.record(z.enum(SERVER_FEATURES), featureState),
  warning: licenceWarning,
});
export type ServerLicence = z.infer<typeof serverLicence>;

/** The signed-in user's licence state, GET /profile `license_state`. */
export const userLicenceState = z.record(z.enum(USER_FEATURES), featureState);
export type UserLicenceState = z.infer<typeof userLicenceState>;

/** "Unbounded" licence period of 000 §3.1. */
export const UNBOUNDED_PERIOD = { from: 0, to: 999999999999 } as const;
