/** Adds permissions to the demo roles by name (each demo domain grants what its pages need). */
import { role } from '../../schemas';
import type { Permission } from '../../schemas/permissions';
import { SYSTEM_ACTOR } from '../access/actor';
import * as repository from '../crud/repository';
import type { Store } from '../crud/repository';

export async function grantToRoles(store: Store, grants: Record<string, Permission[]>) {
  const roles = await store.db.selectFrom('roles').select(['id', 'name', 'permissions']).where('name', 'in', Object.keys(grants)).execute();
  for (const r of roles) {
    const permissions = [...new Set([...(JSON.parse(r.permissions) as string[]), ...grants[String(r.name)]])];
    await repository.update(store, role, SYSTEM_ACTOR, Number(r.id), { permissions });
  }
}
