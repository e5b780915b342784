/**
 * Announcements (000 §3.10, §4.2, §5.2): written while new (the body sanitised), addressed to someone, a poll
 * with answerable questions; started, delivered at once or when due; deleted with their responses (the
 * responses' `onDelete: 'cascade'`).
 */
import type { Kysely } from 'kysely';
import { announce, type ANNOUNCE_STATUSES } from '../../schemas/announce';
import type { Store } from '../crud/repository';
import { loadIdLists } from '../crud/relations';
import { rowToRecord } from '../db/codec';
import { AppError, fieldMessage } from '../errors';
import { entityHooks } from '../crud/hooks';
import { notify } from '../notifications/notify';
import { addRecipients, deliver, recipientsOf } from './announce-delivery';
import type { AnnounceSenders } from './announce-mail';
import { sanitizeRichText } from './rich-text';

const problem = (field: string, key: string) => new AppError('invalid_data', { [field]: fieldMessage(key) });

function checkAddressed(data: Record<string, any>) {
  if (!data.users?.length && !data.domains?.length) throw problem('users', 'announce_recipients');
  if (data.type !== 'poll') return;
  const { questions, poll_user_answer_allowed } = data.type_info;
  if (!questions.length) throw problem('type_info.questions', 'poll_questions');
  const unanswerable = questions.findIndex((q: { answers: string[] }) => !q.answers.length && !poll_user_answer_allowed);
  if (unanswerable >= 0) throw problem(`type_info.questions.${unanswerable}.answers`, 'poll_answers');
}

/** Stores the recipients of a started announcement and says what to deliver once the start has committed. */
async function prepareDelivery(db: Kysely<any>, stored: Record<string, any>, data: Record<string, any>) {
  const userIds = await recipientsOf(db, stored.users ?? [], stored.domains ?? []);
  const recipients = await addRecipients(db, Number(stored.id), stored.send_via, userIds);
  Object.assign(data, { status: 'active', sent_at: new Date().toISOString(), recipients_count: recipients.length });
  return recipients;
}

const isDue = (record: Record<string, any>) => !record.execute_at || Date.parse(record.execute_at) <= Date.now();

/** The author hears of a status their announcement took by someone else's hand or by the scheduler (000 §3.14). */
async function tellAuthor(store: Store, record: Record<string, any>, status: (typeof ANNOUNCE_STATUSES)[number], by: number | null) {
  const author = record.created_by === null || record.created_by === undefined ? null : Number(record.created_by);
  if (author === null || author === by) return;
  await notify(store, [author], 'announce_status_changed', { announce_id: Number(record.id), name: record.subject, status });
}

/** The announcement's hooks, bound to this server's mail and SMS senders. */
export function announceHooks(senders: AnnounceSenders) {
  return entityHooks(announce, {
    beforeWrite: [async ({ data, stored }) => {
      if (stored && stored.status !== 'new') throw new AppError('editing_prohibited');
      if (!stored) Object.assign(data, { status: 'new', sent_at: null, recipients_count: 0 });
      data.body = sanitizeRichText(String(data.body ?? ''));
      checkAddressed(data);
    }],
    commands: {
      start: [async ({ db, store, actor, stored, data, afterCommit }) => {
        if (!isDue(stored)) {
          data.status = 'scheduled';
          afterCommit(() => tellAuthor(store, stored, 'scheduled', actor.id));
          return;
        }
        const recipients = await prepareDelivery(db, stored, data);
        afterCommit(async () => {
          await tellAuthor(store, stored, 'active', actor.id);
          await deliver(store, senders, { ...stored, ...data }, recipients);
        });
      }],
      stop: [async ({ store, actor, stored, afterCommit }) => {
        afterCommit(() => tellAuthor(store, stored, 'stopped', actor.id));
      }],
    },
  });
}

/** Delivers the scheduled announcements whose time has come (called by the scheduler every few seconds). */
export async function deliverDue(store: Store, senders: AnnounceSenders) {
  const due = await store.db.selectFrom(announce.table).selectAll().where('status', '=', 'scheduled').where('execute_at', '<=', new Date().toISOString()).execute();
  for (const row of due) {
    const stored = rowToRecord(announce, row) as Record<string, any>;
    await loadIdLists(store.db, announce, [stored]);
    const data: Record<string, any> = {};
    const recipients = await store.db.transaction().execute(async (trx) => {
      // Only the one that moves it from scheduled delivers: a stop or another server got there first otherwise.
      const moved = await trx.updateTable(announce.table).set({ status: 'active', updated_at: new Date().toISOString() }).where('id', '=', row.id).where('status', '=', 'scheduled').executeTakeFirst();
      if (!Number(moved.numUpdatedRows)) return undefined;
      const list = await prepareDelivery(trx, stored, data);
      await trx.updateTable(announce.table).set({ sent_at: data.sent_at, recipients_count: data.recipients_count }).where('id', '=', row.id).execute();
      return list;
    });
    if (!recipients) continue;
    store.events?.changed({ entity: announce.path, id: Number(row.id), action: 'updated', by: null, fields: ['status', 'sent_at', 'recipients_count'] });
    await tellAuthor(store, stored, 'active', null);
    await deliver(store, senders, { ...stored, ...data }, recipients);
  }
}
