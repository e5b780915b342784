/**
 * Conversations (000 §3.10, §5.2): between the author and an interlocutor the author can see, never oneself;
 * started with its first message; each new message tells the other participant ('conversation received',
 * 'conversation message received'); deleted with its messages (their `onDelete: 'cascade'`).
 */
import { conversation } from '../../schemas/conversation';
import { conversationMessage } from '../../schemas/conversation-message';
import { AppError, fieldMessage } from '../errors';
import { entityHooks } from '../crud/hooks';
import type { Store } from '../crud/repository';
import { notify } from '../notifications/notify';

/** The author a notification names (its recipient may not be able to open the author's record). */
async function userName(store: Store, id: number | null) {
  if (id === null) return '';
  const row = await store.db.selectFrom('users').select('name').where('id', '=', id).executeTakeFirst();
  return String(row?.name ?? '');
}

export const conversationHooks = entityHooks(conversation, {
  beforeWrite: [async ({ actor, data, stored }) => {
    if (stored) return;
    // An interlocutor the author cannot see is refused before this (a reference: server/crud/references.ts).
    if (data.interlocutor === actor.id) throw new AppError('invalid_data', { interlocutor: fieldMessage('self_conversation') });
    data.last_message_at = new Date().toISOString();
  }],
  afterWrite: [async ({ db, store, actor, data, stored, id, afterCommit }) => {
    if (stored) return;
    const now = String(data.last_message_at);
    await db.insertInto(conversationMessage.table).values({ conversation_id: id, text: data.message, created_at: now, updated_at: now, created_by: actor.id }).execute();
    afterCommit(async () => {
      await notify(store, [Number(data.interlocutor)], 'conversation_received', { conversation_id: id, name: String(data.subject), author: await userName(store, actor.id) });
    });
  }],
});

export const conversationMessageHooks = entityHooks(conversationMessage, {
  afterWrite: [async ({ db, store, actor, data, stored, afterCommit }) => {
    if (stored) return;
    const id = Number(data.conversation_id);
    const thread = await db.selectFrom(conversation.table).select(['created_by', 'interlocutor', 'subject']).where('id', '=', id).executeTakeFirstOrThrow();
    await db.updateTable(conversation.table).set({ last_message_at: new Date().toISOString() }).where('id', '=', id).execute();
    const other = Number(thread.created_by) === actor.id ? Number(thread.interlocutor) : Number(thread.created_by);
    afterCommit(async () => {
      store.events?.changed({ entity: conversation.path, id, action: 'updated', by: actor.id, fields: ['last_message_at'] });
      await notify(store, [other], 'conversation_message_received', { conversation_id: id, name: String(thread.subject), author: await userName(store, actor.id) });
    });
  }],
});
