/** Roles: no one grants more than they hold (unless allowed to); a role in use is not deleted. */
import { hasPermission } from '../access/actor';
import { AppError } from '../errors';
import type { EntityHooks } from './hooks';

export const roleHooks: EntityHooks = {
  async beforeWrite({ db, actor, data }) {
    if (actor.kind === 'system' || hasPermission(actor, 'roles.grant_more_than_own')) return;
    const extra = (data.permissions as string[]).filter((permission) => !actor.permissions.has(permission));
    if (extra.length) throw new AppError('prohibited', { permissions: `not held: ${extra.slice(0, 5).join(', ')}` });
    const ids = data.available_roles as number[];
    const assignable = new Set([...actor.availableRoles, ...(actor.roleId ? [actor.roleId] : [])]);
    if (!hasPermission(actor, 'roles.edit.all') && ids.some((id) => !assignable.has(id))) {
      throw new AppError('prohibited', { available_roles: 'not assignable' });
    }
    if (ids.length) {
      const found = await db.selectFrom('roles').select('id').where('id', 'in', ids).execute();
      if (found.length !== new Set(ids).size) throw new AppError('invalid_related_entity', { available_roles: 'not found' }, { entities: ['roles'] });
    }
  },
  async beforeDelete({ db, ids }) {
    const dependencies: Record<number, string[]> = {};
    if (ids.length) {
      const used = await db.selectFrom('users').select(['role_id', 'login']).where('role_id', 'in', ids).execute();
      for (const row of used) (dependencies[Number(row.role_id)] ??= []).push(`user:${row.login}`);
    }
    if (ids.length === 1 && dependencies[ids[0]]) throw new AppError('prohibited', undefined, { dependencies });
    return { deletable: ids.filter((id) => !dependencies[id]), dependencies };
  },
};
