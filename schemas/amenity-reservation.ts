import { z } from 'zod';
import { defineEntity } from './define-entity';
import { AMENITY_MAX_PERSONS } from './amenity';
import { scopedGrant } from './grants';
import { SECONDS_PER_DAY } from './schedule';

/**
 * 000 §4.1: reserved (to come), active (its time has come), expired (its time is over), canceled; inactive
 * (not used) is a reservation whose time passed without its holder going in (docs/amenities.md).
 */
export const RESERVATION_STATUSES = ['reserved', 'active', 'expired', 'inactive', 'canceled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
/** A reservation may still be changed or canceled while its time has not come, or is running. */
export const OPEN_RESERVATION_STATUSES = ['reserved', 'active'] as const satisfies readonly ReservationStatus[];

const secondOfDay = z.number().int().min(0).max(SECONDS_PER_DAY);
/** One reserved slot of the day, in seconds of the project's day: one of the amenity's slots for that weekday. */
export const reservedSlot = z.object({ from: secondOfDay, to: secondOfDay });
export type ReservedSlot = z.infer<typeof reservedSlot>;

/**
 * Amenity reservation (000 §3.11, §4.1; 001 §6-7): a user's slots of an amenity on a date, for a number of
 * persons. Its holder goes through the amenity's doors during its slots; its status follows the clock
 * (server/amenities/reservation-status.ts). It is scoped by its amenity's groups, copied onto it when it is
 * written, and its holder sees it as its creator does.
 */
export const amenityReservation = defineEntity({
  name: 'amenity_reservation',
  path: 'amenities/reservations',
  table: 'amenity_reservations',
  fields: {
    amenity_id: z.number().int().min(0).meta({ reference: 'amenities', onDelete: 'cascade' }),
    date: z.iso.date(),
    /** The holder; none given: the user who reserves. */
    user_id: z.number().int().min(0).nullable().default(null).meta({ reference: 'users', onDelete: 'cascade' }),
    number_of_persons: z.number().int().min(1).max(AMENITY_MAX_PERSONS).default(1),
    time_slots: z.array(reservedSlot).min(1, 'reservation_time_slot').max(96).meta({ display: 'day_slots' }),
    /** One of the holder's identifiers (server/amenities/reservation-rules.ts checks it), chosen among theirs. */
    identifier_id: z
      .number()
      .int()
      .min(0)
      .nullable()
      .default(null)
      .meta({ reference: 'identifiers', onDelete: 'set_null', choicesWhere: { owner: { field: 'user_id', empty: 'self' } } }),
    status: z.enum(RESERVATION_STATUSES).meta({ readOnly: true }),
    /** The first slot's start and the last slot's end, as moments (the project's time zone applied). */
    starts_at: z.iso.datetime({ offset: true }).meta({ readOnly: true }),
    ends_at: z.iso.datetime({ offset: true }).meta({ readOnly: true }),
    /** The amenity's groups when the reservation was written: who may see and manage it. */
    domains: z.array(z.number().int().min(0)).max(1000).default([]).meta({ readOnly: true, reference: 'groups', onDelete: 'set_null' }),
  },
  titleField: 'date',
  titleWith: ['amenity_id', 'date', 'time_slots', 'status'],
  licence: 'amenity',
  menu: { group: 'amenities', order: 20, icon: 'event_available' },
  list: {
    columns: ['amenity_id', 'date', 'time_slots', 'user_id', 'number_of_persons', 'status'],
    search: [],
    filters: ['id', 'amenity_id', 'date', 'user_id', 'status', 'identifier_id', 'starts_at', 'created_at'],
    sort: '-starts_at',
  },
  relations: {
    amenity: { entity: 'amenities', kind: 'to-one', field: 'amenity_id' },
    holder: { entity: 'users', kind: 'to-one', field: 'user_id' },
  },
  access: {
    view: scopedGrant('amenity_reservations.view'),
    create: { all: 'amenity_reservations.create', descendants: 'amenity_reservations.create' },
    update: scopedGrant('amenity_reservations.edit'),
    delete: scopedGrant('amenity_reservations.delete'),
    view_log: scopedGrant('amenity_reservations.view_log'),
  },
  actions: { edit: ['record_log'] },
  ownership: { kind: 'group-list', field: 'domains' },
  ungrouped: 'creator',
  participants: ['user_id'],
  commands: {
    cancel: {
      grant: scopedGrant('amenity_reservations.edit'),
      when: { status: OPEN_RESERVATION_STATUSES },
      refusal: 'amenity_not_cancelable',
      set: () => ({ status: 'canceled' }),
      confirm: true,
      tone: 'error',
    },
  },
});
