import { z } from 'zod';
import { defineEntity } from './define-entity';
import { FLOOR_MAX, FLOOR_MIN } from './elevator';

const ids = (reference: string, onDelete?: 'set_null') => z.array(z.number().int().min(0)).max(10000).default([]).meta({ reference, ...(onDelete && { onDelete }) });

/** An elevator and the floors the rule lets its people call. */
export const elevatorFloors = z.object({
  elevator_id: z.number().int().min(0),
  floors: z.array(z.number().int().min(FLOOR_MIN).max(FLOOR_MAX)).max(FLOOR_MAX - FLOOR_MIN + 1).default([]),
});

/**
 * Elevator access rule (000 §3.6): these users (and the users of these groups) may call these floors of
 * these elevators. Only elevators with at least one floor are kept (000 §5.4); a rule needs at least one
 * user, group or elevator floor (000 §5.2). Checked in server/elevators/elevator-access-rules.ts.
 */
export const elevatorAccessRule = defineEntity({
  name: 'elevator_access_rule',
  path: 'elevators/access-rules',
  table: 'elevator_access_rules',
  licence: 'elevator',
  fields: {
    name: z.string().trim().min(1).max(255),
    description: z.string().max(2000).default(''),
    user_ids: ids('users'),
    domain_ids: ids('groups', 'set_null'),
    elevators: z.array(elevatorFloors).max(1000).default([]).meta({ display: 'elevator_floors' }),
    /** The elevators named in `elevators`, kept by the server (filters, `with=`). */
    elevator_ids: z.array(z.number().int()).meta({ readOnly: true, reference: 'elevators' }),
  },
  titleField: 'name',
  menu: { group: 'elevators', order: 30, icon: 'vpn_key' },
  list: {
    columns: ['name', 'elevators', 'user_ids', 'domain_ids'],
    search: ['name', 'description'],
    filters: ['id', 'name', 'elevator_ids', 'user_ids', 'domain_ids', 'created_at'],
    sort: 'name',
  },
  relations: {
    users: { entity: 'users', kind: 'to-many', field: 'user_ids' },
    domains: { entity: 'groups', kind: 'to-many', field: 'domain_ids' },
  },
  access: {
    view: { all: 'elevator_access_rules.view.all', own: 'elevator_access_rules.view' },
    create: { all: 'elevator_access_rules.create' },
    update: { all: 'elevator_access_rules.edit' },
    delete: { all: 'elevator_access_rules.delete' },
  },
  ownership: { kind: 'none' },
});
