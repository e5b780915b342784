/** The table of contents of the product: every entity the generator knows. Add one line per new entity. */
import type { Entity } from './define-entity';
import { device } from './device';
import { group } from './group';
import { role } from './role';
import { user } from './user';

export const entities = [group, user, role, device] as unknown as readonly Entity[];

export function entityByPath(path: string): Entity | undefined {
  return entities.find((entity) => entity.path === path);
}

export { device, group, role, user };
