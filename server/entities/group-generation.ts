/**
 * Generate groups (001 §7 generate/tree and generate/save, 000 §2.7): a building's entrances, their floors and
 * the floors' apartments from counts and a numbering rule. The tree is the plan, checked against the building
 * by the hierarchy rules and the entrances' addresses and written nowhere; saving writes the plan in one
 * transaction through the repository's create, so every group passes the API's checks (scope, rules, audit).
 */
import { GROUP_TYPES, group } from '../../schemas/group';
import { subtreeError } from '../../schemas/group-hierarchy';
import type { GenerateGroupsRequest, GeneratedGroup, GeneratedTree, GeneratedUnit } from '../../schemas/group-structure';
import type { Actor } from '../access/actor';
import { grantedScopes } from '../access/scope';
import { auditBatch } from '../audit/record';
import * as repository from '../crud/repository';
import type { Store } from '../crud/repository';
import { AppError, fieldMessage } from '../errors';
import { typesAlong } from './group-hierarchy';

const numbers = (count: number, first: number) => Array.from({ length: count }, (_, i) => first + i);

/**
 * The entrances a request makes, with their floors and apartments. Apartments keep no logic address (001 §5:
 * none for type 5); their number is in their name, their address is the path's (building.entrance.floor).
 * @example plannedUnits({ units: 1, floors: 2, apartments_per_floor: 2, numbering: 'per_floor', first_apartment: 1, … })
 * // Entrance 1 › Floor 1 › Apartment 101, 102; Floor 2 › Apartment 201, 202
 */
export function plannedUnits(r: GenerateGroupsRequest): GeneratedUnit[] {
  let through = r.first_apartment;
  const apartmentNumber = (floor: number, index: number) => (r.numbering === 'through' ? through++ : floor * 100 + r.first_apartment + index);
  return numbers(r.units, r.first_unit).map((unit) => ({
    name: `${r.names.unit} ${unit}`,
    domain_type_id: GROUP_TYPES.unit,
    logic_address: String(unit),
    children: numbers(r.floors, r.first_floor).map((floor) => ({
      name: `${r.names.floor} ${floor}`,
      domain_type_id: GROUP_TYPES.floor,
      logic_address: String(floor),
      children: numbers(r.apartments_per_floor, 0).map((index) => ({ name: `${r.names.apartment} ${apartmentNumber(floor, index)}`, domain_type_id: GROUP_TYPES.apartment, logic_address: null })),
    })),
  }));
}

/** The preview: refused as saving would refuse it (no grant, a building out of sight, the rules, a taken entrance). */
export async function generatedTree(store: Store, actor: Actor, r: GenerateGroupsRequest): Promise<GeneratedTree> {
  if (!grantedScopes(actor, group, 'create').length) throw new AppError('prohibited');
  const building = await repository.getOne(store, group, actor, r.building_id);
  const units = plannedUnits(r);
  const above = await typesAlong(store.db, String(building.path));
  for (const unit of units) {
    const error = subtreeError(above, unit);
    if (error) throw new AppError(error);
  }
  const addresses = units.map((unit) => unit.logic_address!);
  const taken = await store.db.selectFrom('groups').select('id').where('parent_id', '=', r.building_id).where('domain_type_id', '=', GROUP_TYPES.unit).where('logic_address', 'in', addresses).executeTakeFirst();
  if (taken) throw new AppError('same_type_and_address', { first_unit: fieldMessage('unique') });
  const counts = { units: r.units, floors: r.units * r.floors, apartments: r.units * r.floors * r.apartments_per_floor };
  const node = { id: Number(building.id), name: String(building.name), parent_id: building.parent_id as number | null, domain_type_id: Number(building.domain_type_id), logic_address: (building.logic_address as string | null) ?? null };
  return { building: node, units, counts };
}

/** Writes the plan in one transaction: all of it, or nothing. Answers the entrances' ids and how many groups were made. */
export async function saveGenerated(store: Store, actor: Actor, r: GenerateGroupsRequest) {
  const { units } = await generatedTree(store, actor, r);
  const effects = repository.writeEffects();
  const made: number[] = [];
  const unitIds = await store.db.transaction().execute(async (trx) => {
    const audit = auditBatch(); // the groups' events go in together, as an import's rows' do
    const write = async (node: GeneratedGroup, parent_id: number): Promise<number> => {
      const body = { name: node.name, parent_id, domain_type_id: node.domain_type_id, logic_address: node.logic_address };
      const { id } = await repository.createIn(store, trx, group, actor, body, { effects, audit });
      made.push(id);
      for (const child of node.children ?? []) await write(child, id);
      return id;
    };
    const ids: number[] = [];
    for (const unit of units) ids.push(await write(unit, r.building_id));
    await audit.write(trx);
    return ids;
  });
  for (const id of made) store.events?.changed({ entity: group.path, id, action: 'created', by: actor.id, fields: [] });
  await effects.run();
  return { created: made.length, unit_ids: unitIds };
}
