import { z } from 'zod';
import { defineEntity } from './define-entity';

/**
 * A message of a conversation (a child collection: seen by whoever sees the conversation, written by its
 * participants with `conversations.messages.create`).
 */
export const conversationMessage = defineEntity({
  name: 'conversation_message',
  path: 'conversations/messages',
  table: 'conversation_messages',
  fields: {
    conversation_id: z.number().int().min(0).meta({ reference: 'conversations', onDelete: 'cascade' }),
    text: z.string().trim().min(1).max(5000),
  },
  titleField: 'text',
  list: {
    columns: ['created_at', 'text'],
    search: ['text'],
    filters: ['id', 'conversation_id', 'created_at'],
    sort: 'id',
  },
  relations: {
    author: { entity: 'users', kind: 'to-one', field: 'created_by', titleBeyondView: "a participant reads who wrote each message, a concierge they cannot open among them" },
  },
  access: {
    view: { own: true },
    create: { own: 'conversations.messages.create' },
    update: {},
    delete: {},
  },
  ownership: { kind: 'parent', entity: 'conversations', field: 'conversation_id' },
});
