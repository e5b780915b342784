/**
 * Demo conversations: group administrators may start, answer and delete conversations, residents answer
 * theirs; Alice Manager has asked Resident 1 about a parcel, and the resident has answered; the
 * administrator has written to Alice about a lift inspection.
 */
import { conversation, conversationMessage } from '../../schemas';
import { loadActor } from '../access/actor';
import * as repository from '../crud/repository';
import type { Store } from '../crud/repository';
import { type RoleGrants, grantToRoles } from './role-grants';
import type { DemoTexts } from './texts';

const GRANTS: RoleGrants = {
  groupAdministrator: ['conversations.create', 'conversations.messages.create', 'conversations.delete'],
  resident: ['conversations.messages.create'],
};

export async function seedConversations(store: Store, t: DemoTexts) {
  await grantToRoles(store, t, GRANTS);
  const userId = async (login: string) => Number((await store.db.selectFrom('users').select('id').where('login', '=', login).executeTakeFirstOrThrow()).id);
  const manager = (await loadActor(store.db, await userId('manager.a')))!;
  const resident = (await loadActor(store.db, await userId('resident1')))!;
  const thread = await repository.create(store, conversation, manager, { subject: t.conversations.parcel.subject, interlocutor: resident.id, message: t.conversations.parcel.message });
  await repository.create(store, conversationMessage, resident, { conversation_id: thread.id, text: t.conversations.parcel.reply });
  const admin = (await loadActor(store.db, await userId('admin')))!;
  await repository.create(store, conversation, admin, { subject: t.conversations.lift.subject, interlocutor: manager.id, message: t.conversations.lift.message });
}
