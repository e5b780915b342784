import { z } from 'zod';
import { announce, ANNOUNCE_CHANNELS } from './announce';
import { defineEntity } from './define-entity';

export const DELIVERY_STATES = ['queued', 'sent', 'failed'] as const;

/**
 * Why a delivery failed, stored as its key and shown translated: nothing to send through (no mail server, no
 * SMS provider), nothing to send to (no e-mail, no phone), or the server's answer (unreachable, refused the
 * message, rejected the address or number).
 */
export const DELIVERY_FAILURES = [
  'mail_not_configured', 'mail_unreachable', 'mail_refused', 'address_rejected', 'no_email',
  'sms_not_configured', 'sms_unreachable', 'sms_refused', 'phone_rejected', 'no_phone',
] as const;
export type DeliveryFailure = (typeof DELIVERY_FAILURES)[number];

/** One recipient's answer to one question: the chosen answers by position, and a custom answer where allowed. */
export const pollAnswer = z.object({
  question: z.number().int().min(0).max(19),
  choices: z.array(z.number().int().min(0).max(19)).max(20).default([]),
  custom: z.string().trim().max(1000).default(''),
});

/**
 * One recipient of a started announcement (`/announces/{id}/responses`, a child collection): how it was
 * delivered, and a poll's answers once given on /announce/:token. Written by the server only; seen by whoever
 * sees the announcement. The link's token is stored as its hash, in a column of its own that no answer reads
 * (server/communications/announce-delivery.ts).
 */
export const announceResponse = defineEntity({
  name: 'announce_response',
  path: 'announces/responses',
  table: 'announce_responses',
  fields: {
    announce_id: z.number().int().min(0).meta({ reference: 'announces', readOnly: true, onDelete: 'cascade' }),
    user_id: z.number().int().min(0).meta({ reference: 'users', readOnly: true }),
    channel: z.enum(ANNOUNCE_CHANNELS).meta({ readOnly: true }),
    delivery: z.enum(DELIVERY_STATES).meta({ readOnly: true }),
    /** Why the delivery failed; null while queued or once sent. */
    error: z.enum(DELIVERY_FAILURES).nullable().meta({ readOnly: true }),
    answers: z.array(pollAnswer).meta({ readOnly: true, display: 'poll_answers' }),
    answered_at: z.iso.datetime({ offset: true }).nullable().meta({ readOnly: true }),
  },
  titleField: 'user_id',
  list: {
    columns: ['user_id', 'channel', 'delivery', 'error', 'answered_at', 'answers'],
    search: [],
    filters: ['id', 'announce_id', 'user_id', 'channel', 'delivery', 'answered_at'],
    sort: 'id',
  },
  relations: {
    user: { entity: 'users', kind: 'to-one', field: 'user_id' },
  },
  access: { view: announce.access.view, create: {}, update: {}, delete: {} },
  ownership: { kind: 'parent', entity: 'announces', field: 'announce_id' },
});
