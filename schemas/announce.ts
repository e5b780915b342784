import { z } from 'zod';
import { defineEntity } from './define-entity';

export const ANNOUNCE_TYPES = ['info', 'poll'] as const;
/**
 * new: being written; scheduled: started, goes out at `execute_at`; active: delivered (a poll takes answers);
 * stopped: a scheduled one never goes out, a poll takes no more answers. 000 §4.2 names only new, start and
 * stop; the states between are ours (docs/communications.md).
 */
export const ANNOUNCE_STATUSES = ['new', 'scheduled', 'active', 'stopped'] as const;
export const ANNOUNCE_CHANNELS = ['email', 'devices', 'sms'] as const;

const question = z.object({
  text: z.string().trim().min(1).max(500),
  /** The choices; empty when only a custom answer is asked for (poll_user_answer_allowed). */
  answers: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
});

/**
 * Announcement or poll (000 §3.10, §4.2): written while new, then started (`announces.send`): delivered at
 * once or at `execute_at` to its users and the users of its groups, by e-mail, on their devices or by SMS; a
 * poll's recipients answer on /announce/:token without signing in; stopped, it takes no more answers.
 * Scoped by the groups it is addressed to; its author may also edit, send and delete it with the same
 * permissions (an announcement to users only has no group to be scoped by).
 */
export const announce = defineEntity({
  name: 'announce',
  path: 'announces',
  table: 'announces',
  fields: {
    name: z.string().trim().min(1).max(255),
    description: z.string().max(2000).default(''),
    subject: z.string().trim().min(1).max(255),
    type: z.enum(ANNOUNCE_TYPES).default('info'),
    status: z.enum(ANNOUNCE_STATUSES).meta({ readOnly: true }),
    type_info: z
      .object({
        questions: z.array(question).max(20).default([]).meta({ display: 'poll_questions' }),
        poll_multi_answers_allowed: z.boolean().default(false),
        poll_user_answer_allowed: z.boolean().default(false),
      })
      .default({ questions: [], poll_multi_answers_allowed: false, poll_user_answer_allowed: false })
      .meta({ visibleWhen: { type: 'poll' } }),
    send_via: z.enum(ANNOUNCE_CHANNELS).default('email').meta({ sendsMail: ['email'] }),
    /** Rich text (HTML), sanitised by the server before it is stored. */
    body: z.string().max(50_000).default('').meta({ display: 'rich_text' }),
    /** Signs the message with the management company's details (project settings). */
    use_owner_info: z.boolean().default(false),
    users: z.array(z.number().int().min(0)).max(10_000).default([]).meta({ reference: 'users' }),
    domains: z.array(z.number().int().min(0)).max(1000).default([]).meta({ reference: 'groups', onDelete: 'set_null' }),
    /** When to deliver; empty: as soon as it is started. */
    execute_at: z.iso.datetime({ offset: true }).nullable().default(null),
    sent_at: z.iso.datetime({ offset: true }).nullable().meta({ readOnly: true }),
    recipients_count: z.number().int().meta({ readOnly: true }),
  },
  titleField: 'name',
  menu: { group: 'communications', order: 20, icon: 'campaign' },
  list: {
    columns: ['name', 'subject', 'type', 'status', 'send_via', 'execute_at', 'sent_at'],
    search: ['name', 'subject'],
    filters: ['id', 'name', 'subject', 'type', 'status', 'send_via', 'domains', 'users', 'execute_at', 'sent_at', 'created_at'],
    sort: '-created_at',
  },
  relations: {
    recipient_users: { entity: 'users', kind: 'to-many', field: 'users' },
    recipient_groups: { entity: 'groups', kind: 'to-many', field: 'domains' },
  },
  access: {
    view: { descendants: 'announces.view' },
    create: { descendants: 'announces.create' },
    update: { descendants: 'announces.edit', own: 'announces.edit' },
    delete: { descendants: 'announces.delete', own: 'announces.delete' },
  },
  ownership: { kind: 'group-list', field: 'domains' },
  ungrouped: 'creator',
  related: [{ path: 'announces/responses', field: 'announce_id', name: 'responses' }],
  commands: {
    start: {
      grant: { descendants: 'announces.send', own: 'announces.send' },
      when: { status: ['new'] },
      set: () => ({ status: 'active' }),
      confirm: true,
      sendsMail: true,
    },
    stop: {
      grant: { descendants: 'announces.send', own: 'announces.send' },
      when: { status: ['scheduled', 'active'] },
      set: () => ({ status: 'stopped' }),
      confirm: true,
      tone: 'error',
    },
  },
});
