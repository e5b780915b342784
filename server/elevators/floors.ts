/** An elevator's floors, merged across its controllers' floor maps (each floor once, lowest first). */
import type { Kysely } from 'kysely';
import { elevator } from '../../schemas/elevator';
import type { ElevatorController } from '../../schemas/elevator';
import type { Actor } from '../access/actor';
import { accessFilter } from '../access/scope';
import { MAX_ID } from '../db/columns';
import { AppError } from '../errors';
import type { ElevatorFloorFacts } from '../../schemas/elevator-floors';

export type { ElevatorFloorFacts };

export interface VisibleElevator {
  id: number;
  domain_id: number;
  controllers: ElevatorController[];
}

export function parseElevatorId(raw: unknown) {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw new AppError('not_found');
  return id;
}

/** The elevator as the actor may see it, else `not found`. */
export async function visibleElevator(db: Kysely<any>, actor: Actor, id: number): Promise<VisibleElevator> {
  const row = await db.selectFrom('elevators').select(['id', 'domain_id', 'controllers']).where('id', '=', id).where(accessFilter(elevator, actor, 'view')).executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return { id: Number(row.id), domain_id: Number(row.domain_id), controllers: JSON.parse(String(row.controllers)) };
}

export function floorsOf(controllers: ElevatorController[]): ElevatorFloorFacts[] {
  const floors = new Map<number, ElevatorFloorFacts>();
  for (const controller of controllers) {
    for (const { ports: _ports, ...facts } of controller.floor_map) {
      const known = floors.get(facts.floor);
      if (!known) floors.set(facts.floor, { ...facts, apartments: [...facts.apartments] });
      else known.apartments = [...new Set([...known.apartments, ...facts.apartments])];
    }
  }
  return [...floors.values()].sort((a, b) => a.floor - b.floor);
}
