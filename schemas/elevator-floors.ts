/**
 * GET /elevators/{id}/floors's rows (000 §3.12): the elevator's floors over all its controllers, without the
 * relay ports that serve them (server/elevators/floors.ts merges them; the call button and the rule form read them).
 */
import type { z } from 'zod';
import { elevatorFloor } from './elevator';

export const elevatorFloorFacts = elevatorFloor.omit({ ports: true });
export type ElevatorFloorFacts = z.infer<typeof elevatorFloorFacts>;
