/**
 * Elevator access rules (000 §3.6, §5.2, §5.4): elevators without floors are dropped; what remains must
 * name at least one user, group or elevator floor; elevators must be ones the actor sees (users and groups
 * are references, checked by the repository: server/crud/references.ts), and each floor one of the elevator's
 * floor maps.
 */
import type { Kysely } from 'kysely';
import { type ElevatorController, elevator } from '../../schemas/elevator';
import { translate } from '../../locales';
import type { Actor } from '../access/actor';
import { accessFilter } from '../access/scope';
import { AppError } from '../errors';
import { entityHooks } from '../crud/hooks';
import { elevatorAccessRule } from '../../schemas/elevator-access-rule';

interface ElevatorFloors {
  elevator_id: number;
  floors: number[];
}

/** The floors of each named elevator the actor sees; an unseen elevator is refused on its row. */
async function mappedFloors(db: Kysely<any>, actor: Actor, rows: ElevatorFloors[]) {
  const ids = [...new Set(rows.map((row) => row.elevator_id))];
  const found = ids.length
    ? await db.selectFrom('elevators').select(['id', 'controllers']).where('id', 'in', ids).where(accessFilter(elevator, actor, 'view')).execute()
    : [];
  return new Map(
    found.map((row) => {
      const controllers = JSON.parse(String(row.controllers)) as ElevatorController[];
      return [Number(row.id), new Set(controllers.flatMap((controller) => controller.floor_map.map((floor) => floor.floor)))];
    }),
  );
}

export const elevatorAccessRuleHooks = entityHooks(elevatorAccessRule, {
  beforeWrite: [async ({ db, actor, data }) => {
    const rows = (data.elevators as ElevatorFloors[]).filter((row) => row.floors.length > 0);
    data.elevators = rows;
    const users = data.user_ids as number[];
    const groups = data.domain_ids as number[];
    if (!rows.length && !users.length && !groups.length) {
      throw new AppError('invalid_data', { user_ids: translate('en', 'elevator_mapping.validation.rule_selection') });
    }
    const floorsOf = await mappedFloors(db, actor, rows);
    const problems: Record<string, string> = {};
    rows.forEach((row, r) => {
      const floors = floorsOf.get(row.elevator_id);
      if (!floors) problems[`elevators.${r}.elevator_id`] = 'not found';
      else if (row.floors.some((floor) => !floors.has(floor))) problems[`elevators.${r}.floors`] = translate('en', 'elevator_mapping.validation.floor_not_mapped');
    });
    if (Object.keys(problems).length) throw new AppError('invalid_data', problems);
    data.elevator_ids = [...new Set(rows.map((row) => row.elevator_id))];
  }],
});
