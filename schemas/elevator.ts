import { z } from 'zod';
import { defineEntity } from './define-entity';

/** Floors the product can address (000 §3.5 floor map): basements down to -20, towers up to 200. */
export const FLOOR_MIN = -20;
export const FLOOR_MAX = 200;
/** Relays (ports) a lift controller can switch; each controller says how many it has. */
export const RELAYS_MAX = 64;

const floorNumber = z.number().int().min(FLOOR_MIN).max(FLOOR_MAX);

/**
 * One floor of a controller's floor map (000 §3.6, §5.2): which relays (ports) of the controller release
 * the floor's button. A floor is public (anyone may call it) or the panel floor (where the door panel
 * stands), never both; the panel floor has no apartments. Rules across fields are checked in
 * server/elevators/floor-map.ts.
 */
export const elevatorFloor = z.object({
  floor: floorNumber,
  name: z.string().max(64).default(''),
  is_public: z.boolean().default(false),
  is_panel_floor: z.boolean().default(false),
  apartments: z.array(z.string().trim().min(1).max(16)).max(500).default([]),
  ports: z.array(z.number().int().min(1).max(RELAYS_MAX)).max(RELAYS_MAX).default([]),
});
export type ElevatorFloor = z.infer<typeof elevatorFloor>;

/** A lift controller (a device of type liftcontroller) driving the elevator, with its relays and floor map. */
export const elevatorController = z.object({
  device_id: z.number().int().min(0),
  relays: z.number().int().min(1).max(RELAYS_MAX).default(16),
  floor_map: z.array(elevatorFloor).max(FLOOR_MAX - FLOOR_MIN + 1).default([]),
});
export type ElevatorController = z.infer<typeof elevatorController>;

/**
 * Elevator (000 §3.6): a car in a building group, driven by one or more lift controllers whose relays
 * release floors. Floors lie within lowest_floor..highest_floor. The floor maps are edited on the custom
 * elevator-mapping page (custom/elevator-mapping); the generated form edits the rest.
 */
export const elevator = defineEntity({
  name: 'elevator',
  path: 'elevators',
  table: 'elevators',
  licence: 'elevator',
  fields: {
    name: z.string().trim().min(1).max(255),
    description: z.string().max(2000).default(''),
    domain_id: z.number().int().min(0).meta({ reference: 'groups', onDelete: 'restrict' }),
    lowest_floor: floorNumber.default(1),
    highest_floor: floorNumber.default(10),
    /** Driven through the elevator vendor's cloud (integration type kone) rather than relays. */
    is_vendor: z.boolean().default(false),
    /** The vendor's lift id when is_vendor. */
    vendor_lift_id: z.string().max(64).default(''),
    controllers: z.array(elevatorController).min(1, 'at_least_one_controller').max(16).meta({ display: 'elevator_controllers' }),
    /** The controllers' device ids, kept by the server from `controllers` (filters, `with=devices`). */
    device_ids: z.array(z.number().int()).meta({ readOnly: true, reference: 'devices' }),
    /** True when a controller is in access mode (lift_controller.settings.lift_release_time = card). */
    has_access_mode_controller: z.boolean().meta({ readOnly: true }),
  },
  titleField: 'name',
  menu: { group: 'elevators', order: 10, icon: 'elevator' },
  list: {
    columns: ['name', 'domain_id', 'lowest_floor', 'highest_floor', 'device_ids'],
    search: ['name', 'description'],
    filters: ['id', 'name', 'domain_id', 'device_ids', 'is_vendor', 'created_at'],
    sort: 'name',
  },
  relations: {
    domain: { entity: 'groups', kind: 'to-one', field: 'domain_id' },
    devices: { entity: 'devices', kind: 'to-many', field: 'device_ids' },
  },
  access: {
    view: { all: 'elevators.view.all', descendants: 'elevators.view' },
    create: { descendants: 'elevators.create' },
    update: { descendants: 'elevators.edit' },
    delete: { descendants: 'elevators.delete' },
  },
  ownership: { kind: 'group-column', field: 'domain_id' },
  ungrouped: 'creator',
  actions: { edit: ['elevator_floor_map', 'elevator_call'] },
});
