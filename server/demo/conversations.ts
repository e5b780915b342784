/**
 * Demo conversations: group administrators may start, answer and delete conversations, residents answer
 * theirs; Alice Manager has asked Resident 1 about a parcel, and the resident has answered; the
 * administrator has written to Alice about a lift inspection.
 */
import { conversation, conversationMessage } from '../../schemas';
import type { Permission } from '../../schemas/permissions';
import { loadActor } from '../access/actor';
import * as repository from '../crud/repository';
import type { Store } from '../crud/repository';
import { grantToRoles } from './role-grants';

const GRANTS: Record<string, Permission[]> = {
  'Group administrator': ['conversations.create', 'conversations.messages.create', 'conversations.delete'],
  Resident: ['conversations.messages.create'],
};

export async function seedConversations(store: Store) {
  await grantToRoles(store, GRANTS);
  const userId = async (login: string) => Number((await store.db.selectFrom('users').select('id').where('login', '=', login).executeTakeFirstOrThrow()).id);
  const manager = (await loadActor(store.db, await userId('manager.a')))!;
  const resident = (await loadActor(store.db, await userId('resident1')))!;
  const thread = await repository.create(store, conversation, manager, { subject: 'Parcel at the concierge', interlocutor: resident.id, message: 'A parcel for you is waiting at the concierge desk.' });
  await repository.create(store, conversationMessage, resident, { conversation_id: thread.id, text: 'Thank you, I will pick it up tonight.' });
  const admin = (await loadActor(store.db, await userId('admin')))!;
  await repository.create(store, conversation, admin, { subject: 'Block A lift inspection', interlocutor: manager.id, message: 'Please let the inspectors into the machine room on Thursday.' });
}
