/**
 * The group hierarchy's shape rules (001 §8 "group hierarchy violations"), pure so that the server's one check
 * (server/entities/group-hierarchy.ts) and the generator's plan share them:
 * - a building, unit, floor or apartment cannot sit below a group of its own type (`child_type_exists`): no
 *   building in a building, and so none under an apartment of a building either;
 * - a floor or an apartment needs a building above it (`needs_building_parent`).
 * Domains and sites are free containers (a region of sites). Cycles (`child_in_parent`) and the same type and
 * logical address under one parent (`same_type_and_address`, a unique key) are checked where the rows are.
 */
import { GROUP_TYPES } from './group';

export type HierarchyError = 'child_type_exists' | 'needs_building_parent';

/** Types that appear once along a branch. */
const ONCE_PER_BRANCH: ReadonlySet<number> = new Set([GROUP_TYPES.building, GROUP_TYPES.unit, GROUP_TYPES.floor, GROUP_TYPES.apartment]);
/** Types that need a building above them. */
const INSIDE_A_BUILDING: ReadonlySet<number> = new Set([GROUP_TYPES.floor, GROUP_TYPES.apartment]);

/**
 * What is wrong with a group of `type` whose ancestors, from the top, have `above` types; null when it fits.
 * @example hierarchyError([1, 2], GROUP_TYPES.apartment) // 'needs_building_parent'
 */
export function hierarchyError(above: readonly number[], type: number): HierarchyError | null {
  if (ONCE_PER_BRANCH.has(type) && above.includes(type)) return 'child_type_exists';
  if (INSIDE_A_BUILDING.has(type) && !above.includes(GROUP_TYPES.building)) return 'needs_building_parent';
  return null;
}

/** A group and the groups below it, as rows and generated groups both have them. */
export interface HierarchyNode {
  domain_type_id: number;
  children?: readonly HierarchyNode[];
}

/** The first error of a subtree placed below `above` (the subtree's root and every group in it), or null. */
export function subtreeError(above: readonly number[], node: HierarchyNode): HierarchyError | null {
  const own = hierarchyError(above, node.domain_type_id);
  if (own) return own;
  const path = [...above, node.domain_type_id];
  for (const child of node.children ?? []) {
    const error = subtreeError(path, child);
    if (error) return error;
  }
  return null;
}
