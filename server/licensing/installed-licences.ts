/**
 * The licences installed from files (licence-file.ts) and what they allow together: the ceiling of the server
 * licence (project settings section 'license', which the rest of the server reads). Installing or deleting a
 * licence sets the section to the ceiling; a licence manager may then turn features off or lower quantities
 * and the period within it (PATCH /project-settings/licenses), never above it: only a signed file raises a
 * limit (issue 18), so holding `licenses.manage` grants nobody a feature.
 *
 * Before the first licence is installed the console runs as an evaluation, with every feature on and no
 * limit (docs/licenses.md "Licence files"); the first installation ends the evaluation for good, so deleting every licence
 * leaves nothing licensed rather than the evaluation back.
 */
import type { Kysely } from 'kysely';
import { SERVER_FEATURES, type ServerFeature, UNBOUNDED_PERIOD } from '../../schemas/licence';
import type { FeatureSetting } from '../../schemas/licence';
import type { LicenceSettings } from '../../schemas/settings/license';
import { type SignedLicence, signedLicence } from '../../schemas/installed-licence';
import { periodEnd } from './period';

export interface LicenceCeiling {
  issuer: string;
  period: { from: number; to: number };
  features: Record<ServerFeature, FeatureSetting>;
}

const allFeatures = (setting: (feature: ServerFeature) => FeatureSetting) =>
  Object.fromEntries(SERVER_FEATURES.map((feature) => [feature, setting(feature)])) as Record<ServerFeature, FeatureSetting>;

export const EVALUATION: LicenceCeiling = { issuer: 'evaluation', period: { ...UNBOUNDED_PERIOD }, features: allFeatures(() => ({ is_enabled: true, qty: null })) };

/** Together the licences give a feature when one of them does; its quantity is theirs summed (none: unlimited). */
function featureOf(licences: SignedLicence[], feature: ServerFeature): FeatureSetting {
  const giving = licences.map((licence) => licence.features[feature]).filter((setting): setting is FeatureSetting => setting?.is_enabled === true);
  if (!giving.length) return { is_enabled: false, qty: 0 };
  return { is_enabled: true, qty: giving.some((setting) => setting.qty === null) ? null : giving.reduce((sum, setting) => sum + (setting.qty ?? 0), 0) };
}

export function ceilingOf(licences: SignedLicence[], evaluation: boolean): LicenceCeiling {
  if (!licences.length) return evaluation ? EVALUATION : { issuer: 'none', period: { ...UNBOUNDED_PERIOD }, features: allFeatures(() => ({ is_enabled: false, qty: 0 })) };
  const ends = licences.map((licence) => periodEnd(licence.period));
  return {
    issuer: [...new Set(licences.map((licence) => licence.issuer))].join(', ').slice(0, 255),
    period: { from: Math.min(...licences.map((licence) => licence.period.from)), to: ends.includes(Infinity) ? UNBOUNDED_PERIOD.to : Math.max(...ends) },
    features: allFeatures((feature) => featureOf(licences, feature)),
  };
}

/**
 * The first field of the settings above the ceiling, or undefined when they stay within it. The issuer is the
 * licences' own: it may not change (`before` is the stored licence) except back to theirs.
 */
export function aboveCeiling(settings: LicenceSettings, ceiling: LicenceCeiling, before: LicenceSettings): string | undefined {
  for (const feature of SERVER_FEATURES) {
    const wanted = settings.features[feature];
    const allowed = ceiling.features[feature];
    if (!wanted.is_enabled) continue;
    if (!allowed.is_enabled) return `features.${feature}.is_enabled`;
    if (allowed.qty !== null && (wanted.qty === null || wanted.qty > allowed.qty)) return `features.${feature}.qty`;
  }
  if (settings.period.from < ceiling.period.from || periodEnd(settings.period) > periodEnd(ceiling.period)) return 'period';
  if (settings.issuer !== before.issuer && settings.issuer !== ceiling.issuer) return 'issuer';
  return undefined;
}

/** The licences installed, oldest first. */
export async function installedLicences(db: Kysely<any>): Promise<(SignedLicence & { installed_at: string })[]> {
  const rows = await db.selectFrom('licenses').select(['licence', 'installed_at']).orderBy('installed_at').orderBy('id').execute();
  return rows.map((row) => ({ ...signedLicence.parse(JSON.parse(String(row.licence))), installed_at: String(row.installed_at) }));
}

/** Whether the evaluation is still on: no licence was ever installed here. */
export async function inEvaluation(db: Kysely<any>): Promise<boolean> {
  const row = await db.selectFrom('installation').select('evaluation_ended').executeTakeFirst();
  return !row || Number(row.evaluation_ended) !== 1;
}

export async function currentCeiling(db: Kysely<any>): Promise<LicenceCeiling> {
  return ceilingOf(await installedLicences(db), await inEvaluation(db));
}

/** This installation's id, which licence files name (created with the database). */
export async function installationId(db: Kysely<any>): Promise<string> {
  return String((await db.selectFrom('installation').select('id').executeTakeFirstOrThrow()).id);
}
