/**
 * The privilege rule (SECURITY.md): no actor can cause any account, its own included, to hold a
 * permission the actor does not hold, unless the actor holds `roles.grant_more_than_own`.
 *
 * Accounts hold permissions only through their role, so every way of granting goes through one of these:
 * - giving an account a role (user create or update, self-registration settings) grants the role's permissions;
 * - adding permissions to a role grants them to every holder;
 * - adding a role to a role's available_roles lets every holder grant that role;
 * - setting another account's credentials (password, login, e-mail) or role takes over what it holds, so
 *   that account's permissions must be within the actor's too; so does handing an account a credential, or
 *   setting or taking one it holds (a SIP number's password reaches its user's calls).
 * The checks below are the rule's only implementation; the users' and roles' hooks and the project
 * settings call them.
 */
import type { Kysely } from 'kysely';
import { user } from '../../schemas';
import { AppError, fieldMessage } from '../errors';
import { type Actor, hasPermission } from './actor';
import { accessFilter } from './scope';

/** The system itself, and holders of "grant more than own", are not bound by the rule. */
export function grantsAnything(actor: Actor) {
  return actor.kind === 'system' || hasPermission(actor, 'roles.grant_more_than_own');
}

/** The permissions in `permissions` that the actor does not hold (none for an actor bound by nothing). */
export function permissionsBeyond(actor: Actor, permissions: Iterable<string>) {
  if (grantsAnything(actor)) return [];
  return [...new Set(permissions)].filter((permission) => !actor.permissions.has(permission));
}

/** Each listed role's permissions; a missing id is absent from the map. */
export async function permissionsOfRoles(db: Kysely<any>, roleIds: number[]) {
  const ids = [...new Set(roleIds)];
  const rows = ids.length ? await db.selectFrom('roles').select(['id', 'permissions']).where('id', 'in', ids).execute() : [];
  return new Map(rows.map((row) => [Number(row.id), JSON.parse(row.permissions) as string[]]));
}

function refuse(field: string, beyond: string[]): never {
  throw new AppError('prohibited', { [field]: `grants permissions not held: ${beyond.slice(0, 5).join(', ')}` });
}

/** Granting these permissions (to a role's holders) is refused when the actor lacks any of them. */
export function assertPermissionsGrantable(actor: Actor, permissions: Iterable<string>, field: string) {
  const beyond = permissionsBeyond(actor, permissions);
  if (beyond.length) refuse(field, beyond);
}

/** Granting these roles (to an account, or as assignable by a role) is refused when any holds more than the actor. */
export async function assertRolesGrantable(db: Kysely<any>, actor: Actor, roleIds: number[], field: string) {
  if (grantsAnything(actor) || !roleIds.length) return;
  const roles = await permissionsOfRoles(db, roleIds);
  const missing = roleIds.filter((id) => !roles.has(id));
  if (missing.length) throw new AppError('invalid_related_entity', { [field]: fieldMessage('not_found') }, { entities: ['roles'] });
  assertPermissionsGrantable(actor, [...roles.values()].flat(), field);
}

/**
 * Acting on another account's credentials or role: refused when that account holds a permission the
 * actor lacks (a group administrator cannot take over a system administrator placed in their group).
 */
export async function assertAccountWithin(db: Kysely<any>, actor: Actor, roleId: number | null, field: string) {
  if (grantsAnything(actor) || roleId === null) return;
  const held = (await permissionsOfRoles(db, [roleId])).get(roleId) ?? [];
  const beyond = permissionsBeyond(actor, held);
  if (beyond.length) throw new AppError('prohibited', { [field]: 'account holds permissions you do not hold' });
}

/**
 * Handing an account a credential, or setting or taking one it holds (a virtual number's SIP password, which
 * its user reads back and calls with): as setting its password, the actor must be able to edit the account,
 * and the account may hold nothing the actor lacks.
 */
export async function assertAccountHandedOver(db: Kysely<any>, actor: Actor, userId: number, field: string) {
  if (actor.kind === 'system') return;
  const account = await db.selectFrom(user.table).select(['users.id', 'users.role_id']).where('users.id', '=', userId).where(accessFilter(user, actor, 'update')).executeTakeFirst();
  if (!account) throw new AppError('prohibited', { [field]: 'an account you may not edit' });
  await assertAccountWithin(db, actor, account.role_id == null ? null : Number(account.role_id), field);
}
