/**
 * Where a call goes (000 §3.9): the SIP proxy asks, the server answers with stages of numbers. A stage's
 * numbers ring at once; when none answers within its timeout (or all are busy or fail, if the forward rule
 * says so) the next stage rings. A user's or a device's number rings itself; a group's number rings its
 * users; forward mode `picked` rings the forward group's users instead; `manual` adds the forward rules'
 * queues after the number (or instead of it, with "forward at once"). A number served by a call queue rings
 * the queue's members by its strategy instead of itself (call-queues.ts). A door panel's call to a group a
 * concierge intercepts rings the concierge first (call-interception.ts).
 */
import type { Kysely } from 'kysely';
import { forwardRule } from '../../schemas/forward-rule';
import { rowToRecord } from '../db/codec';
import { hasPermission, loadActor } from '../access/actor';
import { type ActiveNumber, activeNumber, numbersOfGroupUsers } from './numbers';
import { deviceMayCall, userMayCall } from './call-permission';
import { INTERCEPTION_RING_SECONDS, interceptorNumbers } from './call-interception';
import { queueStages } from './call-queues';

/** How long a number rings when nothing follows it (001 §9 "SIP-number forward timeout 60"). */
export const RING_SECONDS = 60;

export interface RingStage {
  numbers: string[];
  /** Seconds before the next stage; the last stage's is how long it rings at all. */
  timeout: number;
  /** Move on when the stage is busy or fails (else the call ends there). */
  onError: boolean;
}

/** Why the proxy refuses a call, as a SIP final response. */
export type CallRefusal = { code: 403 | 404 | 480; reason: string };
/**
 * A door panel's call to a concierge is `awaiting` (000 §4.2): the concierge may put the visitor on hold while
 * they call the apartment, and come back. Every other call is `normal`.
 */
export type CallType = 'normal' | 'awaiting';
export type CallRoute = { caller: ActiveNumber; callee: ActiveNumber; stages: RingStage[]; type: CallType } | CallRefusal;

interface StoredForwardRule {
  queues: { numbers: string[] }[];
  redirect_if_no_answer: { is_immediately: boolean; timeout: number };
  redirect_if_error: { enabled: boolean; timeout: number };
}

async function forwardRulesOf(db: Kysely<any>, numberId: number): Promise<StoredForwardRule[]> {
  const rows = await db
    .selectFrom('virtual_numbers_forward_rules as j')
    .innerJoin('forward_rules as r', 'r.id', 'j.ref_id')
    .select(['r.queues', 'r.redirect_if_no_answer', 'r.redirect_if_error'])
    .where('j.owner_id', '=', numberId)
    .orderBy('r.id')
    .execute();
  return rows.map((row) => rowToRecord(forwardRule, row) as unknown as StoredForwardRule);
}

/** The numbers the callee itself stands for, before any forward rule. */
async function ownNumbers(db: Kysely<any>, callee: ActiveNumber): Promise<string[]> {
  if (callee.forward_mode === 'picked' && callee.forward_group !== null) return numbersOfGroupUsers(db, callee.forward_group);
  if (callee.user_id !== null || callee.device_id !== null) return [callee.number];
  return numbersOfGroupUsers(db, callee.domain_id);
}

/** What the callee itself rings before its forward rules: its call queue's members, or its own numbers. */
async function ownStages(db: Kysely<any>, callee: ActiveNumber, rule: StoredForwardRule | undefined): Promise<RingStage[]> {
  if (callee.call_queue_id !== null) return queueStages(db, callee.call_queue_id);
  const timeout = rule ? rule.redirect_if_no_answer.timeout : RING_SECONDS;
  return [{ numbers: await ownNumbers(db, callee), timeout, onError: Boolean(rule?.redirect_if_error.enabled) }];
}

async function stagesOf(db: Kysely<any>, callee: ActiveNumber, caller: string): Promise<RingStage[]> {
  const rules = callee.forward_mode === 'manual' ? await forwardRulesOf(db, callee.id) : [];
  const own = rules[0]?.redirect_if_no_answer.is_immediately ? [] : await ownStages(db, callee, rules[0]);
  const forwarded = rules.flatMap((rule) =>
    rule.queues.map((queue) => ({ numbers: queue.numbers, timeout: rule.redirect_if_no_answer.timeout, onError: rule.redirect_if_error.enabled })),
  );
  // The last stage rings as long as a number may; a call queue's own wait holds when nothing follows it.
  const last = forwarded.at(-1) ?? (callee.call_queue_id === null ? own.at(-1) : undefined);
  if (last) last.timeout = RING_SECONDS;
  // Nobody rings their own phone: a resident calling their apartment's number reaches the others.
  return [...own, ...forwarded].map((stage) => ({ ...stage, numbers: stage.numbers.filter((number) => number !== caller) })).filter((stage) => stage.numbers.length);
}

async function callerMayCall(db: Kysely<any>, caller: ActiveNumber, callee: ActiveNumber): Promise<boolean> {
  const party = { groupPath: callee.group_path, isDevice: callee.device_id !== null };
  if (caller.user_id !== null) {
    const actor = await loadActor(db, caller.user_id);
    return actor !== undefined && userMayCall(actor, party);
  }
  // A device's number, or a group's own number (a concierge desk phone), calls within its group's line.
  return deviceMayCall({ groupPath: caller.group_path, isDevice: true }, party);
}

/** A device's call to an intercepted group rings its concierges first, then goes on without them. */
async function intercepted(db: Kysely<any>, caller: ActiveNumber, callee: ActiveNumber, stages: RingStage[]): Promise<{ stages: RingStage[]; byConcierge: boolean }> {
  if (caller.device_id === null) return { stages, byConcierge: false };
  const concierges = (await interceptorNumbers(db, callee.group_path)).filter((number) => number !== caller.number && number !== callee.number);
  if (!concierges.length) return { stages, byConcierge: false };
  const rest = stages.map((stage) => ({ ...stage, numbers: stage.numbers.filter((number) => !concierges.includes(number)) })).filter((stage) => stage.numbers.length);
  return { stages: [{ numbers: concierges, timeout: rest.length ? INTERCEPTION_RING_SECONDS : RING_SECONDS, onError: true }, ...rest], byConcierge: true };
}

/** A device calling a concierge (a user who receives the panels' calls), directly or through interception. */
async function callTypeOf(db: Kysely<any>, caller: ActiveNumber, callee: ActiveNumber, byConcierge: boolean): Promise<CallType> {
  if (caller.device_id === null) return 'normal';
  if (byConcierge) return 'awaiting';
  const user = callee.user_id === null ? undefined : await loadActor(db, callee.user_id);
  return user && hasPermission(user, 'calls.concierge.receive') ? 'awaiting' : 'normal';
}

/** The route of a call from `from` (already authenticated by the proxy) to `to`. */
export async function routeCall(db: Kysely<any>, from: string, to: string): Promise<CallRoute> {
  const caller = await activeNumber(db, from);
  if (!caller) return { code: 403, reason: 'Caller not active' };
  if (from === to) return { code: 403, reason: 'Own number' };
  const callee = await activeNumber(db, to);
  if (!callee) return { code: 404, reason: 'Not Found' };
  if (!(await callerMayCall(db, caller, callee))) return { code: 403, reason: 'Not allowed' };
  const { stages, byConcierge } = await intercepted(db, caller, callee, await stagesOf(db, callee, from));
  if (!stages.length) return { code: 480, reason: 'Nobody to ring' };
  return { caller, callee, stages, type: await callTypeOf(db, caller, callee, byConcierge) };
}
