/**
 * Licence consistency between groups with packages (000 §3.13 "licence consistency error"): a group takes
 * its licences from the nearest group with packages above it, so its package types must be among that
 * parent's, the quantities of a parent's children together may not exceed the parent's, and a child's period
 * lies within its parent's. A group's own packages must also cover the users below it already holding them.
 * Pure: the caller reads the groups and the holder counts.
 */
import type { PackageType } from '../../schemas/group-licence';
import { PACKAGE_TYPES } from '../../schemas/group-licence';
import type { HolderCounts } from './licence-holders';
import { type PackageGroup, packageParentOf } from './package-groups';
import { type Period, periodEnd } from './period';

export const CONSISTENCY_TYPES = ['license_type_missing', 'license_type_in_use', 'qty_exceeded', 'qty_below_used', 'period_outside'] as const;

interface GroupRef {
  id: number;
  type: number;
  name: string;
}

export interface ConsistencyIssue {
  type: (typeof CONSISTENCY_TYPES)[number];
  /** The package type concerned; 'unknown' for users whose flags make no type a package holds. */
  license_type: PackageType | 'unknown' | null;
  relation: { parent: GroupRef; child: GroupRef | null };
  period: Period | null;
  qty: { target: number; available: number } | null;
}

const refOf = (group: PackageGroup): GroupRef => ({ id: group.id, type: group.domain_type_id, name: group.name });
const qtyOf = (group: PackageGroup, type: PackageType) => group.info.packages.find((p) => p.type === type)?.qty;

function childIssues(parent: PackageGroup, child: PackageGroup): ConsistencyIssue[] {
  const relation = { parent: refOf(parent), child: refOf(child) };
  const missing = child.info.packages.filter((p) => qtyOf(parent, p.type) === undefined);
  const issues: ConsistencyIssue[] = missing.map((p) => ({ type: 'license_type_missing', license_type: p.type, relation, period: null, qty: null }));
  const outer = parent.info.restrictPeriod;
  const inner = child.info.restrictPeriod;
  if (inner.from < outer.from || periodEnd(inner) > periodEnd(outer)) {
    issues.push({ type: 'period_outside', license_type: null, relation, period: { ...outer }, qty: null });
  }
  return issues;
}

/** Children's quantities of each type against the parent's; the relation names `focus` when it is a child. */
function sumIssues(parent: PackageGroup, children: PackageGroup[], focus: number): ConsistencyIssue[] {
  return PACKAGE_TYPES.flatMap((type) => {
    const available = qtyOf(parent, type);
    const holding = children.filter((child) => qtyOf(child, type) !== undefined);
    const target = holding.reduce((sum, child) => sum + (qtyOf(child, type) ?? 0), 0);
    if (available === undefined || target <= available) return [];
    const child = holding.find((c) => c.id === focus) ?? holding[0];
    return [{ type: 'qty_exceeded' as const, license_type: type, relation: { parent: refOf(parent), child: refOf(child) }, period: null, qty: { target, available } }];
  });
}

/** Users below `group` holding a paid type its packages do not cover, or more of one than it holds. */
export function holderIssues(group: PackageGroup, holders: HolderCounts): ConsistencyIssue[] {
  const relation = { parent: refOf(group), child: null };
  return (['basic_paid', 'plus', 'unknown'] as const).flatMap((type): ConsistencyIssue[] => {
    const held = holders[type];
    const available = type === 'unknown' ? undefined : qtyOf(group, type);
    if (!held) return [];
    if (available === undefined) return [{ type: 'license_type_in_use', license_type: type, relation, period: null, qty: { target: held, available: 0 } }];
    return held > available ? [{ type: 'qty_below_used', license_type: type, relation, period: null, qty: { target: held, available } }] : [];
  });
}

/** Every inconsistency between the groups with packages. */
export function consistencyIssues(groups: readonly PackageGroup[], focus: number): ConsistencyIssue[] {
  const children = new Map<number, PackageGroup[]>();
  for (const group of groups) {
    const parent = packageParentOf(group.path, groups);
    if (parent) children.set(parent.id, [...(children.get(parent.id) ?? []), group]);
  }
  return groups.flatMap((parent) => {
    const own = children.get(parent.id) ?? [];
    return [...own.flatMap((child) => childIssues(parent, child)), ...sumIssues(parent, own, focus)];
  });
}

/** Issues of `after` that `before` did not have: a save is refused only for what it breaks. */
export function newIssues(before: readonly ConsistencyIssue[], after: readonly ConsistencyIssue[]) {
  // A sum over children is one issue whichever child it names.
  const child = (issue: ConsistencyIssue) => (issue.type === 'qty_exceeded' ? '' : issue.relation.child?.id);
  const key = (issue: ConsistencyIssue) => [issue.type, issue.license_type, issue.relation.parent.id, child(issue)].join(':');
  const known = new Set(before.map(key));
  return after.filter((issue) => !known.has(key(issue)));
}
