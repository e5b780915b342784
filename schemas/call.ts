import { z } from 'zod';
import { defineEntity } from './define-entity';

/**
 * A call's state as the SIP proxy reports it (001 §7 "server status"); the dialer maps it to its own
 * (answered: active, waiting: paused, answered_waiting: processed_paused).
 */
export const CALL_STATUSES = ['new', 'calling', 'answered', 'waiting', 'answered_waiting', 'destroyed'] as const;
/** How a call ended (000 §3.9 "call results"); incoming or outgoing is the viewer's side of it. */
export const CALL_RESULTS = ['answered', 'cancel', 'busy', 'noanswer', 'failed'] as const;
export const CALL_TYPES = ['normal', 'awaiting'] as const;

const userRef = z.number().int().min(0).nullable().meta({ reference: 'users' });
const moment = z.iso.datetime({ offset: true }).nullable();

/** The fields of a call the proxy carried: the call history and the SOS call history read the same rows. */
export const callFields = {
  /** The SIP Call-ID. */
  call_id: z.string().max(255),
  /** Shown with its user's name (the `from` composite) by the call_party display. */
  from_number: z.string().max(64).meta({ display: 'call_party' }),
  from_user_id: userRef,
  from_device_id: z.number().int().min(0).nullable().meta({ reference: 'devices' }),
  to_number: z.string().max(64).meta({ display: 'call_party' }),
  to_user_id: userRef,
  /** Every number the call rang, stage by stage: each hears of the call's progress on its live topic. */
  rung: z.array(z.string().max(64)).max(200).meta({ readOnly: true }),
  /** The users of the numbers rung: each finds the call in their own history, answered by them or not. */
  rung_user_ids: z.array(z.number().int().min(0)).max(200).meta({ reference: 'users', readOnly: true }),
  /** The number that picked up (a group's call rings several). */
  answered_by: z.string().max(64).nullable(),
  answered_by_user_id: userRef,
  /** The callee number's group, for scoped history. */
  domain_id: z.number().int().min(0).meta({ reference: 'groups' }),
  status: z.enum(CALL_STATUSES),
  result: z.enum(CALL_RESULTS).nullable(),
  type: z.enum(CALL_TYPES),
  is_sos: z.boolean(),
  /** Seconds talked. */
  duration: z.number().int().min(0),
  started_at: z.iso.datetime({ offset: true }),
  answered_at: moment,
  ended_at: moment,
};

/**
 * The call's two ends as 001 §7 and 000 §3.9 write them, `from {number, user}` and `to {number, user}`: the user
 * `{id, name}` only for a reader who may view that user, else null beside the number.
 */
export const callParties = {
  relations: {
    from_user: { entity: 'users', kind: 'to-one', field: 'from_user_id' },
    to_user: { entity: 'users', kind: 'to-one', field: 'to_user_id' },
  },
  composites: {
    from: { number: 'from_number', user: 'from_user' },
    to: { number: 'to_number', user: 'to_user' },
  },
} as const;

/**
 * Call history (000 §3.9; 001 §7 "page size 50, filter from_number or to_number equals own number"): the calls
 * the SIP proxy really carried, written by the server as the proxy reports them (server/telephony/). Read
 * only. Callers, callees and everyone a call rang see their own calls; `calls.history.*` widens it to the
 * groups in scope.
 */
export const call = defineEntity({
  name: 'call',
  path: 'call-history',
  table: 'calls',
  fields: callFields,
  titleField: 'from_number',
  licence: 'sip',
  menu: { group: 'phone_settings', order: 30, icon: 'history' },
  list: {
    columns: ['started_at', 'from_number', 'to_number', 'answered_by', 'result', 'duration'],
    search: ['from_number', 'to_number', 'answered_by'],
    filters: ['id', 'from_number', 'to_number', 'answered_by', 'from_user_id', 'to_user_id', 'rung_user_ids', 'domain_id', 'status', 'result', 'is_sos', 'started_at'],
    sort: '-started_at',
  },
  ...callParties,
  participants: ['from_user_id', 'to_user_id', 'answered_by_user_id', 'rung_user_ids'],
  unique: ['call_id'],
  access: {
    view: { all: 'calls.history.all', descendants: 'calls.history.descendants', own: true },
    create: {},
    update: {},
    delete: {},
  },
  ownership: { kind: 'group-column', field: 'domain_id' },
  ungrouped: 'creator',
});
