import { z } from 'zod';
import { defineEntity } from './define-entity';

export const ACCESS_DECISIONS = ['allowed', 'denied'] as const;

/** Why an access decision came out as it did (server/access-decision/decide.ts); the console translates each. */
export const ACCESS_DECISION_REASONS = [
  'allowed_by_rule',
  'allowed_by_reservation',
  'prohibited_by_rule',
  'outside_schedule',
  'no_rule',
  'identifier_inactive',
  'identifier_revoked',
  'period_expired',
  'not_yet_valid',
  'passes_exhausted',
  'unlicensed',
] as const;

/** Why a device let someone in without a decision of the engine: a resident opened the door during an intercom call (DTMF). */
export const DEVICE_OPENING_REASONS = ['opened_by_call'] as const;

/**
 * Remote identifier validation answered without the engine: the value is not in the project, or the device
 * asked past its window (server/device-link/validation-throttle.ts). Recorded as denied by the console; the
 * device then decides from what it holds.
 */
export const VALIDATION_REASONS = ['unknown_identifier', 'validation_throttled'] as const;

/**
 * Access-control event (/access-control/events): someone presented an identifier at a device and was let
 * in or not. Devices report these (the demo seeds some); POST /access-decision is a question and writes
 * none. Read-only; `domain_id` is the device's group, for scoped permissions.
 */
export const accessControlEvent = defineEntity({
  name: 'access_control_event',
  path: 'access-control/events',
  table: 'access_control_events',
  fields: {
    identifier_id: z.number().int().min(0).nullable().default(null).meta({ reference: 'identifiers' }),
    user_id: z.number().int().min(0).nullable().default(null).meta({ reference: 'users' }),
    device_id: z.number().int().min(0).meta({ reference: 'devices' }),
    domain_id: z.number().int().min(0).meta({ reference: 'groups' }),
    decision: z.enum(ACCESS_DECISIONS),
    reason: z.string().max(64).default('').meta({ codes: [...ACCESS_DECISION_REASONS, ...DEVICE_OPENING_REASONS, ...VALIDATION_REASONS] }),
    // When the device saw it; the moment the server records it when the device does not say.
    at: z.iso.datetime({ offset: true }).default(() => new Date().toISOString()),
  },
  titleField: 'decision',
  menu: { group: 'access', order: 70, icon: 'event_note' },
  list: {
    columns: ['at', 'device_id', 'identifier_id', 'user_id', 'decision', 'reason'],
    search: ['reason'],
    filters: ['id', 'device_id', 'identifier_id', 'user_id', 'domain_id', 'decision', 'at'],
    sort: '-at',
  },
  relations: {
    device: { entity: 'devices', kind: 'to-one', field: 'device_id' },
    identifier: { entity: 'identifiers', kind: 'to-one', field: 'identifier_id' },
    user: { entity: 'users', kind: 'to-one', field: 'user_id' },
  },
  access: {
    view: { descendants: 'access_control_events.view' },
    create: {},
    update: {},
    delete: {},
  },
  ownership: { kind: 'group-column', field: 'domain_id' },
  ungrouped: 'creator',
  actions: { list: ['list_export'] },
  export: { columns: ['id', 'at', 'device_id', 'device', 'identifier_id', 'identifier', 'user_id', 'user', 'decision', 'reason'] },
});
