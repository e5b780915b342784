/**
 * Elevator calls beyond CRUD (001 §7 "Elevators"): an elevator's floors (`mode=access`: those an access
 * rule may grant, the panel floor left out, since nobody needs a rule to reach the lobby) and calling the
 * car to a floor, which records an elevator event and queues the call on the controllers serving that floor.
 * Anyone who can see the elevator may call it: the console's operators dispatch cars for residents.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ELEVATOR_DIRECTIONS, elevatorEvent } from '../../schemas/elevator-event';
import { SYSTEM_ACTOR } from '../access/actor';
import { parseRequest } from '../crud/body';
import * as repository from '../crud/repository';
import type { Store } from '../crud/repository';
import { queueDeviceTask } from '../devices/device-tasks';
import { AppError } from '../errors';
import { requireLicence as requireFeature } from '../licensing/require-licence';
import { floorsOf, parseElevatorId, visibleElevator } from './floors';
import { dataOf } from '../../schemas/answer-envelopes';
import { answeredRecord } from '../../schemas/answered-record';
import { elevatorFloorFacts } from '../../schemas/elevator-floors';

const tags = ['elevators'];
const floorsQuery = z.strictObject({ mode: z.enum(['all', 'access']).default('all') });
const callBody = z.strictObject({
  floor: z.number().int(),
  apartment: z.string().trim().max(16).optional(),
  direction: z.enum(ELEVATOR_DIRECTIONS),
});

export function elevatorRoutes(store: Store) {
  return async function routes(app: FastifyInstance) {
    // Elevators are a licensed feature (000 §4.2): with it off, the calls beyond CRUD answer 'no licences'.
    const requireLicence = () => requireFeature(store.db, 'elevator');

    app.get('/elevators/:id/floors', { config: { doc: { summary: "The elevator's floors (mode=access: those a rule may grant)", tags, querystring: floorsQuery, answer: dataOf(z.array(elevatorFloorFacts)) } } }, async (request) => {
      await requireLicence();
      const { mode } = parseRequest(floorsQuery, request.query);
      const target = await visibleElevator(store.db, request.actor, parseElevatorId((request.params as { id: string }).id));
      const floors = floorsOf(target.controllers);
      return { data: mode === 'access' ? floors.filter((floor) => !floor.is_panel_floor) : floors };
    });

    app.post('/elevators/call/:id', { config: { doc: { summary: 'Call the elevator to a floor', tags, body: callBody, responses: { 201: 'The call, as an elevator event' }, answer: dataOf(answeredRecord(elevatorEvent)) } } }, async (request, reply) => {
      await requireLicence();
      const target = await visibleElevator(store.db, request.actor, parseElevatorId((request.params as { id: string }).id));
      const body = parseRequest(callBody, request.body);
      const floor = floorsOf(target.controllers).find((candidate) => candidate.floor === body.floor);
      if (!floor) throw new AppError('invalid_data', { floor: 'The elevator has no such floor' });
      if (body.apartment && !floor.apartments.includes(body.apartment)) throw new AppError('invalid_data', { apartment: 'No such apartment on this floor' });
      const serving = target.controllers.filter((controller) => controller.floor_map.some((mapped) => mapped.floor === body.floor));
      for (const controller of serving) {
        await queueDeviceTask(store, { id: controller.device_id, domain_id: target.domain_id, protocol: null }, 'elevator_call', { elevator_id: target.id, ...body });
      }
      const event = await repository.create(store, elevatorEvent, SYSTEM_ACTOR, {
        elevator_id: target.id, domain_id: target.domain_id, kind: 'call', floor: body.floor, apartment: body.apartment ?? '', direction: body.direction, user_id: request.actor.id,
      });
      reply.code(201);
      return { data: event };
    });
  };
}
