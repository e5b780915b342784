/** Which groups "a group and below" means, from the groups' materialised paths. */

export interface Group {
  id: number;
  name: string;
  /** Ancestors' ids and the group's own, e.g. "0.3.17." for group 17 under group 3. */
  path: string;
}

/**
 * The chosen group and every group below it. A group not in the list (not visible) stands alone.
 * Example: subtreeOf([{id: 3, path: '0.3.'}, {id: 17, path: '0.3.17.'}, {id: 31, path: '0.31.'}], 3) → [3, 17].
 */
export function subtreeOf(groups: Group[], groupId: number): number[] {
  const root = groups.find((g) => g.id === groupId);
  return root ? groups.filter((g) => g.path.startsWith(root.path)).map((g) => g.id) : [groupId];
}
