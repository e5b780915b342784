import type { EntityHooks } from './hooks';
import { deviceHooks } from './devices';
import { groupHooks } from './groups';
import { roleHooks } from './roles';
import { userHooks } from './users';

/** Entity-specific server logic, by API path. An entity without hooks needs no line here. */
export const entityHooks: Record<string, EntityHooks> = {
  groups: groupHooks,
  users: userHooks,
  roles: roleHooks,
  devices: deviceHooks,
};
