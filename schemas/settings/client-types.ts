/**
 * Self-registration client types (000 §3.13 user_self_register_settings "client types with role_id and
 * license_settings {period, features}"): who registers (the form's user_type) decides the role and the licence
 * the new account gets. Part of the general section; set with project_settings.change, within the setter's own
 * rights (server/server-info/section-rules.ts).
 */
import { z } from 'zod';
import { userLicenseInfo } from '../user';

/** Who may register themselves (the self-registration form's user_type), in the form's order. */
export const CLIENT_TYPES = ['resident', 'owner', 'installer'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

/** The user licence's flags (000 §3.2 license_info), all on by default as for any new user. */
const features = userLicenseInfo.omit({ restrictPeriod: true });

export const clientTypeLicence = z.strictObject({
  /** Days the licence lasts from the registration; null: no end (the unbounded period). */
  period: z.number().int().min(1).max(36_500).nullable().default(null),
  features: features.default(features.parse({})),
});

export const clientType = z.strictObject({
  /** The role of accounts registered as this type; null: the role of self-registered users (role_id beside). */
  role_id: z.number().int().min(1).nullable().default(null),
  license_settings: clientTypeLicence.default(clientTypeLicence.parse({})),
});
export type ClientTypeSettings = z.infer<typeof clientType>;

const byType = z.strictObject(Object.fromEntries(CLIENT_TYPES.map((type) => [type, clientType.default(clientType.parse({}))])) as Record<ClientType, z.ZodDefault<typeof clientType>>);
export const clientTypes = byType.default(byType.parse({}));

/** The form's fields of one type, as JSON paths in the general section (one heading per type). */
export const clientTypeFields = (type: ClientType) => [
  { name: `user_self_register_settings.client_types.${type}.role_id`, reference: 'roles' },
  `user_self_register_settings.client_types.${type}.license_settings.period`,
  ...Object.keys(features.shape).map((flag) => `user_self_register_settings.client_types.${type}.license_settings.features.${flag}`),
];
