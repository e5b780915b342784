/**
 * The calls the SIP proxy carried, as it reports them: a call starts when it is routed, is answered by one
 * of the numbers it rang, and ends with a result. Each step updates the call's row (the call history) and
 * tells every number involved on its live topic `calls-management.{number}` (001 §7 `CallUpdated`), so a
 * resident whose neighbour picked up sees "answered by another user".
 */
import type { Kysely } from 'kysely';
import { call } from '../../schemas/call';
import type { Store } from '../crud/repository';
import { joinTableName } from '../db/columns';
import { recordToRow, rowToRecord } from '../db/codec';
import { type ActiveNumber, userOfNumber } from './numbers';
import type { RingStage } from './call-routing';
import { callTopic } from './call-topics';

export interface CallStart {
  callId: string;
  caller: ActiveNumber;
  callee: ActiveNumber;
  stages: RingStage[];
  isSos: boolean;
  type: 'normal' | 'awaiting';
}

/** How a failed call ended, from the SIP final response the caller got. */
export function resultOfFailure(code: number): 'cancel' | 'busy' | 'noanswer' | 'failed' {
  if (code === 487) return 'cancel';
  if (code === 486 || code === 600 || code === 603) return 'busy';
  if (code === 408 || code === 480) return 'noanswer';
  return 'failed';
}

async function rowOf(store: Store, callId: string) {
  return store.db.selectFrom('calls').selectAll().where('call_id', '=', callId).executeTakeFirst();
}

/** Every number that should hear of a change: the caller, the callee, the numbers rung and the one that answered. */
function numbersTold(record: Record<string, unknown>) {
  const rung = Array.isArray(record.rung) ? record.rung : [];
  return [...new Set([record.from_number, record.to_number, record.answered_by, ...rung].filter((n): n is string => typeof n === 'string' && n !== ''))];
}

function tell(store: Store, record: Record<string, unknown>) {
  store.events?.changed({ entity: call.path, id: Number(record.id), action: 'updated', by: null, fields: ['status'] });
  const payload = {
    id: record.id, call_id: record.call_id, status: record.status, answered_by: record.answered_by, type: record.type, is_sos: record.is_sos,
    caller: record.from_number, callee: record.to_number, result: record.result, created_at: Math.floor(Date.parse(String(record.started_at)) / 1000),
  };
  for (const number of numbersTold(record)) store.events?.message(callTopic(number), { type: 'CallUpdated', call: payload });
}

/** The users behind the numbers a call rang (call.rung_user_ids): the call is in each one's history. */
async function rememberRungUsers(db: Kysely<any>, callId: number, rung: string[]) {
  if (!rung.length) return;
  const users = await db.selectFrom('virtual_numbers').select('user_id').distinct().where('number', 'in', rung).where('user_id', 'is not', null).execute();
  if (users.length) await db.insertInto(joinTableName(call, 'rung_user_ids')).values(users.map((row) => ({ owner_id: callId, ref_id: Number(row.user_id) }))).execute();
}

/** A routed call: its row, status calling (a proxy retrying the same Call-ID gets the same row). */
export async function callStarted(store: Store, start: CallStart) {
  const now = new Date().toISOString();
  const record = {
    rung: [...new Set(start.stages.flatMap((stage) => stage.numbers))],
    call_id: start.callId, from_number: start.caller.number, from_user_id: start.caller.user_id, from_device_id: start.caller.device_id,
    to_number: start.callee.number, to_user_id: start.callee.user_id, answered_by: null, answered_by_user_id: null, domain_id: start.callee.domain_id,
    status: 'calling', result: null, type: start.type, is_sos: start.isSos, duration: 0, started_at: now, answered_at: null, ended_at: null,
  };
  // The row and who it rang, together: a call is never in the history without its rung users.
  const inserted = await store.db.transaction().execute(async (trx) => {
    const [row] = await trx
      .insertInto('calls')
      .values({ ...recordToRow(call, record), created_at: now, updated_at: now, created_by: null })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .execute();
    if (row) await rememberRungUsers(trx, Number(row.id), record.rung);
    return row;
  });
  if (!inserted) return;
  store.events?.changed({ entity: call.path, id: Number(inserted.id), action: 'created', by: null, fields: [] });
  tell(store, { ...record, id: Number(inserted.id) });
}

/** One of the rung numbers picked up. */
export async function callAnswered(store: Store, callId: string, by: string) {
  const row = await rowOf(store, callId);
  if (!row || row.status !== 'calling') return;
  const now = new Date().toISOString();
  const changes = { status: 'answered', answered_by: by, answered_by_user_id: await userOfNumber(store.db, by), answered_at: now, updated_at: now };
  await store.db.updateTable('calls').set(changes).where('id', '=', row.id).where('status', '=', 'calling').execute();
  tell(store, { ...rowToRecord(call, row), ...changes });
}

/**
 * An answered awaiting call put on hold by the concierge (answered_waiting, the dialer's processed_paused) or
 * taken off it (answered again). A normal call's hold is the phones' affair and changes nothing here.
 */
export async function callHeld(store: Store, callId: string, held: boolean) {
  const row = await rowOf(store, callId);
  const from = held ? 'answered' : 'answered_waiting';
  if (!row || row.type !== 'awaiting' || row.status !== from) return;
  const changes = { status: held ? 'answered_waiting' : 'answered', updated_at: new Date().toISOString() };
  await store.db.updateTable('calls').set(changes).where('id', '=', row.id).where('status', '=', from).execute();
  tell(store, { ...rowToRecord(call, row), ...changes });
}

/**
 * Someone asked to end a call in progress (the management list's stop): its phones hear CallStop on their
 * live topics and hang up, and the proxy reports the end as it does for any call.
 */
export async function callStopAsked(store: Store, callId: string) {
  const row = await rowOf(store, callId);
  if (!row || row.status === 'destroyed') return;
  for (const number of numbersTold(rowToRecord(call, row))) store.events?.message(callTopic(number), { type: 'CallStop', call: { call_id: callId } });
}

/** The call is over: hung up after an answer (`code` 200), or refused, cancelled, unanswered. */
export async function callEnded(store: Store, callId: string, code: number) {
  const row = await rowOf(store, callId);
  if (!row || row.status === 'destroyed') return;
  const now = new Date();
  const answeredAt = row.answered_at ? Date.parse(String(row.answered_at)) : undefined;
  const changes = {
    status: 'destroyed',
    result: answeredAt !== undefined ? 'answered' : resultOfFailure(code),
    duration: answeredAt !== undefined ? Math.max(0, Math.round((now.getTime() - answeredAt) / 1000)) : 0,
    ended_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  await store.db.updateTable('calls').set(changes).where('id', '=', row.id).where('status', '<>', 'destroyed').execute();
  tell(store, { ...rowToRecord(call, row), ...changes });
}
