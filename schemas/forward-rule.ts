import { z } from 'zod';
import { defineEntity } from './define-entity';
import { sipNumber } from './virtual-number';

/** Default seconds a queue rings before the next one (001 §9 "forward timeout 10"). */
export const FORWARD_TIMEOUT_SECONDS = 10;

/** Who sees and changes what decides where calls go: forward rules, and call queues (schemas/call-queue.ts). */
export const FORWARD_RULE_ACCESS = {
  view: { all: 'forward_rules.view' },
  create: { all: 'forward_rules.create' },
  update: { all: 'forward_rules.edit' },
  delete: { all: 'forward_rules.delete' },
} as const;

const forwardQueue = z.object({
  /** Numbers rung at once. */
  numbers: z.array(sipNumber).min(1, 'forward_queue').max(20),
});

/**
 * Forward rule (000 §3.9): queues of numbers tried one after the other when a number with forward mode
 * `manual` does not answer, each queue's numbers rung at once. `redirect_if_no_answer` moves on after
 * `timeout` seconds (or at once, before ringing the number itself); `redirect_if_error` moves on when a
 * queue is busy or fails.
 */
export const forwardRule = defineEntity({
  name: 'forward_rule',
  path: 'forward-rules',
  table: 'forward_rules',
  fields: {
    name: z.string().trim().min(1).max(255),
    queues: z.array(forwardQueue).min(1, 'forward_queue').max(10).meta({ display: 'forward_queues' }),
    redirect_if_no_answer: z
      .object({
        is_immediately: z.boolean().default(false),
        timeout: z.number().int().min(1).max(300).default(FORWARD_TIMEOUT_SECONDS),
      })
      .prefault({}),
    redirect_if_error: z
      .object({
        enabled: z.boolean().default(true),
        timeout: z.number().int().min(1).max(300).default(FORWARD_TIMEOUT_SECONDS),
      })
      .prefault({}),
  },
  titleField: 'name',
  licence: 'sip',
  menu: { group: 'phone_settings', order: 20, icon: 'phone_forwarded' },
  list: { columns: ['name', 'queues'], search: ['name'], filters: ['id', 'name', 'created_at'], sort: 'name' },
  access: FORWARD_RULE_ACCESS,
  ownership: { kind: 'none' },
});
