import { z } from 'zod';
import { defineEntity } from './define-entity';
import { FORWARD_RULE_ACCESS } from './forward-rule';
import { sipNumber } from './virtual-number';

/**
 * How a queue rings its members: all at once, one after the other from the first, or one after the other
 * from the member after the one that began the previous call (the calls shared out).
 */
export const CALL_QUEUE_STRATEGIES = ['ring_all', 'in_order', 'round_robin'] as const;
/** Seconds each member rings before the next, when they ring one by one. */
export const MEMBER_RING_SECONDS = 15;
/** Seconds a caller waits in the queue before its number's forward rules, or the end of the call. */
export const QUEUE_WAIT_SECONDS = 60;

/**
 * Call queue (000 §1 and §2.5 name it, without fields; the fields are our decision, written in
 * docs/telephony.md): the numbers that answer a number's calls in turn, such as the concierges of a desk. A
 * virtual number whose calls go to a queue (its `call_queue_id`) rings the queue's members by its strategy
 * instead of itself; the number's forward rules follow when nobody answers within `max_wait`. The proxy has
 * no media server, so a caller waits hearing the ring tone, not music. Permissions are the forward rules'
 * (001 lists none for queues): both decide where a call goes.
 */
export const callQueue = defineEntity({
  name: 'call_queue',
  path: 'call-queues',
  table: 'call_queues',
  fields: {
    name: z.string().trim().min(1).max(255),
    members: z.array(sipNumber).min(1, 'queue_member').max(50),
    strategy: z.enum(CALL_QUEUE_STRATEGIES).default('in_order'),
    member_timeout: z.number().int().min(5).max(120).default(MEMBER_RING_SECONDS),
    max_wait: z.number().int().min(10).max(600).default(QUEUE_WAIT_SECONDS),
  },
  titleField: 'name',
  licence: 'sip',
  menu: { group: 'phone_settings', order: 25, icon: 'support_agent' },
  list: {
    columns: ['name', 'members', 'strategy', 'max_wait'],
    search: ['name'],
    filters: ['id', 'name', 'strategy', 'created_at'],
    sort: 'name',
  },
  access: FORWARD_RULE_ACCESS,
  ownership: { kind: 'none' },
  initialValues: () => ({ strategy: 'in_order', member_timeout: MEMBER_RING_SECONDS, max_wait: QUEUE_WAIT_SECONDS }),
});
