/** The facts an access decision is made from, as plain data: no database, no clock. */
import { ACCESS_DECISION_REASONS } from '../../schemas/access-control-event';
import type { IdentifierType } from '../../schemas/identifier';
import type { WeekDay, WeeklySlot } from '../../schemas/schedule';

export interface DecisionRule {
  id: number;
  device_ids: number[];
  time_rules: number[];
  user_ids: number[];
  identifier_ids: number[];
  domain_ids: number[];
  prohibition: boolean;
}

export interface DecisionSchedule {
  id: number;
  valid_from: string | null;
  valid_to: string | null;
  is_all_day: boolean;
  repeat_mode: 'none' | 'daily' | 'weekly' | 'monthly' | 'custom';
  repeat_duration_mode: 'forever' | 'count' | 'until';
  repeat_duration_count: number | null;
  repeat_duration_until: string | null;
  /** Custom repeat (repeat_mode 'custom'): every N units from valid_from, on these weekdays or month days (empty: any). */
  repeat_every: number;
  repeat_unit: 'day' | 'week' | 'month';
  repeat_week_days: WeekDay[];
  repeat_month_days: number[];
  weekly_slots: WeeklySlot[];
}

export interface DecisionIdentifier {
  id: number;
  type: IdentifierType;
  owner: number | null;
  is_active: boolean;
  revoked: boolean;
  period_restrict_from: string | null;
  period_restrict_to: string | null;
  passes_restrict_count: number | null;
  passes_used: number;
  /** Rules the identifier names itself. */
  access_rules: number[];
}

/**
 * An amenity reservation to come or running (server/amenities): its holder passes the doors of the amenity's
 * access rules during its slots, with any identifier of theirs, or only the one it names.
 */
export interface DecisionReservation {
  id: number;
  user_id: number;
  identifier_id: number | null;
  device_ids: number[];
  /** Its slots as [start, end) in milliseconds since the epoch. */
  windows: [number, number][];
}

/** Who asks to pass: a user, or an identifier (with its owner, if any). */
export interface DecisionSubject {
  user_id: number | null;
  identifier: DecisionIdentifier | null;
  /** The groups a group-naming rule is matched against: the user's (or owner's) groups and every group above them. */
  group_ids: number[];
}

/** Licensed features that some identifier types need. */
export interface DecisionLicence {
  license_plate: boolean;
  face_id: boolean;
  ukey2: boolean;
}

export interface DecisionInput {
  subject: DecisionSubject;
  device_id: number;
  /** Milliseconds since the epoch. */
  at: number;
  rules: DecisionRule[];
  schedules: DecisionSchedule[];
  reservations: DecisionReservation[];
  licence: DecisionLicence;
  /** The project time zone's offset from UTC at `at`, in minutes (000 §5.3). */
  time_zone_offset_minutes: number;
}

// The reasons are part of the entity description, so the console translates every one (locales test).
export const REASON_CODES = ACCESS_DECISION_REASONS;
export type ReasonCode = (typeof REASON_CODES)[number];

export interface Decision {
  allowed: boolean;
  reason: { code: ReasonCode; rule_id?: number; schedule_id?: number; reservation_id?: number };
}
