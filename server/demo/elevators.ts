/**
 * Demo elevators (issue 6): "Lift A" in Block A's building on its lift controller, floors 1..9 (the panel
 * floor 1, a public floor 2, apartments on 3..9), a rule letting the building's residents call floors 3..9,
 * a few calls among the elevator events, and the elevator views for the demo roles that manage or read.
 */
import { elevator, elevatorAccessRule, elevatorEvent } from '../../schemas';
import type { Permission } from '../../schemas/permissions';
import { SYSTEM_ACTOR } from '../access/actor';
import * as repository from '../crud/repository';
import type { Store } from '../crud/repository';
import { grantToRoles } from './role-grants';
import type { DemoTexts } from './texts';

const ELEVATOR_VIEWS: Permission[] = ['elevators.view', 'elevator_access_rules.view'];

function liftAFloors(t: DemoTexts) {
  return Array.from({ length: 9 }, (_, i) => {
    const floor = i + 1;
    const apartments = floor >= 3 ? [1, 2, 3, 4].map((n) => `${floor}0${n}`) : [];
    return { floor, name: floor === 1 ? t.elevators.lobby : floor === 2 ? t.elevators.fitness : '', is_public: floor === 2, is_panel_floor: floor === 1, apartments, ports: [floor] };
  });
}

export async function seedElevators(store: Store, t: DemoTexts) {
  const controller = await store.db.selectFrom('devices').select(['id', 'domain_id']).where('type', '=', 'liftcontroller').orderBy('id').executeTakeFirst();
  if (!controller) return;
  const building = Number(controller.domain_id);
  const lift = await repository.create(store, elevator, SYSTEM_ACTOR, {
    name: t.elevators.lift, description: t.elevators.description, domain_id: building, lowest_floor: 1, highest_floor: 9,
    controllers: [{ device_id: Number(controller.id), relays: 16, floor_map: liftAFloors(t) }],
  });
  await repository.create(store, elevatorAccessRule, SYSTEM_ACTOR, {
    name: t.residentsRule(t.block('A')), description: t.elevators.ruleDescription, domain_ids: [building],
    elevators: [{ elevator_id: Number(lift.id), floors: [3, 4, 5, 6, 7, 8, 9] }],
  });
  const now = Date.now();
  for (const [i, floor] of [3, 5, 2].entries()) {
    await repository.create(store, elevatorEvent, SYSTEM_ACTOR, {
      elevator_id: Number(lift.id), domain_id: building, kind: 'call', floor, direction: i % 2 ? 'down' : 'up', at: new Date(now - (i + 1) * 3_600_000).toISOString(),
    });
  }
  await grantToRoles(store, t, { groupAdministrator: ELEVATOR_VIEWS, auditor: ELEVATOR_VIEWS });
}
