import { z } from 'zod';
import { defineEntity } from './define-entity';
import { fileField } from './file-field';
import { scopedGrant } from './grants';
import { weeklySlot } from './schedule';

/** 001 §8: a reservable slot lasts an hour unless the amenity says otherwise. */
export const AMENITY_SLOT_SECONDS = 3600;
/** 001 §8: persons per reservation and at once, 1 to 500. */
export const AMENITY_MAX_PERSONS = 500;

const persons = z.number().int().min(1).max(AMENITY_MAX_PERSONS);

/**
 * When the amenity may be reserved: weekly windows (days, from, to in seconds of the project's day, as a
 * schedule's slots) cut into reservable slots of `duration` seconds. A window's length is a multiple of the
 * duration and windows never intersect (server/amenities/amenity-rules.ts).
 */
export const amenityTimeSlots = z
  .object({
    duration: z.number().int().min(300).max(86400).default(AMENITY_SLOT_SECONDS),
    items: z.array(weeklySlot).min(1, 'amenity_time_slot').max(100).default([weeklySlot.parse({})]),
  })
  .prefault({})
  // Drawn on a week of the duration's rows (custom/amenity-slots/): the length and the windows are edited together.
  .meta({ display: 'amenity_slots' });
export type AmenityTimeSlots = z.infer<typeof amenityTimeSlots>;

/**
 * Amenity (000 §3.11; 001 §6-7): a gym, a meeting room or a laundry that residents reserve by the slot. Its
 * groups scope it and say who may reserve it; its access rules name the doors a reservation opens during its
 * slot. `number_of_persons` bounds one reservation from below (`min`) and the persons at once in a slot from
 * above (`max`, the amenity's capacity): docs/amenities.md records the reading.
 */
export const amenity = defineEntity({
  name: 'amenity',
  path: 'amenities',
  table: 'amenities',
  fields: {
    name: z.string().trim().min(1).max(255),
    address: z.string().trim().max(255).default(''),
    description: z.string().max(2000).default(''),
    domains: z.array(z.number().int().min(0)).min(1, 'amenity_group').max(1000).meta({ reference: 'groups', onDelete: 'set_null' }),
    access_rules: z.array(z.number().int().min(0)).min(1, 'amenity_access_rule').max(100).meta({ reference: 'access-rules', onDelete: 'set_null' }),
    number_of_persons: z.object({ min: persons.default(1), max: persons.default(1) }).prefault({}),
    time_slots: amenityTimeSlots,
    image: fileField({ kinds: ['image'], maxKb: 5120 }),
    terms_of_use: fileField({ kinds: ['pdf'], maxKb: 10240 }),
  },
  titleField: 'name',
  licence: 'amenity',
  menu: { group: 'amenities', order: 10, icon: 'deck' },
  list: {
    columns: ['name', 'address', 'domains', 'access_rules', 'image'],
    search: ['name', 'address', 'description'],
    filters: ['id', 'name', 'address', 'domains', 'access_rules', 'created_at'],
    sort: 'name',
  },
  relations: {
    groups: { entity: 'groups', kind: 'to-many', field: 'domains' },
    rules: { entity: 'access-rules', kind: 'to-many', field: 'access_rules' },
  },
  access: {
    view: scopedGrant('amenities.view'),
    create: { all: 'amenities.create', descendants: 'amenities.create' },
    update: scopedGrant('amenities.edit'),
    delete: scopedGrant('amenities.delete'),
    view_log: scopedGrant('amenities.view_log'),
  },
  actions: { edit: ['record_log'] },
  ownership: { kind: 'group-list', field: 'domains' },
  ungrouped: 'creator',
});
