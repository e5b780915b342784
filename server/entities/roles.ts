/** Roles: no one grants more than they hold (unless allowed to); a role in use is not deleted. */
import { hasPermission } from '../access/actor';
import { assertPermissionsGrantable, assertRolesGrantable } from '../access/privilege';
import { AppError, fieldMessage } from '../errors';
import { entityHooks } from '../crud/hooks';
import { role } from '../../schemas/role';

/** What a write adds to a list: an actor answers for what it grants, not for what the role already had. */
function added<T>(next: unknown, before: unknown): T[] {
  const kept = new Set((before as T[] | undefined) ?? []);
  return ((next as T[] | undefined) ?? []).filter((item) => !kept.has(item));
}

export const roleHooks = entityHooks(role, {
  beforeWrite: [async ({ db, actor, data, stored }) => {
    const ids = data.available_roles as number[];
    if (ids.length) {
      const found = await db.selectFrom('roles').select('id').where('id', 'in', ids).execute();
      if (found.length !== new Set(ids).size) throw new AppError('invalid_related_entity', { available_roles: fieldMessage('not_found') }, { entities: ['roles'] });
    }
    // The privilege rule (server/access/privilege.ts): added permissions reach every holder of the role,
    // added assignable roles reach every account a holder may create.
    assertPermissionsGrantable(actor, added<string>(data.permissions, stored?.permissions), 'permissions');
    const newlyAssignable = added<number>(ids, stored?.available_roles);
    const assignable = new Set([...actor.availableRoles, ...(actor.roleId ? [actor.roleId] : [])]);
    if (actor.kind !== 'system' && !hasPermission(actor, 'roles.edit.all') && !hasPermission(actor, 'roles.grant_more_than_own')
      && newlyAssignable.some((id) => !assignable.has(id))) {
      throw new AppError('prohibited', { available_roles: 'not assignable' });
    }
    await assertRolesGrantable(db, actor, newlyAssignable, 'available_roles');
  }],
  beforeDelete: [async ({ db, ids }) => {
    const dependencies: Record<number, string[]> = {};
    if (ids.length) {
      const used = await db.selectFrom('users').select(['role_id', 'login']).where('role_id', 'in', ids).execute();
      for (const row of used) (dependencies[Number(row.role_id)] ??= []).push(`user:${row.login}`);
    }
    if (ids.length === 1 && dependencies[ids[0]]) throw new AppError('prohibited', undefined, { dependencies });
    return { deletable: ids.filter((id) => !dependencies[id]), dependencies };
  }],
});
