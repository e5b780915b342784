/**
 * The access decision: may this subject pass this device at this moment, and why. A pure function of its
 * input (server/access-decision/types.ts), so it is tested against a plain reference on random inputs.
 *
 * Order: the identifier's own state (revoked, inactive, unlicensed type, period, passes), then the rules
 * that name the device and apply to the subject. Active prohibitions win over active permissions, and those
 * over an amenity reservation whose slot is running at the device; a permission whose schedules do not cover
 * the moment answers outside_schedule; nothing applies: no_rule.
 *
 * @example decide({ subject, device_id: 7, at: Date.now(), rules, schedules, licence, time_zone_offset_minutes: 120 })
 *          // { allowed: true, reason: { code: 'allowed_by_rule', rule_id: 3, schedule_id: 2 } }
 */
import type { IdentifierType } from '../../schemas/identifier';
import { scheduleMatches } from './schedule-match';
import type { Decision, DecisionIdentifier, DecisionInput, DecisionLicence, DecisionReservation, DecisionRule, DecisionSchedule, DecisionSubject } from './types';

/** Identifier types that need a licensed feature. */
const LICENSED_TYPES: Partial<Record<IdentifierType, keyof DecisionLicence>> = { license_plate: 'license_plate', face: 'face_id', ukey2: 'ukey2' };

function identifierRefusal(identifier: DecisionIdentifier, at: number, licence: DecisionLicence): Decision | undefined {
  const deny = (code: Decision['reason']['code']): Decision => ({ allowed: false, reason: { code } });
  if (identifier.revoked) return deny('identifier_revoked');
  if (!identifier.is_active) return deny('identifier_inactive');
  const feature = LICENSED_TYPES[identifier.type];
  if (feature && !licence[feature]) return deny('unlicensed');
  if (identifier.period_restrict_from && at < Date.parse(identifier.period_restrict_from)) return deny('not_yet_valid');
  if (identifier.period_restrict_to && at > Date.parse(identifier.period_restrict_to)) return deny('period_expired');
  if (identifier.passes_restrict_count !== null && identifier.passes_used >= identifier.passes_restrict_count) return deny('passes_exhausted');
  return undefined;
}

/** A rule applies to the subject when it names the user, the identifier (or is named by it), the owner, or one of its groups. */
export function ruleAppliesTo(rule: DecisionRule, subject: DecisionSubject) {
  const { identifier } = subject;
  const userId = subject.user_id ?? identifier?.owner ?? null;
  return (
    (userId !== null && rule.user_ids.includes(userId)) ||
    (identifier !== null && (rule.identifier_ids.includes(identifier.id) || identifier.access_rules.includes(rule.id))) ||
    rule.domain_ids.some((group) => subject.group_ids.includes(group))
  );
}

/**
 * Whether anything could let the subject through the device at some moment: a permission naming both, or
 * a reservation of its holder there. What may not pass here however the clock turns is not this device's
 * business (remote validation answers it as unknown: server/access-decision/at-device.ts).
 */
export function couldPassHere(input: DecisionInput) {
  const { subject, device_id } = input;
  const holder = subject.user_id ?? subject.identifier?.owner ?? null;
  return (
    input.rules.some((rule) => !rule.prohibition && rule.device_ids.includes(device_id) && ruleAppliesTo(rule, subject)) ||
    input.reservations.some((reservation) => reservation.user_id === holder && reservation.device_ids.includes(device_id))
  );
}

/** The schedule that makes the rule active now (undefined: active without one), or false when none does. */
function activeBy(rule: DecisionRule, schedules: Map<number, DecisionSchedule>, at: number, offset: number): DecisionSchedule | undefined | false {
  if (!rule.time_rules.length) return undefined;
  for (const id of [...rule.time_rules].sort((a, b) => a - b)) {
    const schedule = schedules.get(id);
    if (schedule && scheduleMatches(schedule, at, offset)) return schedule;
  }
  return false;
}

/** The subject's reservation running at the device now: its holder, with any identifier or the one it names. */
function runningReservation(input: DecisionInput): DecisionReservation | undefined {
  const { subject, at } = input;
  const holder = subject.user_id ?? subject.identifier?.owner ?? null;
  if (holder === null) return undefined;
  return input.reservations.find(
    (r) =>
      r.user_id === holder &&
      r.device_ids.includes(input.device_id) &&
      (subject.identifier === null || r.identifier_id === null || r.identifier_id === subject.identifier.id) &&
      r.windows.some(([start, end]) => start <= at && at < end),
  );
}

export function decide(input: DecisionInput): Decision {
  const { subject, at, licence } = input;
  const refusal = subject.identifier && identifierRefusal(subject.identifier, at, licence);
  if (refusal) return refusal;
  const schedules = new Map(input.schedules.map((schedule) => [schedule.id, schedule]));
  const applicable = input.rules
    .filter((rule) => rule.device_ids.includes(input.device_id) && ruleAppliesTo(rule, subject))
    .sort((a, b) => a.id - b.id);
  const active = applicable
    .map((rule) => ({ rule, by: activeBy(rule, schedules, at, input.time_zone_offset_minutes) }))
    .filter((entry): entry is { rule: DecisionRule; by: DecisionSchedule | undefined } => entry.by !== false);
  const reason = (code: Decision['reason']['code'], rule: DecisionRule, schedule?: DecisionSchedule) => ({
    code,
    rule_id: rule.id,
    ...(schedule ? { schedule_id: schedule.id } : {}),
  });
  const prohibition = active.find((entry) => entry.rule.prohibition);
  if (prohibition) return { allowed: false, reason: reason('prohibited_by_rule', prohibition.rule, prohibition.by) };
  const permission = active.find((entry) => !entry.rule.prohibition);
  if (permission) return { allowed: true, reason: reason('allowed_by_rule', permission.rule, permission.by) };
  const reservation = runningReservation(input);
  if (reservation) return { allowed: true, reason: { code: 'allowed_by_reservation', reservation_id: reservation.id } };
  const waiting = applicable.find((rule) => !rule.prohibition);
  if (waiting) {
    const schedule = schedules.get(Math.min(...waiting.time_rules));
    return { allowed: false, reason: reason('outside_schedule', waiting, schedule) };
  }
  return { allowed: false, reason: { code: 'no_rule' } };
}
