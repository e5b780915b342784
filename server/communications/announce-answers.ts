/**
 * A recipient's side of an announcement: what it says, and for a poll the answers, given once while the poll
 * is active. Found by the token of their link (no sign-in), or, in the console, by the announcement and the
 * signed-in user, who is then the access rule: only the announcement's own recipient row is read or answered.
 */
import { z } from 'zod';
import { announce } from '../../schemas/announce';
import { announceResponse, pollAnswer } from '../../schemas/announce-response';
import { sha256 } from '../account/one-time-tokens';
import { parseRequest } from '../crud/body';
import type { Store } from '../crud/repository';
import { rowToRecord } from '../db/codec';
import { AppError } from '../errors';

const answersList = z.array(pollAnswer).max(20);
export const responseBody = z.strictObject({ token: z.string().min(10).max(100), answers: answersList });
export const ownResponseBody = z.strictObject({ answers: answersList });

type Announce = Record<string, any>;
type Received = { response: Record<string, any>; announce: Announce };
/** Which recipient row: the link's token, or the signed-in recipient's own row of one announcement. */
export type Recipient = { token: string } | { announceId: number; userId: number };

async function received(store: Store, recipient: Recipient): Promise<Received> {
  let query = store.db.selectFrom(announceResponse.table).selectAll();
  query = 'token' in recipient ? query.where('token_hash', '=', sha256(recipient.token)) : query.where('announce_id', '=', recipient.announceId).where('user_id', '=', recipient.userId);
  const response = await query.executeTakeFirst();
  // Not a recipient reads as not found: whether an announcement exists is not told to others.
  const missing = () => new AppError('token' in recipient ? 'invalid_token' : 'not_found');
  if (!response) throw missing();
  const stored = await store.db.selectFrom(announce.table).selectAll().where('id', '=', response.announce_id).executeTakeFirst();
  if (!stored) throw missing();
  return { response: rowToRecord(announceResponse, response), announce: rowToRecord(announce, stored) as Announce };
}

/** What the recipient's page shows. */
export async function announceForRecipient(store: Store, recipient: Recipient) {
  const { response, announce: a } = await received(store, recipient);
  return {
    id: Number(a.id),
    subject: a.subject,
    body: a.body,
    type: a.type,
    type_info: a.type_info,
    open: a.type === 'poll' && a.status === 'active' && !response.answered_at,
    answered_at: response.answered_at,
    answers: response.answers,
  };
}

/** Each answer names a question and choices that exist, one choice unless several are allowed, custom text only where allowed. */
function checkAnswers(a: Announce, answers: z.infer<typeof pollAnswer>[]) {
  const { questions, poll_multi_answers_allowed: multi, poll_user_answer_allowed: custom } = a.type_info;
  const seen = new Set<number>();
  answers.forEach((answer, index) => {
    const question = questions[answer.question];
    const wrong = (why: string) => new AppError('invalid_data', { [`answers.${index}`]: why });
    if (!question || seen.has(answer.question)) throw wrong('no such question, or answered twice');
    seen.add(answer.question);
    if (answer.choices.some((choice) => choice >= question.answers.length) || new Set(answer.choices).size !== answer.choices.length) throw wrong('no such answer');
    if (!multi && answer.choices.length > 1) throw wrong('one answer only');
    if (answer.custom && !custom) throw wrong('no custom answer here');
  });
}

/** Answers by the link's token (the e-mailed page). */
export async function answerPoll(store: Store, body: unknown) {
  const { token, answers } = parseRequest(responseBody, body);
  return answerAs(store, { token }, answers);
}

/** Answers as the signed-in recipient (the console), under the same rules as by the link. */
export async function answerOwnPoll(store: Store, announceId: number, userId: number, body: unknown) {
  const { answers } = parseRequest(ownResponseBody, body);
  return answerAs(store, { announceId, userId }, answers);
}

/** Answers once: the update itself requires "not answered yet", so two submissions at once store one. */
async function answerAs(store: Store, recipient: Recipient, answers: z.infer<typeof answersList>) {
  const { response, announce: a } = await received(store, recipient);
  if (a.type !== 'poll' || a.status !== 'active' || response.answered_at) throw new AppError('not_in_state');
  checkAnswers(a, answers);
  const now = new Date().toISOString();
  const updated = await store.db
    .updateTable(announceResponse.table)
    .set({ answers: JSON.stringify(answers), answered_at: now, updated_at: now })
    .where('id', '=', response.id as number)
    .where('answered_at', 'is', null)
    .executeTakeFirst();
  if (!Number(updated.numUpdatedRows)) throw new AppError('not_in_state');
  store.events?.changed({ entity: announceResponse.path, id: Number(response.id), action: 'updated', by: null, fields: ['answers', 'answered_at'] });
  return { answered_at: now };
}
