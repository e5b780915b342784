/** One example per reason of the access decision, in the project's time zone. */
import { describe, expect, it } from 'vitest';
import { decide } from './decide';
import { localMoment } from './schedule-match';
import type { DecisionIdentifier, DecisionInput, DecisionRule, DecisionSchedule } from './types';

// Monday 2026-11-23, 10:00 UTC (12:00 in Kyiv, UTC+2).
const MONDAY_10_UTC = Date.UTC(2026, 10, 23, 10, 0, 0);
const officeHours: DecisionSchedule = {
  id: 5, valid_from: null, valid_to: null, is_all_day: false, repeat_mode: 'weekly', repeat_duration_mode: 'forever',
  repeat_duration_count: null, repeat_duration_until: null, repeat_every: 1, repeat_unit: 'week', repeat_week_days: [], repeat_month_days: [], weekly_slots: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: 32400, to: 64800 }],
};
const rule = (over: Partial<DecisionRule>): DecisionRule => ({
  id: 1, device_ids: [7], time_rules: [],
      user_ids: [], identifier_ids: [], domain_ids: [], prohibition: false, ...over,
});
const card: DecisionIdentifier = {
  id: 30, type: 'card', owner: 3, is_active: true, revoked: false, period_restrict_from: null, period_restrict_to: null,
  passes_restrict_count: null, passes_used: 0, access_rules: [],
};
const base: DecisionInput = {
  subject: { user_id: 3, identifier: null, group_ids: [0, 10, 11] },
  device_id: 7,
  at: MONDAY_10_UTC,
  rules: [],
  reservations: [],
  schedules: [officeHours],
  licence: { license_plate: true, face_id: true, ukey2: true },
  time_zone_offset_minutes: 120,
};
const withCard = (over: Partial<DecisionIdentifier>, input: Partial<DecisionInput> = {}): DecisionInput => ({
  ...base, ...input, subject: { user_id: null, identifier: { ...card, ...over }, group_ids: [0, 10, 11] },
});

describe('decide', () => {
  it('allowed_by_rule names the rule and the schedule that allowed', () => {
    const input = { ...base, rules: [rule({ id: 2, user_ids: [3], time_rules: [5] })] };
    expect(decide(input)).toEqual({ allowed: true, reason: { code: 'allowed_by_rule', rule_id: 2, schedule_id: 5 } });
  });

  it('a rule applies through a group above the user, through the identifier, its owner or its own rule list', () => {
    expect(decide({ ...base, rules: [rule({ domain_ids: [10] })] }).reason.code).toBe('allowed_by_rule');
    expect(decide(withCard({}, { rules: [rule({ identifier_ids: [30] })] })).reason.code).toBe('allowed_by_rule');
    expect(decide(withCard({}, { rules: [rule({ user_ids: [3] })] })).reason.code).toBe('allowed_by_rule');
    expect(decide(withCard({ access_rules: [4] }, { rules: [rule({ id: 4 })] })).reason.code).toBe('allowed_by_rule');
  });

  it('prohibited_by_rule: an active prohibition wins over a permission', () => {
    const input = { ...base, rules: [rule({ id: 1, user_ids: [3] }), rule({ id: 9, domain_ids: [11], prohibition: true })] };
    expect(decide(input)).toEqual({ allowed: false, reason: { code: 'prohibited_by_rule', rule_id: 9 } });
  });

  it('outside_schedule: the permission exists but its schedule does not cover the moment (Saturday)', () => {
    const input = { ...base, at: MONDAY_10_UTC - 2 * 86_400_000, rules: [rule({ id: 2, user_ids: [3], time_rules: [5] })] };
    expect(decide(input)).toEqual({ allowed: false, reason: { code: 'outside_schedule', rule_id: 2, schedule_id: 5 } });
  });

  it('the time-zone shift decides at the edge: 17:30 UTC is 19:30 in Kyiv, after 18:00', () => {
    const at = Date.UTC(2026, 10, 23, 17, 30);
    const rules = [rule({ user_ids: [3], time_rules: [5] })];
    expect(decide({ ...base, at, rules }).reason.code).toBe('outside_schedule');
    expect(decide({ ...base, at, rules, time_zone_offset_minutes: 0 }).reason.code).toBe('allowed_by_rule');
  });

  it('wraps at 86400 seconds into the neighbouring weekday', () => {
    expect(localMoment(Date.UTC(2026, 10, 22, 23, 0), 120)).toEqual(expect.objectContaining({ weekday: 'mon', second: 3600 }));
    expect(localMoment(Date.UTC(2026, 10, 23, 1, 0), -180)).toEqual(expect.objectContaining({ weekday: 'sun', second: 79200 }));
  });

  it('no_rule: nothing names this device for the subject', () => {
    expect(decide({ ...base, rules: [rule({ user_ids: [4] }), rule({ device_ids: [8], user_ids: [3] })] })).toEqual({ allowed: false, reason: { code: 'no_rule' } });
  });

  it.each([
    ['identifier_revoked', { revoked: true, is_active: false }],
    ['identifier_inactive', { is_active: false }],
    ['not_yet_valid', { period_restrict_from: '2026-12-01T00:00:00Z' }],
    ['period_expired', { period_restrict_to: '2026-11-01T00:00:00Z' }],
    ['passes_exhausted', { passes_restrict_count: 3, passes_used: 3 }],
  ] as const)('%s: the identifier itself refuses before any rule', (code, over) => {
    expect(decide(withCard(over, { rules: [rule({ identifier_ids: [30] })] }))).toEqual({ allowed: false, reason: { code } });
  });

  it('unlicensed: licence plates and faces need their licensed feature', () => {
    const rules = [rule({ identifier_ids: [30] })];
    const noFeatures = { license_plate: false, face_id: false, ukey2: true };
    expect(decide(withCard({ type: 'license_plate' }, { rules, licence: noFeatures })).reason.code).toBe('unlicensed');
    expect(decide(withCard({ type: 'face' }, { rules, licence: noFeatures })).reason.code).toBe('unlicensed');
    expect(decide(withCard({ type: 'card' }, { rules, licence: noFeatures })).reason.code).toBe('allowed_by_rule');
  });

  it('allowed_by_reservation: a holder passes the amenity doors during a slot, with the identifier it names; a prohibition still wins', () => {
    const hour = 3_600_000;
    const reservation = { id: 5, user_id: 3, identifier_id: 30, device_ids: [7], windows: [[MONDAY_10_UTC - hour / 2, MONDAY_10_UTC + hour / 2]] as [number, number][] };
    const at = { ...base, reservations: [reservation] };
    expect(decide(at)).toEqual({ allowed: true, reason: { code: 'allowed_by_reservation', reservation_id: 5 } });
    expect(decide({ ...at, at: MONDAY_10_UTC + hour }).reason.code).toBe('no_rule');
    expect(decide({ ...at, device_id: 8 }).reason.code).toBe('no_rule');
    expect(decide(withCard({}, { reservations: [reservation] })).reason.code).toBe('allowed_by_reservation');
    expect(decide(withCard({ id: 31 }, { reservations: [reservation] })).reason.code).toBe('no_rule');
    expect(decide({ ...at, rules: [rule({ user_ids: [3], prohibition: true })] }).reason.code).toBe('prohibited_by_rule');
  });
});
