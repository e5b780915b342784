/** Users: hashed passwords, roles only from the actor's assignable roles, never left without a group. */
import { type Actor, hasPermission } from '../access/actor';
import { assertAccountWithin, assertRolesGrantable } from '../access/privilege';
import { removeAvatars } from '../account/avatars';
import { hashPassword } from '../auth/passwords';
import { closeAllSessions } from '../auth/sessions';
import { AppError, fieldMessage } from '../errors';
import { licenseInfoOf } from '../licensing/licence-store';
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/connect';
import { type CreateManyContext, entityHooks } from '../crud/hooks';
import { user } from '../../schemas/user';
import { assertLicenceCounts, assertLicenceCountsMany, groupPathsOf } from '../licensing/user-licence-counts';
import { assertKeepsOwnGroups } from './own-groups';

/** The user's licence against the licensed counts, when the write changes it or the user's groups. */
async function checkLicenceCounts(db: Kysely<any>, dialect: DialectName, data: Record<string, unknown>, stored?: Record<string, unknown>) {
  const after = { info: licenseInfoOf(data.license_info ?? stored?.license_info), paths: await groupPathsOf(db, data.domain_ids ?? stored?.domain_ids) };
  const before = stored && { info: licenseInfoOf(stored.license_info), paths: await groupPathsOf(db, stored.domain_ids) };
  await assertLicenceCounts(db, dialect, stored ? Number(stored.id) : undefined, before, after);
}

/** Fields that hand over an account when someone else sets them: its credentials and its role. */
const TAKEOVER_FIELDS = ['password', 'login', 'email', 'role_id'] as const;

function takeoverFieldsChanged(data: Record<string, unknown>, stored: Record<string, unknown>) {
  return TAKEOVER_FIELDS.filter((field) =>
    field === 'password' ? typeof data.password === 'string' : data[field] !== undefined && data[field] !== stored[field],
  );
}

/**
 * The privilege rule (server/access/privilege.ts) on a user write: the role given must be within the
 * actor's permissions, and another account's credentials or role change only when that account's
 * permissions are within the actor's. (One's own password is refused by the schema: notOnOwnRecord.)
 */
async function checkAccountChange(db: Kysely<any>, actor: Actor, data: Record<string, unknown>, stored?: Record<string, unknown>) {
  if (stored && Number(stored.id) !== actor.id) {
    const changed = takeoverFieldsChanged(data, stored);
    if (changed.length) await assertAccountWithin(db, actor, (stored.role_id as number | null) ?? null, changed[0]);
  }
  const roleChanged = data.role_id !== undefined && data.role_id !== null && data.role_id !== (stored?.role_id ?? null);
  if (roleChanged) await assertRolesGrantable(db, actor, [Number(data.role_id)], 'role_id');
}

/** The paths of every group the rows name, read once (groupPathsOf's, for many users). */
async function pathsOfGroups(db: Kysely<any>, rows: Record<string, unknown>[]) {
  const ids = [...new Set(rows.flatMap((data) => (Array.isArray(data.domain_ids) ? data.domain_ids.map(Number) : [])))];
  const paths = new Map<number, string>();
  for (let i = 0; i < ids.length; i += 1_000) {
    for (const row of await db.selectFrom('groups').select(['id', 'path']).where('id', 'in', ids.slice(i, i + 1_000)).execute()) paths.set(Number(row.id), String(row.path));
  }
  return (data: Record<string, unknown>) => (Array.isArray(data.domain_ids) ? data.domain_ids.flatMap((id) => paths.get(Number(id)) ?? []).sort() : []);
}

/** beforeWrite of many new users: the roles given judged once, the licence counts of all of them together. */
async function completeNewUsers({ db, store, actor, rows }: CreateManyContext) {
  const roles = [...new Set(rows.flatMap((data) => (data.role_id === undefined || data.role_id === null ? [] : [Number(data.role_id)])))];
  if (roles.length) await assertRolesGrantable(db, actor, roles, 'role_id');
  for (const data of rows) {
    if (typeof data.password === 'string') data.password = await hashPassword(data.password);
    Object.assign(data, { is_verified: false, avatar_url: null });
  }
  const pathsOf = await pathsOfGroups(db, rows);
  await assertLicenceCountsMany(db, store.dialect, rows.map((data) => ({ info: licenseInfoOf(data.license_info), paths: pathsOf(data) })));
  if (roles.length && actor.kind !== 'system' && !hasPermission(actor, 'roles.edit.all') && !hasPermission(actor, 'roles.edit.users') && roles.some((id) => !actor.availableRoles.includes(id))) {
    throw new AppError('prohibited', { role_id: 'not assignable' });
  }
  const found = roles.length ? await db.selectFrom('roles').select('id').where('id', 'in', roles).execute() : [];
  if (found.length < roles.length) throw new AppError('invalid_related_entity', { role_id: fieldMessage('not_found') }, { entities: ['roles'] });
}

export const userHooks = entityHooks(user, {
  beforeWrite: [async ({ db, store, actor, data, stored }) => {
    assertKeepsOwnGroups(actor, data, stored);
    await checkAccountChange(db, actor, data, stored);
    if (typeof data.password === 'string') data.password = await hashPassword(data.password);
    if (!stored) {
      data.is_verified = false;
      data.avatar_url = null;
    }
    await checkLicenceCounts(db, store.dialect, data, stored);
    const roleChanged = data.role_id !== undefined && data.role_id !== (stored?.role_id ?? null);
    if (roleChanged && data.role_id !== null && actor.kind !== 'system' && !hasPermission(actor, 'roles.edit.all')) {
      if (!hasPermission(actor, 'roles.edit.users') && !actor.availableRoles.includes(Number(data.role_id))) {
        throw new AppError('prohibited', { role_id: 'not assignable' });
      }
    }
    if (data.role_id !== null && data.role_id !== undefined) {
      const role = await db.selectFrom('roles').select('id').where('id', '=', data.role_id as number).executeTakeFirst();
      if (!role) throw new AppError('invalid_related_entity', { role_id: fieldMessage('not_found') }, { entities: ['roles'] });
    }
  }],
  afterWrite: [async ({ db, data, stored, id }) => {
    // A new password ends the user's other sign-ins.
    if (stored && typeof data.password === 'string') await closeAllSessions(db, id);
  }],
  beforeCreateMany: [completeNewUsers],
  // A new user has no sign-ins to end.
  afterCreateMany: [async () => undefined],
  beforeDelete: [async ({ db, actor, ids }) => {
    const dependencies: Record<number, string[]> = {};
    if (actor.id !== null && ids.includes(actor.id)) dependencies[actor.id] = ['self'];
    if (ids.length === 1 && dependencies[ids[0]]) throw new AppError('prohibited', undefined, { dependencies });
    const deletable = ids.filter((id) => !dependencies[id]);
    for (const id of deletable) await closeAllSessions(db, id);
    await removeAvatars(db, deletable); // their public URLs must not outlive them
    return { deletable, dependencies };
  }],
});
