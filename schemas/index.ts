/** The table of contents of the product: every entity the generator knows. Add one line per new entity. */
import { accessRule } from './access-rule';
import type { Entity } from './define-entity';
import { device } from './device';
import { group } from './group';
import { identifier } from './identifier';
import { marker } from './marker';
import { role } from './role';
import { schedule } from './schedule';
import { user } from './user';

export const entities = [group, user, role, device, marker, schedule, accessRule, identifier] as unknown as readonly Entity[];

export function entityByPath(path: string): Entity | undefined {
  return entities.find((entity) => entity.path === path);
}

export { accessRule, device, group, identifier, marker, role, schedule, user };
