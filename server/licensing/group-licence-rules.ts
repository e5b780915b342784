/**
 * A group's licence on save (schemas/group-licence.ts): who may change it, package quantities in whole
 * packages, and consistency with the groups with packages above and below it (licence-consistency.ts).
 * A refused save writes nothing: the checks run inside the group's write transaction.
 */
import type { Kysely } from 'kysely';
import { type GroupLicenseInfo, suggestedQuantity } from '../../schemas/group-licence';
import { type Actor, hasPermission } from '../access/actor';
import type { DialectName } from '../db/connect';
import { AppError, type FieldMessage, fieldMessage } from '../errors';
import { readSection } from '../settings/project-settings';
import { type ConsistencyIssue, consistencyIssues, holderIssues, newIssues } from './licence-consistency';
import { type HolderCounts, holdersBelow } from './licence-holders';
import { lockLicenceCounts } from './licence-lock';
import { type PackageGroup, groupLicenceOf, loadPackageGroups } from './package-groups';

export const licenceChanged = (data: Record<string, unknown>, stored?: Record<string, unknown>) =>
  JSON.stringify(groupLicenceOf(data.license_info)) !== JSON.stringify(groupLicenceOf(stored?.license_info));

/** licenses.count.edit.all: any group; .own: the actor's own groups; .descendants: groups below them. */
export function assertMayEditLicence(actor: Actor, path: string) {
  if (hasPermission(actor, 'licenses.count.edit.all')) return;
  const own = actor.groupPaths.includes(path) && hasPermission(actor, 'licenses.count.edit.own');
  const below = actor.groupPaths.some((mine) => path !== mine && path.startsWith(mine)) && hasPermission(actor, 'licenses.count.edit.descendants');
  if (!own && !below) throw new AppError('prohibited', { license_info: 'not editable' });
}

/** 000 §5.3: each package's quantity is a whole number of packages; the message suggests the next one. */
export async function assertWholePackages(db: Kysely<any>, info: GroupLicenseInfo) {
  const sizes = (await readSection(db, 'license')).package_sizes;
  const fields: Record<string, FieldMessage> = {};
  info.packages.forEach((item, index) => {
    const size = sizes[item.type];
    if (item.qty % size) fields[`license_info.packages.${index}.qty`] = fieldMessage('package_multiple', { size, suggested: suggestedQuantity(item.qty, size) });
  });
  if (Object.keys(fields).length) throw new AppError('invalid_data', fields);
}

/** What the user reads for each issue: a message key and its parameters (the console translates it). */
function noticeOf(issue: ConsistencyIssue) {
  const params = {
    parent: issue.relation.parent.name,
    child: issue.relation.child?.name ?? '',
    license_type: { key: `licences.types.${issue.license_type ?? 'unknown'}` },
    target: issue.qty?.target ?? 0,
    available: issue.qty?.available ?? 0,
  };
  return { key: `errors.licence_consistency.${issue.type}`, params };
}

const issuesOf = (groups: PackageGroup[], focus: PackageGroup | undefined, holders: HolderCounts) => [
  ...consistencyIssues(groups, focus?.id ?? -1),
  ...(focus ? holderIssues(focus, holders) : []),
];

/** A moved group's users now count against the groups with packages it moved under (and not before). */
async function movedHolderIssues(db: Kysely<any>, groups: PackageGroup[], id: number, oldPath: string, newPath: string, moved: HolderCounts) {
  const gained = groups.filter((group) => group.id !== id && newPath.startsWith(group.path) && !oldPath.startsWith(group.path));
  const issues: ConsistencyIssue[] = [];
  for (const group of gained) {
    const now = await holdersBelow(db, group.path);
    const then = Object.fromEntries(Object.entries(now).map(([type, count]) => [type, count - moved[type as keyof HolderCounts]])) as HolderCounts;
    issues.push(...newIssues(holderIssues(group, then), holderIssues(group, now)));
  }
  return issues;
}

/** The saved group as it was stored, and its path then. */
export interface StoredGroup {
  path: string;
  name: string;
  domain_type_id: number;
  license_info: unknown;
}

/**
 * After the group's row (and a moved subtree's paths) are written: the issues its save adds. The subtree's
 * earlier paths are mapped back by their common prefix; its users are the same before and after.
 */
export async function assertLicenceConsistency(db: Kysely<any>, dialect: DialectName, id: number, before?: StoredGroup) {
  await lockLicenceCounts(db, dialect);
  const after = await loadPackageGroups(db);
  const saved = after.find((group) => group.id === id);
  const previous = before && groupLicenceOf(before.license_info);
  const newPath = String((await db.selectFrom('groups').select('path').where('id', '=', id).executeTakeFirstOrThrow()).path);
  const moved = before !== undefined && before.path !== newPath;
  if (!saved && !previous?.perPackage && !moved) return;
  const oldOf = (path: string) => (before && path.startsWith(newPath) ? before.path + path.slice(newPath.length) : path);
  const earlier = after.filter((group) => group.id !== id).map((group) => ({ ...group, path: oldOf(group.path) }));
  const stored = before && previous?.perPackage ? { id, name: before.name, domain_type_id: before.domain_type_id, path: before.path, info: previous } : undefined;
  if (stored) earlier.push(stored);
  const holders = await holdersBelow(db, newPath);
  const added = newIssues(issuesOf(earlier, stored, holders), issuesOf(after, saved, holders));
  if (moved) added.push(...(await movedHolderIssues(db, after, id, before.path, newPath, holders)));
  if (added.length) throw new AppError('licence_consistency', undefined, { consistency: added, notices: added.map(noticeOf) });
}
