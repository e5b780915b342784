/**
 * What a guest pass must satisfy before anything is written: the caller may grant guest passes (permission
 * and licence), the access rules are shareable permissions that apply to the caller, and the period and
 * pass limit stay within the group limits. Each failure names its field in the spec's error.
 */
import type { Kysely } from 'kysely';
import { type Actor, hasPermission } from '../access/actor';
import { AppError, fieldMessage } from '../errors';
import { loadServerLicence } from '../licensing/licence-store';
import type { GuestPassBody } from './guest-pass-body';
import type { GuestLimits } from './limits';

const DAY_MS = 86_400_000;
/** Field messages in the validation catalogue's words, which the console shows in the user's language. */
const say = fieldMessage; // a field's message by its validation key

export async function requireGranting(db: Kysely<any>, actor: Actor) {
  if (actor.kind !== 'user' || !hasPermission(actor, 'identifiers.guest.create')) throw new AppError('prohibited');
  const licence = await loadServerLicence(db);
  if (!licence.features.guest_identifier?.is_enabled) throw new AppError('prohibited', { _: 'guest identifiers are not licensed' });
}

/** Rules a guest may be given: shareable permissions naming the caller or one of the caller's groups or their ancestors. */
export async function shareableRuleIds(db: Kysely<any>, actor: Actor, among?: number[]) {
  const groupIds = [...new Set(actor.groupPaths.flatMap((path) => path.split('.').filter(Boolean).map(Number)))];
  let query = db
    .selectFrom('access_rules as r')
    .select('r.id')
    .where('r.is_shareable', '=', 1 as never)
    .where('r.prohibition', '=', 0 as never)
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('access_rules_user_ids as u').select('u.ref_id').whereRef('u.owner_id', '=', 'r.id').where('u.ref_id', '=', actor.id ?? -1)),
        ...(groupIds.length ? [eb.exists(eb.selectFrom('access_rules_domain_ids as d').select('d.ref_id').whereRef('d.owner_id', '=', 'r.id').where('d.ref_id', 'in', groupIds))] : []),
      ]),
    );
  if (among) query = query.where('r.id', 'in', among.length ? among : [-1]);
  return (await query.orderBy('r.id').execute()).map((row) => Number(row.id));
}

export async function checkRules(db: Kysely<any>, actor: Actor, ids: number[]) {
  const unique = [...new Set(ids)];
  const usable = await shareableRuleIds(db, actor, unique);
  if (usable.length !== unique.length) throw new AppError('invalid_related_entity', { selectedAccessRules: say('not_available') }, { entities: ['access-rules'] });
}

export function checkLimits(pass: Pick<GuestPassBody, 'validatePeriod' | 'restrictPeriod' | 'restrictPassCount' | 'passLimit'>, limits: GuestLimits) {
  const from = Date.parse(pass.validatePeriod.from);
  const to = Date.parse(pass.validatePeriod.to);
  if (!(to > from)) throw new AppError('invalid_data', { 'validatePeriod.to': say('after_start') });
  if (!pass.restrictPeriod || to - from > limits.max_period_days * DAY_MS) {
    throw new AppError('guest_period_limit', { 'validatePeriod.to': say('at_most_days', { max: limits.max_period_days }) }, { max: limits.max_period_days });
  }
  if (!pass.restrictPassCount || pass.passLimit === null || pass.passLimit > limits.max_passes_count) {
    throw new AppError('guest_pass_count_limit', { passLimit: say('at_most_passes', { max: limits.max_passes_count }) }, { max: limits.max_passes_count });
  }
}
