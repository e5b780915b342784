/**
 * A group named by its path from the top, "Site/Block A/Entrance 1/Apt 12" (the spreadsheet import's
 * `group_path` and `group_paths`, server/import/resolvers.ts): each name is looked up under the one before,
 * ignoring case, and the group found must be one the importer sees. The export writes the same path back; the
 * root is the empty path, or "/" in a list.
 */
import type { Kysely } from 'kysely';
import { entityByPath } from '../../schemas';
import { ROOT_GROUP_ID } from '../../schemas/group';
import type { Actor } from '../access/actor';
import { accessFilter } from '../access/scope';
import { AppError, fieldMessage } from '../errors';
import { type ImportResolver, type ResolveContext, joinList, splitList } from '../import/resolvers';

const notFound = (path: string) => new AppError('invalid_related_entity', { group: fieldMessage('not_found') }, { entities: ['groups'], value: path });

/**
 * A child's id by name, read with all its siblings and whether the actor sees each; found ones are kept for the
 * run (a created group is found by the next row's lookup, the siblings' rows by none).
 */
async function childId(db: Kysely<any>, actor: Actor, cache: Map<string, unknown>, parentId: number, name: string) {
  const key = `group:${parentId}/${name.toLowerCase()}`;
  if (cache.has(key)) return cache.get(key) as number;
  const seen = accessFilter(entityByPath('groups')!, actor, 'view');
  const rows = await db
    .selectFrom('groups')
    .select(['groups.id', 'groups.name', (eb) => eb.case().when(seen(eb)).then(1).else(0).end().as('seen')])
    .where('groups.parent_id', '=', parentId)
    .execute();
  // The first of a name, as a search among the rows would answer.
  for (const row of rows) {
    const sibling = `group:${parentId}/${String(row.name).toLowerCase()}`;
    if (cache.has(sibling)) continue;
    cache.set(sibling, Number(row.id));
    cache.set(`group-visible:${Number(row.id)}`, Number(row.seen) === 1);
  }
  return cache.get(key) as number | undefined;
}

async function visible(db: Kysely<any>, actor: Actor, id: number, cache: Map<string, unknown>) {
  const key = `group-visible:${id}`;
  if (!cache.has(key)) cache.set(key, Boolean(await db.selectFrom('groups').select('groups.id').where('groups.id', '=', id).where(accessFilter(entityByPath('groups')!, actor, 'view')).executeTakeFirst()));
  return cache.get(key) as boolean;
}

/** The root's path in a list of groups (a user in the root group); alone, an empty path is the root too. */
const ROOT_PATH = '/';

/** The group at `path`, seen by the actor; an empty path is the root (a top-level group's parent). */
export async function groupByPath(path: string, { db, actor, cache }: ResolveContext): Promise<number> {
  const names = path.split('/').map((name) => name.trim()).filter(Boolean);
  if (!names.length) return ROOT_GROUP_ID;
  let id: number | undefined = ROOT_GROUP_ID;
  for (const name of names) {
    id = await childId(db, actor, cache, id, name);
    if (id === undefined) throw notFound(path);
  }
  if (!(await visible(db, actor, id, cache))) throw notFound(path);
  return id;
}

/** Each group's path of names below the root, by id. */
export async function groupPaths(db: Kysely<any>, ids: number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await db.selectFrom('groups').select(['id', 'path']).where('id', 'in', wanted).execute();
  const chains = new Map(rows.map((row) => [Number(row.id), String(row.path).split('.').filter(Boolean).map(Number).filter((id) => id !== ROOT_GROUP_ID)]));
  const named = [...new Set([...chains.values()].flat())];
  const names = new Map<number, string>();
  for (let i = 0; i < named.length; i += 500) {
    const part = await db.selectFrom('groups').select(['id', 'name']).where('id', 'in', named.slice(i, i + 500)).execute();
    for (const row of part) names.set(Number(row.id), String(row.name));
  }
  return new Map([...chains].map(([id, chain]) => [id, chain.map((link) => names.get(link) ?? '').join('/')]));
}

export const groupPathResolvers: Record<string, ImportResolver> = {
  group_path: {
    read: (text, context) => groupByPath(text, context),
    write: async (values, { db }) => {
      const paths = await groupPaths(db, values.filter((value) => value !== null && value !== undefined).map(Number));
      // The root has no parent to name: its row is not exported (it is never imported either).
      return values.map((value) => (value === null || value === undefined ? undefined : paths.get(Number(value)) ?? ''));
    },
  },
  group_paths: {
    read: async (text, context) => {
      const ids: number[] = [];
      for (const path of splitList(text)) ids.push(await groupByPath(path, context));
      return [...new Set(ids)];
    },
    write: async (values, { db }) => {
      const paths = await groupPaths(db, values.flatMap((value) => (value as number[] | null) ?? []));
      return values.map((value) => joinList(((value as number[] | null) ?? []).map((id) => (id === ROOT_GROUP_ID ? ROOT_PATH : paths.get(id) ?? ''))));
    },
  },
};
