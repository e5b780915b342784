/**
 * A user's licence may not take more than is licensed (000 §4.2, issue 18): turning on a counted feature
 * (SIP, the mobile app, UKEY2: those with a quantity in the server licence) needs a free one, and a paid
 * licence type under a group with packages needs that package, with a free place in it, at every such group
 * above the user. Counted in the write's transaction under the licence-counts lock, so parallel writes
 * cannot both take the last one.
 */
import type { Kysely } from 'kysely';
import { type LicenceType, PACKAGE_TYPES, type PackageType } from '../../schemas/group-licence';
import type { UserLicenseInfo } from '../../schemas/user';
import type { DialectName } from '../db/connect';
import { AppError, fieldMessage } from '../errors';
import { readSection } from '../settings/project-settings';
import { heldType, holdersBelow } from './licence-holders';
import { lockLicenceCounts } from './licence-lock';
import { countHolders } from './licence-store';
import { loadPackageGroups, packageGroupsAbove } from './package-groups';
import { USER_FEATURE_SOURCES } from './user-licence';

export interface LicenceHolding {
  info: UserLicenseInfo;
  /** The paths of the user's groups. */
  paths: string[];
}

const holds = (info: UserLicenseInfo, flag: keyof UserLicenseInfo) => info.isActive && info[flag] === true;

/** The flag that makes the type paid, where its error is shown. */
const FLAG_OF: Record<Exclude<LicenceType, 'basic'>, 'sip' | 'mobileApp'> = { basic_paid: 'mobileApp', plus: 'sip', unknown: 'sip' };

async function assertServerQuantities(db: Kysely<any>, before: LicenceHolding | undefined, after: LicenceHolding) {
  const settings = await readSection(db, 'license');
  for (const { server, flag } of Object.values(USER_FEATURE_SOURCES)) {
    const qty = server ? settings.features[server].qty : null;
    if (!server || qty === null || !holds(after.info, flag) || (before && holds(before.info, flag))) continue;
    const used = await countHolders(db, server);
    if (used >= qty) throw new AppError('licence_limit', { [`license_info.${flag}`]: fieldMessage('licence_used_up', { available: qty }) }, { qty: { target: used + 1, available: qty } });
  }
}

async function assertPackages(db: Kysely<any>, userId: number | undefined, before: LicenceHolding | undefined, after: LicenceHolding) {
  const type = heldType(after.info);
  if (!type || type === 'basic') return;
  const groups = await loadPackageGroups(db);
  const counted = new Set(before && heldType(before.info) === type ? packageGroupsAbove(before.paths, groups).map((g) => g.id) : []);
  const field = `license_info.${FLAG_OF[type]}`;
  for (const group of packageGroupsAbove(after.paths, groups).filter((g) => !counted.has(g.id))) {
    const bought = PACKAGE_TYPES.includes(type as PackageType) ? group.info.packages.find((p) => p.type === type) : undefined;
    if (!bought) throw new AppError('licence_type_not_allowed', { [field]: fieldMessage('licence_type_not_in_packages', { group: group.name }) });
    const used = (await holdersBelow(db, group.path, userId))[type];
    if (used >= bought.qty) {
      throw new AppError('licence_limit', { [field]: fieldMessage('licence_package_used_up', { group: group.name, available: bought.qty }) }, { qty: { target: used + 1, available: bought.qty } });
    }
  }
}

/** The paths of groups by id, in the order given (the user's groups). */
export async function groupPathsOf(db: Kysely<any>, ids: unknown): Promise<string[]> {
  const list = Array.isArray(ids) ? ids.map(Number) : [];
  if (!list.length) return [];
  const rows = await db.selectFrom('groups').select('path').where('id', 'in', list).execute();
  return rows.map((row) => String(row.path)).sort();
}

/** Refuses (nothing written) a user write that would hold a licence beyond what is licensed. */
export async function assertLicenceCounts(db: Kysely<any>, dialect: DialectName, userId: number | undefined, before: LicenceHolding | undefined, after: LicenceHolding) {
  if (!after.info.isActive) return;
  const unchanged = before && JSON.stringify(before) === JSON.stringify(after);
  if (unchanged) return;
  await lockLicenceCounts(db, dialect);
  await assertServerQuantities(db, before, after);
  await assertPackages(db, userId, before, after);
}

/**
 * assertLicenceCounts of many new users written together (an import's chunk): each counted as if written after
 * the ones before it, so the chunk is refused when its users together would take more than is licensed.
 */
export async function assertLicenceCountsMany(db: Kysely<any>, dialect: DialectName, holdings: LicenceHolding[]) {
  const active = holdings.filter((holding) => holding.info.isActive);
  if (!active.length) return;
  await lockLicenceCounts(db, dialect);
  const settings = await readSection(db, 'license');
  for (const { server, flag } of Object.values(USER_FEATURE_SOURCES)) {
    const qty = server ? settings.features[server].qty : null;
    const taking = active.filter((holding) => holds(holding.info, flag)).length;
    if (!server || qty === null || !taking) continue;
    const used = await countHolders(db, server);
    if (used + taking > qty) throw new AppError('licence_limit', { [`license_info.${flag}`]: fieldMessage('licence_used_up', { available: qty }) }, { qty: { target: used + taking, available: qty } });
  }
  await assertPackagesMany(db, active);
}

async function assertPackagesMany(db: Kysely<any>, holdings: LicenceHolding[]) {
  const paid = holdings.filter((holding) => heldType(holding.info) && heldType(holding.info) !== 'basic');
  if (!paid.length) return;
  const groups = await loadPackageGroups(db);
  const taken = new Map<string, number>(); // "group id type" -> holders so far, the chunk's included
  for (const holding of paid) {
    const type = heldType(holding.info) as Exclude<LicenceType, 'basic'>;
    const field = `license_info.${FLAG_OF[type]}`;
    for (const group of packageGroupsAbove(holding.paths, groups)) {
      const bought = PACKAGE_TYPES.includes(type as PackageType) ? group.info.packages.find((p) => p.type === type) : undefined;
      if (!bought) throw new AppError('licence_type_not_allowed', { [field]: fieldMessage('licence_type_not_in_packages', { group: group.name }) });
      const key = `${group.id} ${type}`;
      const used = taken.get(key) ?? (await holdersBelow(db, group.path))[type];
      if (used >= bought.qty) throw new AppError('licence_limit', { [field]: fieldMessage('licence_package_used_up', { group: group.name, available: bought.qty }) }, { qty: { target: used + 1, available: bought.qty } });
      taken.set(key, used + 1);
    }
  }
}
