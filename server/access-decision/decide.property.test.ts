/**
 * decide() against a plain reference written the obvious way (calendar dates, loops, no modular tricks),
 * on random rule sets, schedules, subjects, moments and time-zone offsets.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IDENTIFIER_TYPES } from '../../schemas/identifier';
import { MONTH_DAYS, REPEAT_DURATION_MODES, REPEAT_MODES, REPEAT_UNITS, WEEK_DAYS } from '../../schemas/schedule';
import { decide } from './decide';
import { scheduleMatches } from './schedule-match';
import type { Decision, DecisionInput, DecisionRule, DecisionSchedule } from './types';

const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

function referenceScheduleMatches(s: DecisionSchedule, at: number, offsetMinutes: number) {
  if (s.valid_from !== null && at < new Date(s.valid_from).getTime()) return false;
  if (s.valid_to !== null && at > new Date(s.valid_to).getTime()) return false;
  if (s.repeat_duration_mode === 'until' && s.repeat_duration_until !== null && at > new Date(s.repeat_duration_until).getTime()) return false;
  const local = new Date(at + offsetMinutes * 60_000);
  const weekday = DAY_NAMES[local.getUTCDay()];
  // Periods between valid_from's local day and this one, in days, Monday-based weeks or calendar months.
  const periodsSinceStart = (unit: 'day' | 'week' | 'month') => {
    const first = new Date(new Date(s.valid_from!).getTime() + offsetMinutes * 60_000);
    const dateOnly = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
    const monday = (d: Date) => dateOnly(d) - ((d.getUTCDay() + 6) % 7) * 86_400_000;
    if (unit === 'day') return (dateOnly(local) - dateOnly(first)) / 86_400_000;
    if (unit === 'week') return (monday(local) - monday(first)) / (7 * 86_400_000);
    return (local.getUTCFullYear() - first.getUTCFullYear()) * 12 + local.getUTCMonth() - first.getUTCMonth();
  };
  if (s.repeat_mode === 'custom') {
    if (s.valid_from === null) return false;
    const periods = periodsSinceStart(s.repeat_unit);
    if (periods % s.repeat_every !== 0) return false;
    if (s.repeat_unit === 'week' && s.repeat_week_days.length > 0 && !s.repeat_week_days.includes(weekday as never)) return false;
    if (s.repeat_unit === 'month' && s.repeat_month_days.length > 0 && !s.repeat_month_days.includes(local.getUTCDate())) return false;
    if (s.repeat_duration_mode === 'count' && s.repeat_duration_count !== null && periods / s.repeat_every >= s.repeat_duration_count) return false;
  } else if (s.repeat_duration_mode === 'count' && s.repeat_mode !== 'none' && s.valid_from !== null && s.repeat_duration_count !== null) {
    const unit = s.repeat_mode === 'daily' ? 'day' : s.repeat_mode === 'weekly' ? 'week' : 'month';
    if (periodsSinceStart(unit) >= s.repeat_duration_count) return false;
  }
  const second = local.getUTCHours() * 3600 + local.getUTCMinutes() * 60 + local.getUTCSeconds();
  for (const slot of s.weekly_slots) {
    if (!slot.days.includes(weekday as never)) continue;
    if (s.is_all_day) return true;
    if (slot.from <= second && second < slot.to) return true;
  }
  return false;
}

function reference(input: DecisionInput): Decision {
  const { subject, at } = input;
  const id = subject.identifier;
  if (id) {
    if (id.revoked) return { allowed: false, reason: { code: 'identifier_revoked' } };
    if (!id.is_active) return { allowed: false, reason: { code: 'identifier_inactive' } };
    if (id.type === 'license_plate' && !input.licence.license_plate) return { allowed: false, reason: { code: 'unlicensed' } };
    if (id.type === 'face' && !input.licence.face_id) return { allowed: false, reason: { code: 'unlicensed' } };
    if (id.type === 'ukey2' && !input.licence.ukey2) return { allowed: false, reason: { code: 'unlicensed' } };
    if (id.period_restrict_from !== null && at < new Date(id.period_restrict_from).getTime()) return { allowed: false, reason: { code: 'not_yet_valid' } };
    if (id.period_restrict_to !== null && at > new Date(id.period_restrict_to).getTime()) return { allowed: false, reason: { code: 'period_expired' } };
    if (id.passes_restrict_count !== null && id.passes_used >= id.passes_restrict_count) return { allowed: false, reason: { code: 'passes_exhausted' } };
  }
  const person = subject.user_id !== null ? subject.user_id : id ? id.owner : null;
  const byId = [...input.rules].sort((a, b) => a.id - b.id);
  const prohibitions: Decision[] = [];
  const permissions: Decision[] = [];
  const waiting: Decision[] = [];
  for (const rule of byId) {
    if (!rule.device_ids.includes(input.device_id)) continue;
    let applies = false;
    if (person !== null && rule.user_ids.includes(person)) applies = true;
    if (id && rule.identifier_ids.includes(id.id)) applies = true;
    if (id && id.access_rules.includes(rule.id)) applies = true;
    for (const group of rule.domain_ids) if (subject.group_ids.includes(group)) applies = true;
    if (!applies) continue;
    let active = rule.time_rules.length === 0;
    let scheduleId: number | undefined;
    for (const sid of [...rule.time_rules].sort((a, b) => a - b)) {
      const schedule = input.schedules.find((s) => s.id === sid);
      if (!active && schedule && referenceScheduleMatches(schedule, at, input.time_zone_offset_minutes)) {
        active = true;
        scheduleId = sid;
      }
    }
    const reason = (code: Decision['reason']['code'], schedule_id?: number) => ({ code, rule_id: rule.id, ...(schedule_id !== undefined ? { schedule_id } : {}) });
    if (active && rule.prohibition) prohibitions.push({ allowed: false, reason: reason('prohibited_by_rule', scheduleId) });
    if (active && !rule.prohibition) permissions.push({ allowed: true, reason: reason('allowed_by_rule', scheduleId) });
    if (!active && !rule.prohibition) {
      const first = Math.min(...rule.time_rules);
      waiting.push({ allowed: false, reason: reason('outside_schedule', input.schedules.some((s) => s.id === first) ? first : undefined) });
    }
  }
  for (const r of input.reservations) {
    if (person === null || r.user_id !== person || !r.device_ids.includes(input.device_id)) continue;
    if (id && r.identifier_id !== null && r.identifier_id !== id.id) continue;
    if (r.windows.some(([start, end]) => at >= start && at < end)) permissions.push({ allowed: true, reason: { code: 'allowed_by_reservation', reservation_id: r.id } });
  }
  return prohibitions[0] ?? permissions[0] ?? waiting[0] ?? { allowed: false, reason: { code: 'no_rule' } };
}

const YEAR_2026 = Date.UTC(2026, 0, 1);
// Mostly on quarter hours (slot edges), sometimes a millisecond either side of one.
const moment = fc
  .tuple(fc.integer({ min: -40, max: 120 }), fc.integer({ min: 0, max: 95 }), fc.constantFrom(0, 0, 0, 1, -1, 59_999))
  .map(([day, quarter, ms]) => YEAR_2026 + day * 86_400_000 + quarter * 900_000 + ms);
const isoOrNull = fc.option(moment.map((ms) => new Date(ms).toISOString()), { nil: null, freq: 2 });
// Quarter hours, so slot edges and the moments that hit them come up often.
const second = fc.integer({ min: 0, max: 96 }).map((q) => q * 900);
const ids = (max: number) => fc.uniqueArray(fc.integer({ min: 1, max }), { maxLength: 3 });

const schedule = (id: number) =>
  fc.record({
    id: fc.constant(id),
    valid_from: isoOrNull,
    valid_to: isoOrNull,
    is_all_day: fc.boolean(),
    repeat_mode: fc.constantFrom(...REPEAT_MODES),
    repeat_duration_mode: fc.constantFrom(...REPEAT_DURATION_MODES),
    repeat_duration_count: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
    repeat_duration_until: isoOrNull,
    repeat_every: fc.integer({ min: 1, max: 4 }),
    repeat_unit: fc.constantFrom(...REPEAT_UNITS),
    repeat_week_days: fc.subarray([...WEEK_DAYS]),
    repeat_month_days: fc.subarray(MONTH_DAYS, { maxLength: 6 }),
    weekly_slots: fc.array(
      fc.record({ days: fc.subarray([...WEEK_DAYS]), from: second, to: second }),
      { maxLength: 3 },
    ),
  }) satisfies fc.Arbitrary<DecisionSchedule>;

const rule = (id: number) =>
  fc.record({
    id: fc.constant(id),
    device_ids: ids(3),
    time_rules: ids(5),
    user_ids: ids(3),
    identifier_ids: ids(3),
    domain_ids: ids(4),
    prohibition: fc.boolean(),
  }) satisfies fc.Arbitrary<DecisionRule>;

const identifier = fc.record({
  id: fc.integer({ min: 1, max: 3 }),
  type: fc.constantFrom(...IDENTIFIER_TYPES),
  owner: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  is_active: fc.boolean(),
  revoked: fc.boolean(),
  period_restrict_from: isoOrNull,
  period_restrict_to: isoOrNull,
  passes_restrict_count: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
  passes_used: fc.integer({ min: 0, max: 6 }),
  access_rules: ids(8),
});

const input: fc.Arbitrary<DecisionInput> = fc.record({
  subject: fc.oneof(
    fc.record({ user_id: fc.integer({ min: 1, max: 3 }), identifier: fc.constant(null), group_ids: ids(4) }),
    fc.record({ user_id: fc.constant(null), identifier, group_ids: ids(4) }),
  ),
  device_id: fc.integer({ min: 1, max: 3 }),
  at: moment,
  rules: fc.integer({ min: 0, max: 8 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => rule(i + 1)))),
  schedules: fc.tuple(...[1, 2, 3, 4].map(schedule)).map((list) => list.slice(0, 4)),
  reservations: fc.array(
    fc.record({
      id: fc.integer({ min: 1, max: 5 }),
      user_id: fc.integer({ min: 1, max: 3 }),
      identifier_id: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
      device_ids: ids(3),
      windows: fc.array(fc.tuple(moment, fc.integer({ min: 1, max: 8 }).map((q) => q * 900_000)).map(([start, length]) => [start, start + length] as [number, number]), { maxLength: 2 }),
    }),
    { maxLength: 3 },
  ),
  licence: fc.record({ license_plate: fc.boolean(), face_id: fc.boolean(), ukey2: fc.boolean() }),
  time_zone_offset_minutes: fc.integer({ min: -48, max: 56 }).map((q) => q * 15),
});

describe('schedules agree with the reference', () => {
  it('on random schedules, moments and time-zone offsets', () => {
    const offset = fc.integer({ min: -48, max: 56 }).map((q) => q * 15);
    fc.assert(
      fc.property(schedule(1), moment, offset, (s, at, minutes) => {
        expect(scheduleMatches(s, at, minutes)).toBe(referenceScheduleMatches(s, at, minutes));
      }),
      { numRuns: 20_000 },
    );
  });
});

describe('custom repeats agree with the reference', () => {
  it('every N days, weeks (on weekdays) or months (on days of the month), counted from valid_from', () => {
    const offset = fc.integer({ min: -48, max: 56 }).map((q) => q * 15);
    const custom = fc
      .tuple(schedule(1), fc.integer({ min: 0, max: 200 }), moment)
      .map(([s, daysBefore, at]) => ({ s: { ...s, repeat_mode: 'custom' as const, valid_from: new Date(at - daysBefore * 86_400_000).toISOString() }, at }));
    let matched = 0;
    fc.assert(
      fc.property(custom, offset, ({ s, at }, minutes) => {
        const expected = referenceScheduleMatches(s, at, minutes);
        if (expected) matched += 1;
        expect(scheduleMatches(s, at, minutes)).toBe(expected);
      }),
      { numRuns: 20_000 },
    );
    expect(matched).toBeGreaterThan(500); // the property is not decided by "never" alone
  });
});

describe('decide() agrees with the reference', () => {
  it('on random rule sets, schedules, subjects and moments', () => {
    fc.assert(fc.property(input, (i) => {
      expect(decide(i)).toEqual(reference(i));
    }), { numRuns: 3000 });
  });

  it('on inputs where identifiers pass their own checks, so the rules decide', () => {
    const passing = input.map((i) =>
      i.subject.identifier
        ? { ...i, licence: { license_plate: true, face_id: true, ukey2: true }, subject: { ...i.subject, identifier: { ...i.subject.identifier, revoked: false, is_active: true, period_restrict_from: null, period_restrict_to: null, passes_restrict_count: null } } }
        : i,
    );
    fc.assert(fc.property(passing, (i) => {
      expect(decide(i)).toEqual(reference(i));
    }), { numRuns: 3000 });
  });

  it('a prohibition that applies and is active always wins', () => {
    fc.assert(
      fc.property(input, (i) => {
        const result = decide(i);
        if (result.allowed) expect(reference({ ...i, rules: i.rules.filter((r) => !r.prohibition) })).toEqual(result);
        // With every rule a prohibition no rule allows: only a running amenity reservation may, where no
        // prohibition applies now, and without reservations nothing does.
        const allProhibited = { ...i, rules: i.rules.map((r) => ({ ...r, prohibition: true })) };
        const verdict = decide(allProhibited);
        if (verdict.allowed) expect(verdict.reason.code).toBe('allowed_by_reservation');
        expect(decide({ ...allProhibited, reservations: [] }).allowed).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});
