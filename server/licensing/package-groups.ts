/**
 * Groups that hold licence packages (license_info.perPackage), and which of them a group takes its
 * licences from: the nearest one above it. There are few such groups (sites, dealers), so they are read
 * whole; the LIKE narrows the rows, the parse decides.
 */
import type { Kysely } from 'kysely';
import { type GroupLicenseInfo, groupLicenseInfo } from '../../schemas/group-licence';

export interface PackageGroup {
  id: number;
  name: string;
  domain_type_id: number;
  path: string;
  info: GroupLicenseInfo;
}

export function groupLicenceOf(stored: unknown): GroupLicenseInfo {
  const value = typeof stored === 'string' ? JSON.parse(stored) : stored;
  const parsed = groupLicenseInfo.safeParse(value ?? {});
  return parsed.success ? parsed.data : groupLicenseInfo.parse({});
}

export async function loadPackageGroups(db: Kysely<any>): Promise<PackageGroup[]> {
  const rows = await db
    .selectFrom('groups')
    .select(['id', 'name', 'domain_type_id', 'path', 'license_info'])
    .where('license_info', 'like', '%"perPackage":true%')
    .execute();
  return rows
    .map((row) => ({ id: Number(row.id), name: String(row.name), domain_type_id: Number(row.domain_type_id), path: String(row.path), info: groupLicenceOf(row.license_info) }))
    .filter((group) => group.info.perPackage);
}

/** The nearest group of `groups` strictly above `path`, if any. */
export function packageParentOf(path: string, groups: readonly PackageGroup[]): PackageGroup | undefined {
  let nearest: PackageGroup | undefined;
  for (const group of groups) {
    if (group.path !== path && path.startsWith(group.path) && (!nearest || group.path.length > nearest.path.length)) nearest = group;
  }
  return nearest;
}

/** The groups of `groups` at or above any of `paths`. */
export const packageGroupsAbove = (paths: readonly string[], groups: readonly PackageGroup[]) =>
  groups.filter((group) => paths.some((path) => path.startsWith(group.path)));
