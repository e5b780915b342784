/**
 * A recipient's side of an announcement, by the token of their link (no sign-in): what it says, and for a
 * poll the answers, given once while the poll is active.
 */
import { z } from 'zod';
import { announce } from '../../schemas/announce';
import { announceResponse, pollAnswer } from '../../schemas/announce-response';
import { sha256 } from '../account/one-time-tokens';
import { parseRequest } from '../crud/body';
import type { Store } from '../crud/repository';
import { rowToRecord } from '../db/codec';
import { AppError } from '../errors';

export const responseBody = z.strictObject({ token: z.string().min(10).max(100), answers: z.array(pollAnswer).max(20) });

type Announce = Record<string, any>;

async function byToken(store: Store, token: string) {
  const response = await store.db.selectFrom(announceResponse.table).selectAll().where('token_hash', '=', sha256(token)).executeTakeFirst();
  if (!response) throw new AppError('invalid_token');
  const stored = await store.db.selectFrom(announce.table).selectAll().where('id', '=', response.announce_id).executeTakeFirst();
  if (!stored) throw new AppError('invalid_token');
  return { response: rowToRecord(announceResponse, response), announce: rowToRecord(announce, stored) as Announce };
}

/** What the recipient's page shows. */
export async function announceForRecipient(store: Store, token: string) {
  const { response, announce: a } = await byToken(store, token);
  return {
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

/** Answers once: the update itself requires "not answered yet", so two submissions at once store one. */
export async function answerPoll(store: Store, body: unknown) {
  const { token, answers } = parseRequest(responseBody, body);
  const { response, announce: a } = await byToken(store, token);
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
