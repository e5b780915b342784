/**
 * Reads the licences from the database: the server licence (project settings section 'license') and a
 * user's licence state. These are the server's own reads (no actor): what the licence allows is not a
 * secret of any scope, and callers decide who sees the answer.
 */
import type { Kysely } from 'kysely';
import type { ServerFeature, ServerLicence, UserLicenceState } from '../../schemas/licence';
import { type UserLicenseInfo, userLicenseInfo } from '../../schemas/user';
import { readSection } from '../settings/project-settings';
import { serverLicenceOf } from './server-licence';
import { USER_FEATURE_SOURCES, countedFeatures, userLicenceStateOf } from './user-licence';

export async function loadServerLicence(db: Kysely<any>, now = Date.now()): Promise<ServerLicence> {
  return serverLicenceOf(await readSection(db, 'license'), now);
}

/** A stored license_info, or the defaults when the row has none (written before licences existed). */
export function licenseInfoOf(stored: unknown): UserLicenseInfo {
  const value = typeof stored === 'string' ? JSON.parse(stored) : stored;
  const parsed = userLicenseInfo.safeParse(value ?? {});
  return parsed.success ? parsed.data : userLicenseInfo.parse({});
}

/** Users whose active licence has the license_info flag behind `feature` on. */
export async function countHolders(db: Kysely<any>, feature: ServerFeature) {
  const source = Object.values(USER_FEATURE_SOURCES).find((entry) => entry.server === feature);
  if (!source) return 0;
  // JSON is stored as text on both databases: the LIKE narrows the rows, the parse decides.
  const rows = await db.selectFrom('users').select('license_info').where('license_info', 'like', `%"${source.flag}":true%`).execute();
  return rows.filter((row) => {
    const info = licenseInfoOf(row.license_info);
    return info.isActive && info[source.flag];
  }).length;
}

export async function loadUserLicenceState(db: Kysely<any>, info: UserLicenseInfo, now = Date.now()): Promise<UserLicenceState> {
  const settings = await readSection(db, 'license');
  const used: Partial<Record<ServerFeature, number>> = {};
  for (const feature of countedFeatures(settings, info)) used[feature] = await countHolders(db, feature);
  return userLicenceStateOf({ server: serverLicenceOf(settings, now), settings, info, used, now });
}
