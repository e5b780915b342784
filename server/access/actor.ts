/**
 * Who is asking. Every server-side data call takes an actor; the system actor (migrations, demo data,
 * sign-in bookkeeping) is named at its call site and passes every scope.
 */
import type { Kysely } from 'kysely';

export interface Actor {
  kind: 'user' | 'system';
  id: number | null;
  roleId: number | null;
  permissions: ReadonlySet<string>;
  /** The user's own groups and their materialised paths ("0.3."). */
  groupIds: number[];
  groupPaths: string[];
  /** Roles the actor's role may assign. */
  availableRoles: number[];
  /** The client address of the request, recorded in the audit trail. */
  ip?: string;
}

export const SYSTEM_ACTOR: Actor = {
  kind: 'system',
  id: null,
  roleId: null,
  permissions: new Set(),
  groupIds: [0],
  groupPaths: ['0.'],
  availableRoles: [],
};

export async function loadActor(db: Kysely<any>, userId: number): Promise<Actor | undefined> {
  const user = await db.selectFrom('users').select(['id', 'role_id']).where('id', '=', userId).executeTakeFirst();
  if (!user) return undefined;
  const role = user.role_id
    ? await db.selectFrom('roles').select(['id', 'permissions']).where('id', '=', user.role_id).executeTakeFirst()
    : undefined;
  const availableRoles = role
    ? (await db.selectFrom('roles_available_roles').select('ref_id').where('owner_id', '=', role.id).execute()).map(
        (row) => Number(row.ref_id),
      )
    : [];
  const groups = await db
    .selectFrom('users_domain_ids as j')
    .innerJoin('groups as g', 'g.id', 'j.ref_id')
    .select(['g.id', 'g.path'])
    .where('j.owner_id', '=', userId)
    .execute();
  return {
    kind: 'user',
    id: Number(user.id),
    roleId: role ? Number(role.id) : null,
    permissions: new Set(role ? (JSON.parse(role.permissions) as string[]) : []),
    groupIds: groups.map((g) => Number(g.id)),
    groupPaths: groups.map((g) => String(g.path)),
    availableRoles,
  };
}

export function hasPermission(actor: Actor, permission: string) {
  return actor.kind === 'system' || actor.permissions.has(permission);
}
