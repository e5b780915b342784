/**
 * Demo announcements: a water-works notice shown on Block A's devices, and a poll of Block A's first entrance
 * with one answer given, so the results page has a chart. Group administrators may write and send them,
 * auditors read them.
 */
import { announce } from '../../schemas';
import { SYSTEM_ACTOR } from '../access/actor';
import { answerPoll } from '../communications/announce-answers';
import { addRecipients, recipientsOf } from '../communications/announce-delivery';
import { runCommand } from '../crud/commands';
import * as repository from '../crud/repository';
import type { Store } from '../crud/repository';
import { type RoleGrants, grantToRoles } from './role-grants';
import type { DemoTexts } from './texts';

const GRANTS: RoleGrants = {
  groupAdministrator: ['announces.view', 'announces.create', 'announces.edit', 'announces.delete', 'announces.send'],
  auditor: ['announces.view'],
};

export async function seedAnnounces(store: Store, t: DemoTexts) {
  await grantToRoles(store, t, GRANTS);
  const group = async (name: string) => Number((await store.db.selectFrom('groups').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id);
  const blockA = await group(t.block('A'));
  const entrance = await group(t.entrance('A', 1));
  const notice = await repository.create(store, announce, SYSTEM_ACTOR, {
    ...t.announces.notice, send_via: 'devices', domains: [blockA],
  });
  await runCommand(store, announce, SYSTEM_ACTOR, Number(notice.id), 'start', {});
  // The poll's recipients get their links without mail (the demo has no mail server): the first one answers.
  const poll = await repository.create(store, announce, SYSTEM_ACTOR, {
    ...t.announces.poll, type: 'poll', send_via: 'devices', domains: [entrance],
    type_info: { questions: t.announces.questions, poll_user_answer_allowed: true },
  });
  const recipients = await store.db.transaction().execute(async (trx) => addRecipients(trx, Number(poll.id), 'devices', await recipientsOf(trx, [], [entrance])));
  await store.db.updateTable(announce.table).set({ status: 'active', sent_at: new Date().toISOString(), recipients_count: recipients.length }).where('id', '=', Number(poll.id)).execute();
  if (recipients[0]) await answerPoll(store, { token: recipients[0].token, answers: [{ question: 0, choices: [0] }, { question: 1, custom: t.announces.answer }] });
}
