import { z } from 'zod';
import { defineEntity } from './define-entity';

export const ELEVATOR_EVENT_KINDS = ['call', 'access_granted', 'access_denied', 'fault'] as const;
export const ELEVATOR_DIRECTIONS = ['up', 'down'] as const;

/**
 * Elevator event (/elevators/events): a call from the console or an app, a floor released or refused at
 * a controller, a fault. Written by the server only: list, no create or update. `domain_id` is the
 * elevator's group at the time, for scoped permissions.
 */
export const elevatorEvent = defineEntity({
  name: 'elevator_event',
  path: 'elevators/events',
  table: 'elevator_events',
  licence: 'elevator',
  fields: {
    elevator_id: z.number().int().min(0).meta({ reference: 'elevators' }),
    domain_id: z.number().int().min(0).meta({ reference: 'groups' }),
    kind: z.enum(ELEVATOR_EVENT_KINDS),
    floor: z.number().int().nullable().default(null),
    apartment: z.string().max(16).default(''),
    direction: z.enum(ELEVATOR_DIRECTIONS).nullable().default(null),
    user_id: z.number().int().min(0).nullable().default(null).meta({ reference: 'users' }),
    message: z.string().max(2000).default(''),
    at: z.iso.datetime({ offset: true }).default(() => new Date().toISOString()),
  },
  titleField: 'kind',
  menu: { group: 'elevators', order: 20, icon: 'receipt_long' },
  list: {
    columns: ['at', 'elevator_id', 'kind', 'floor', 'apartment', 'user_id'],
    search: ['message', 'apartment'],
    filters: ['id', 'elevator_id', 'domain_id', 'kind', 'floor', 'user_id', 'at'],
    sort: '-at',
  },
  relations: {
    elevator: { entity: 'elevators', kind: 'to-one', field: 'elevator_id' },
  },
  access: {
    view: { all: 'elevators.view.all', descendants: 'elevators.view' },
    create: {},
    update: {},
    delete: {},
  },
  ownership: { kind: 'group-column', field: 'domain_id' },
  ungrouped: 'creator',
  actions: { list: ['list_export'] },
  export: { columns: ['id', 'at', 'elevator_id', 'elevator', 'kind', 'floor', 'apartment', 'direction', 'user_id', 'message'] },
});
