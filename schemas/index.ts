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
import { accessControlEvent } from './access-control-event';
import { deviceEvent } from './device-event';
import { deviceTask } from './device-task';
import { elevator } from './elevator';
import { elevatorAccessRule } from './elevator-access-rule';
import { elevatorEvent } from './elevator-event';
import { ukey2 } from './ukey2';

export const entities = [group, user, role, device, marker, schedule, accessRule, identifier, deviceTask, deviceEvent, accessControlEvent, elevator, elevatorAccessRule, elevatorEvent, ukey2] as unknown as readonly Entity[];

export function entityByPath(path: string): Entity | undefined {
  return entities.find((entity) => entity.path === path);
}

export { accessControlEvent, deviceEvent, deviceTask, elevator, elevatorAccessRule, elevatorEvent, ukey2 };
export { accessRule, device, group, identifier, marker, role, schedule, user };
