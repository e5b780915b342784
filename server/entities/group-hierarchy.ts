/**
 * The group hierarchy's rules (schemas/group-hierarchy.ts) checked on every write that places a group: a new
 * group, a move, a change of type. The groups hook calls it, so the API, imports and generation all pass here.
 * A group is never moved into its own subtree, and a moved group's whole subtree is checked under its new
 * ancestors (a unit of apartments taken out of its building is refused). Writes that place groups take the
 * tree's lock first on PostgreSQL, so two moves at once cannot make a cycle or a shape that each alone would not;
 * SQLite runs one write transaction at a time.
 */
import { type Kysely, sql } from 'kysely';
import { type HierarchyNode, subtreeError } from '../../schemas/group-hierarchy';
import type { DialectName } from '../db/connect';
import { pathRange } from '../access/scope';
import { AppError, errorField } from '../errors';

/** An arbitrary constant naming "the group tree" among the server's advisory locks (licence-lock.ts has another). */
const GROUP_TREE_LOCK = 7_310_003;

/** Whether the write places the group: a new one, or a new parent or type. */
export function placesGroup(data: Record<string, unknown>, stored?: Record<string, unknown>) {
  return !stored || Number(data.parent_id) !== Number(stored.parent_id) || Number(data.domain_type_id) !== Number(stored.domain_type_id);
}

export async function lockGroupTree(db: Kysely<any>, dialect: DialectName) {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${GROUP_TREE_LOCK})`.execute(db);
}

const idsOfPath = (path: string) => path.split('.').filter(Boolean).map(Number);

/** The types of the groups on `path` ("0.3.17."), from the top. */
export async function typesAlong(db: Kysely<any>, path: string) {
  const ids = idsOfPath(path);
  const rows = await db.selectFrom('groups').select(['id', 'domain_type_id']).where('id', 'in', ids).execute();
  const typeOf = new Map(rows.map((row) => [Number(row.id), Number(row.domain_type_id)]));
  return ids.map((id) => typeOf.get(id)!);
}

/** The stored group's descendants as a tree below it (types only). */
async function subtreeOf(db: Kysely<any>, stored: Record<string, unknown>, type: number): Promise<HierarchyNode> {
  const path = String(stored.path);
  const range = pathRange(path);
  const rows = await db.selectFrom('groups').select(['path', 'domain_type_id']).where('path', '>=', range.from).where('path', '<', range.to).where('path', '<>', path).execute();
  const nodes = new Map<string, { domain_type_id: number; children: HierarchyNode[] }>([[path, { domain_type_id: type, children: [] }]]);
  // Sorted by path's length, a parent comes before its children.
  for (const row of rows.map((r) => ({ path: String(r.path), type: Number(r.domain_type_id) })).sort((a, b) => a.path.length - b.path.length)) {
    const node = { domain_type_id: row.type, children: [] };
    nodes.set(row.path, node);
    nodes.get(row.path.replace(/\d+\.$/, ''))?.children.push(node);
  }
  return nodes.get(path)!;
}

/**
 * Refuses the group (and, when it exists, its subtree) placed under the parent at `parentPath`. A group moved
 * below itself or one of its descendants is the spec's "child in parent": that child would contain its parent.
 */
export async function assertHierarchy(db: Kysely<any>, parentPath: string, data: Record<string, unknown>, stored?: Record<string, unknown>) {
  if (stored && parentPath.startsWith(String(stored.path))) throw new AppError('child_in_parent', { parent_id: errorField('child_in_parent') });
  const type = Number(data.domain_type_id);
  const node = stored ? await subtreeOf(db, stored, type) : { domain_type_id: type };
  const error = subtreeError(await typesAlong(db, parentPath), node);
  if (error) throw new AppError(error);
}

/** typesAlong of several paths, their groups read once. */
export async function typesAlongPaths(db: Kysely<any>, paths: string[]) {
  const ids = [...new Set(paths.flatMap(idsOfPath))];
  const typeOf = new Map<number, number>();
  for (let i = 0; i < ids.length; i += 1_000) {
    for (const row of await db.selectFrom('groups').select(['id', 'domain_type_id']).where('id', 'in', ids.slice(i, i + 1_000)).execute()) typeOf.set(Number(row.id), Number(row.domain_type_id));
  }
  return (path: string) => idsOfPath(path).map((id) => typeOf.get(id)!);
}
