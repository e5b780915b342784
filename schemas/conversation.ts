import { z } from 'zod';
import { defineEntity } from './define-entity';

/**
 * Conversation (000 §3.10, /conversations, /conversation/:id): a thread between its author and one
 * interlocutor, who both see and answer it (`participants`); started with its first message. Anyone signed in
 * may take part in their own conversations; starting one needs `conversations.create`, deleting one
 * `conversations.delete` (001 §6).
 */
export const conversation = defineEntity({
  name: 'conversation',
  path: 'conversations',
  table: 'conversations',
  fields: {
    subject: z.string().trim().min(1).max(255),
    /** Listed as the other participant of whoever reads it (src/communications/other-party-display.tsx). */
    interlocutor: z.number().int().min(0).meta({ reference: 'users', display: 'other_party' }),
    /** The first message, stored as the thread's first (server/communications/conversations.ts). */
    message: z.string().trim().min(1).max(5000).meta({ transient: true }),
    last_message_at: z.iso.datetime({ offset: true }).nullable().meta({ readOnly: true }),
  },
  titleField: 'subject',
  menu: { group: 'communications', order: 10, icon: 'forum' },
  list: {
    columns: ['subject', 'interlocutor', 'last_message_at', 'created_at'],
    search: ['subject'],
    filters: ['id', 'subject', 'interlocutor', 'last_message_at', 'created_at'],
    sort: '-last_message_at',
    opens: '/conversation/:id',
  },
  relations: {
    interlocutor_user: { entity: 'users', kind: 'to-one', field: 'interlocutor', titleBeyondView: 'a participant reads whom the conversation is with' },
    author: { entity: 'users', kind: 'to-one', field: 'created_by', titleBeyondView: 'a participant reads who started the conversation' },
  },
  access: {
    view: { own: true },
    create: { own: 'conversations.create' },
    update: {},
    delete: { own: 'conversations.delete' },
  },
  ownership: { kind: 'none' },
  participants: ['interlocutor'],
  related: [{ path: 'conversations/messages', field: 'conversation_id', name: 'messages' }],
  actions: { edit: ['conversation_thread'] },
});
