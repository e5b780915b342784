/** Adds permissions to the demo roles, found by their names in the demo's language (each demo domain grants what its pages need). */
import { role } from '../../schemas';
import type { Permission } from '../../schemas/permissions';
import { SYSTEM_ACTOR } from '../access/actor';
import * as repository from '../crud/repository';
import type { Store } from '../crud/repository';
import type { DemoRole, DemoTexts } from './texts';

export type RoleGrants = Partial<Record<DemoRole, Permission[]>>;

export async function grantToRoles(store: Store, texts: DemoTexts, grants: RoleGrants) {
  const byName = new Map(Object.entries(grants).map(([key, permissions]) => [texts.roles[key as DemoRole].name, permissions]));
  const roles = await store.db.selectFrom('roles').select(['id', 'name', 'permissions']).where('name', 'in', [...byName.keys()]).execute();
  for (const r of roles) {
    const permissions = [...new Set([...(JSON.parse(r.permissions) as string[]), ...byName.get(String(r.name))!])];
    await repository.update(store, role, SYSTEM_ACTOR, Number(r.id), { permissions });
  }
}
