/**
 * A group's licence (000 §3.1 licenseInfo): which features the group may give its users, for what period,
 * and, with `perPackage`, how many licences of each paid type it bought (packages of basic_paid and plus,
 * each with a quantity and a period in months). Decisions (docs/licenses.md "Group licences and packages"):
 * - a user's licence type follows their flags: no SIP and no app is basic (cards, codes), the app without SIP
 *   is basic_paid (mobile keys), SIP with the app is plus (calls in the app), SIP without the app is unknown;
 * - under a group with packages, active users of a paid type count against that package in the group's whole
 *   subtree; unknown is never allowed there;
 * - a group with packages nested under another such group takes its licences from it: its types must be
 *   among the parent's, the children's quantities together may not exceed the parent's, and its period
 *   must lie within the parent's.
 */
import { z } from 'zod';
import { UNBOUNDED_PERIOD } from './licence';
import { licenceFlags, licensePeriod } from './user';

export const PACKAGE_TYPES = ['basic_paid', 'plus'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];
export const LICENCE_TYPES = ['basic', 'basic_paid', 'plus', 'unknown'] as const;
export type LicenceType = (typeof LICENCE_TYPES)[number];
export const NOTIFICATION_MODES = ['once', 'everyday', 'every_week', 'every_month'] as const;

/** 000 §9: licence notices go out this many days before the end of the period, unless set. */
export const NOTIFY_BEFORE_DEFAULT_DAYS = 14;

export const licencePackage = z.strictObject({
  type: z.enum(PACKAGE_TYPES),
  qty: z.number().int().min(1).max(10_000_000),
  /** Months the package's licences last once given. */
  period: z.number().int().min(1).max(120).default(12),
});
export type LicencePackage = z.infer<typeof licencePackage>;

const licenceNotifications = z.strictObject({
  isActive: z.boolean().default(false),
  mode: z.enum(NOTIFICATION_MODES).default('once'),
  notifyBefore: z.number().int().min(0).max(365).default(NOTIFY_BEFORE_DEFAULT_DAYS),
});

export const groupLicenseInfo = z.strictObject({
  ...licenceFlags,
  perPackage: z.boolean().default(false),
  restrictPeriod: licensePeriod.default({ ...UNBOUNDED_PERIOD }),
  notifications: licenceNotifications.default(licenceNotifications.parse({})),
  packages: z
    .array(licencePackage)
    .max(PACKAGE_TYPES.length)
    .refine((packages) => new Set(packages.map((p) => p.type)).size === packages.length, { message: 'not_unique' })
    .default([]),
});
export type GroupLicenseInfo = z.infer<typeof groupLicenseInfo>;

/** 000 §3.1 "License type is derived from flags". */
export function licenceTypeOf(flags: { sip: boolean; mobileApp: boolean }): LicenceType {
  if (flags.sip) return flags.mobileApp ? 'plus' : 'unknown';
  return flags.mobileApp ? 'basic_paid' : 'basic';
}

/** The nearest multiple of `size` at or above `qty` (the quantity the console suggests). */
export const suggestedQuantity = (qty: number, size: number) => Math.max(size, Math.ceil(qty / size) * size);
