/** Groups keep a materialised path; moves rewrite the subtree's paths; the root group stays. */
import { type Kysely, sql } from 'kysely';
import { GROUP_TYPES, ROOT_GROUP_ID, group } from '../../schemas/group';
import { pathRange } from '../access/scope';
import { AppError, fieldMessage } from '../errors';
import { OneAtATime } from '../crud/create-many';
import { type CreateManyContext, entityHooks } from '../crud/hooks';
import { assertLicenceConsistency, assertMayEditLicence, assertWholePackages, licenceChanged } from '../licensing/group-licence-rules';
import { groupLicenceOf } from '../licensing/package-groups';
import { assertNotifyUserAdministers } from './device-notify-user';
import { subtreeError } from '../../schemas/group-hierarchy';
import { assertHierarchy, lockGroupTree, placesGroup, typesAlongPaths } from './group-hierarchy';

/** Where the group is or will be: a new group's path is its parent's and its id, not known yet. */
async function placeOf(db: Kysely<any>, data: Record<string, unknown>, stored?: Record<string, unknown>) {
  if (stored) return String(stored.path);
  const parent = await db.selectFrom('groups').select('path').where('id', '=', (data.parent_id as number | undefined) ?? ROOT_GROUP_ID).executeTakeFirst();
  return `${parent?.path ?? '0.'}new.`;
}

/** The new group gets its path; a moved group's subtree gets the new prefix. */
async function moveSubtree(db: Kysely<any>, id: number, path: string, stored?: Record<string, unknown>) {
  if (!stored) {
    await db.updateTable('groups').set({ path }).where('id', '=', id).execute();
  } else if (stored.path !== path) {
    const old = String(stored.path);
    const range = pathRange(old);
    await db
      .updateTable('groups')
      .set({ path: sql`${path} || substr(path, ${old.length + 1})` })
      .where('path', '>=', range.from)
      .where('path', '<', range.to)
      .where('id', '<>', id)
      .execute();
  }
}

/** A new group's parent (the root when none) and its logical address as stored: the single and batch forms' start. */
function completeNew(data: Record<string, unknown>) {
  data.parent_id ??= ROOT_GROUP_ID;
  // logic_address is null when empty or when the type is apartment (001 §5).
  if (data.logic_address === '' || data.domain_type_id === GROUP_TYPES.apartment) data.logic_address = null;
}

const notifiedUser = (data: Record<string, unknown>) => (data.device_status_notify as { user?: number | null } | null | undefined)?.user ?? null;

/**
 * beforeWrite of many new groups: their parents and the types above them read once, each judged by the hierarchy
 * rules. Groups given a licence or a device-status user go one at a time (those rules read per group).
 */
async function placeNewGroups({ db, store, rows }: CreateManyContext) {
  if (rows.some((data) => licenceChanged(data) || notifiedUser(data) !== null)) throw new OneAtATime();
  rows.forEach(completeNew);
  await lockGroupTree(db, store.dialect);
  const parentIds = [...new Set(rows.map((data) => Number(data.parent_id)))];
  const parents = new Map((await db.selectFrom('groups').select(['id', 'path']).where('id', 'in', parentIds).execute()).map((row) => [Number(row.id), String(row.path)]));
  const typesAlong = await typesAlongPaths(db, [...parents.values()]);
  for (const data of rows) {
    const path = parents.get(Number(data.parent_id));
    if (path === undefined) throw new AppError('invalid_related_entity', { parent_id: fieldMessage('not_found') }, { entities: ['groups'] });
    const error = subtreeError(typesAlong(path), { domain_type_id: Number(data.domain_type_id) });
    if (error) throw new AppError(error);
    data.path = path;
  }
}

export const groupHooks = entityHooks(group, {
  beforeWrite: [async ({ db, store, actor, data, stored }) => {
    if (licenceChanged(data, stored)) {
      assertMayEditLicence(actor, await placeOf(db, data, stored));
      await assertWholePackages(db, groupLicenceOf(data.license_info));
    }
    await assertNotifyUserAdministers(db, data, stored, { id: stored ? Number(stored.id) : null, path: await placeOf(db, data, stored) });
    if (stored && Number(stored.id) === ROOT_GROUP_ID) {
      data.parent_id = null;
      data.path = '0.';
      return;
    }
    completeNew(data);
    const placing = placesGroup(data, stored);
    if (placing) await lockGroupTree(db, store.dialect);
    const parent = await db.selectFrom('groups').select(['id', 'path']).where('id', '=', data.parent_id as number).executeTakeFirst();
    if (!parent) throw new AppError('invalid_related_entity', { parent_id: fieldMessage('not_found') }, { entities: ['groups'] });
    if (placing) await assertHierarchy(db, String(parent.path), data, stored);
    // The path ends with the group's own id; a new group gets it after insert (afterWrite).
    data.path = stored ? `${parent.path}${stored.id}.` : `${parent.path}`;
  }],
  afterWrite: [async ({ db, store, data, stored, id }) => {
    const path = `${data.path}${stored ? '' : `${id}.`}`;
    await moveSubtree(db, id, path, stored);
    if (licenceChanged(data, stored) || (stored && stored.path !== path)) {
      const before = stored && { path: String(stored.path), name: String(stored.name), domain_type_id: Number(stored.domain_type_id), license_info: stored.license_info };
      await assertLicenceConsistency(db, store.dialect, id, before);
    }
  }],
  beforeCreateMany: [placeNewGroups],
  // Each new group's path ends with its own id, known once inserted.
  afterCreateMany: [async ({ db, ids }) => {
    for (let i = 0; i < ids.length; i += 1_000) {
      await db.updateTable('groups').set({ path: sql`path || cast(id as text) || '.'` }).where('id', 'in', ids.slice(i, i + 1_000)).execute();
    }
  }],
  // Members, devices, child groups and the rest keep a group: the `onDelete` rules of the fields pointing at it.
  beforeDelete: [async ({ ids }) => {
    const dependencies: Record<number, string[]> = ids.includes(ROOT_GROUP_ID) ? { [ROOT_GROUP_ID]: ['root'] } : {};
    if (ids.length === 1 && dependencies[ids[0]]) throw new AppError('group_has_users_or_devices', undefined, { dependencies });
    return { deletable: ids.filter((id) => id !== ROOT_GROUP_ID), dependencies };
  }],
  restrictedError: 'group_has_users_or_devices',
});
