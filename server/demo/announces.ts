/**
 * Demo announcements: a water-works notice shown on Block A's devices, and a poll of Block A's first entrance
 * with one answer given, so the results page has a chart. Group administrators may write and send them,
 * auditors read them.
 */
import { announce } from '../../schemas';
import type { Permission } from '../../schemas/permissions';
import { SYSTEM_ACTOR } from '../access/actor';
import { answerPoll } from '../communications/announce-answers';
import { addRecipients, recipientsOf } from '../communications/announce-delivery';
import { runCommand } from '../crud/commands';
import * as repository from '../crud/repository';
import type { Store } from '../crud/repository';
import { grantToRoles } from './role-grants';

const GRANTS: Record<string, Permission[]> = {
  'Group administrator': ['announces.view', 'announces.create', 'announces.edit', 'announces.delete', 'announces.send'],
  Auditor: ['announces.view'],
};

export async function seedAnnounces(store: Store) {
  await grantToRoles(store, GRANTS);
  const group = async (name: string) => Number((await store.db.selectFrom('groups').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id);
  const blockA = await group('Block A');
  const entrance = await group('Block A entrance 1');
  const notice = await repository.create(store, announce, SYSTEM_ACTOR, {
    name: 'Water works', subject: 'No hot water on Monday', send_via: 'devices', domains: [blockA],
    body: '<p>Hot water is off on <strong>Monday from 9:00 to 15:00</strong> for maintenance.</p>',
  });
  await runCommand(store, announce, SYSTEM_ACTOR, Number(notice.id), 'start', {});
  // The poll's recipients get their links without mail (the demo has no mail server): the first one answers.
  const poll = await repository.create(store, announce, SYSTEM_ACTOR, {
    name: 'Bike shed', subject: 'Which colour for the new bike shed?', type: 'poll', send_via: 'devices', domains: [entrance],
    body: '<p>The new bike shed goes up in spring. Choose its colour.</p>',
    type_info: { questions: [{ text: 'Colour', answers: ['Green', 'Blue', 'Grey'] }, { text: 'Anything else?', answers: [] }], poll_user_answer_allowed: true },
  });
  const recipients = await store.db.transaction().execute(async (trx) => addRecipients(trx, Number(poll.id), 'devices', await recipientsOf(trx, [], [entrance])));
  await store.db.updateTable(announce.table).set({ status: 'active', sent_at: new Date().toISOString(), recipients_count: recipients.length }).where('id', '=', Number(poll.id)).execute();
  if (recipients[0]) await answerPoll(store, { token: recipients[0].token, answers: [{ question: 0, choices: [0] }, { question: 1, custom: 'Room for cargo bikes' }] });
}
