/**
 * The group structure's reads (001 §7 Groups: completely, buildings, units, floors-and-apartments): groups of the
 * asked types, within the reader's view scope like every list, optionally below one group the reader sees.
 */
import type { Kysely } from 'kysely';
import { GROUP_TYPES, group } from '../../schemas/group';
import type { GroupNode } from '../../schemas/group-structure';
import type { Actor } from '../access/actor';
import { accessFilter, pathRange } from '../access/scope';
import * as repository from '../crud/repository';
import type { Store } from '../crud/repository';

/** Which types each read answers; `completely` answers every type. */
export const STRUCTURE_READS = {
  completely: null,
  buildings: [GROUP_TYPES.building],
  units: [GROUP_TYPES.unit],
  'floors-and-apartments': [GROUP_TYPES.floor, GROUP_TYPES.apartment],
} as const satisfies Record<string, readonly number[] | null>;
export type StructureRead = keyof typeof STRUCTURE_READS;

const toNode = (row: Record<string, unknown>): GroupNode => ({
  id: Number(row.id),
  name: String(row.name),
  parent_id: row.parent_id === null ? null : Number(row.parent_id),
  domain_type_id: Number(row.domain_type_id),
  logic_address: (row.logic_address as string | null) ?? null,
});

async function pathOf(store: Store, actor: Actor, id: number) {
  // Read as the reader: a group it does not see answers 404, as GET /groups/{id} does.
  return String((await repository.getOne(store, group, actor, id)).path);
}

/** The groups of `read`'s types the actor sees, below `parentId` when given, by name. */
export async function structureRead(store: Store, actor: Actor, read: StructureRead, parentId?: number): Promise<GroupNode[]> {
  const db: Kysely<any> = store.db;
  let query = db.selectFrom('groups').select(['id', 'name', 'parent_id', 'domain_type_id', 'logic_address']).where(accessFilter(group, actor, 'view'));
  const types: readonly number[] | null = STRUCTURE_READS[read];
  if (types) query = query.where('domain_type_id', 'in', types);
  if (parentId !== undefined) {
    const range = pathRange(await pathOf(store, actor, parentId));
    query = query.where('path', '>=', range.from).where('path', '<', range.to).where('id', '<>', parentId);
  }
  const rows = await query.orderBy('name').orderBy('id').execute();
  return rows.map(toNode);
}
