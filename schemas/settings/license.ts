/**
 * The server licence as stored: project settings section 'license', served as /project-settings/licenses and
 * edited on the licences page (custom/licences). Each feature is on or off with a quantity (null = unlimited);
 * the period bounds all of them. With no stored licence every feature is on, unlimited and unbounded: a fresh
 * install runs fully licensed for evaluation (docs/licenses.md).
 */
import { z } from 'zod';
import { defineSettingsSection } from '../define-settings-section';
import { featureSetting, SERVER_FEATURES, type ServerFeature, UNBOUNDED_PERIOD } from '../licence';
import { licensePeriod } from '../user';

/** Days before the end of the period from which the licence warning says will_expire (001 §9). */
export const NOTIFY_BEFORE_DAYS = 14;

const defaultedFeature = featureSetting.default({ is_enabled: true, qty: null });
const featureShape = Object.fromEntries(SERVER_FEATURES.map((feature) => [feature, defaultedFeature])) as Record<
  ServerFeature,
  typeof defaultedFeature
>;
const licenceFeatures = z.strictObject(featureShape);

/** Licences are sold in packages of this many (000 §5.3): a group's package quantity is a multiple of it. 1: any count. */
const packageSizes = z.strictObject({
  basic_paid: z.number().int().min(1).max(10_000).default(1),
  plus: z.number().int().min(1).max(10_000).default(1),
});

export const licenceSettings = z.strictObject({
  issuer: z.string().max(255).default('evaluation'),
  period: licensePeriod.default({ ...UNBOUNDED_PERIOD }),
  notify_before_days: z.number().int().min(0).max(365).default(NOTIFY_BEFORE_DAYS),
  features: licenceFeatures.default(licenceFeatures.parse({})),
  package_sizes: packageSizes.default(packageSizes.parse({})),
});
export type LicenceSettings = z.infer<typeof licenceSettings>;

export const license = defineSettingsSection({
  name: 'license',
  path: 'licenses',
  scope: 'project',
  schema: licenceSettings,
  access: { view: ['licenses.view', 'licenses.manage'], change: 'licenses.manage' },
});
