/**
 * Whether a schedule covers a moment. Slots are seconds of the local day in the project time zone: the
 * moment is shifted by the zone's offset and wraps at 86400 seconds into the previous or next weekday
 * (000 §5.3). Repetition and its duration (docs/access.md: schedules) bound which periods count; a
 * custom repeat keeps every Nth period from valid_from's, on its weekdays or days of the month.
 */
import { SECONDS_PER_DAY, WEEK_DAYS, type WeekDay } from '../../schemas/schedule';
import type { DecisionSchedule } from './types';

const MS_PER_DAY = SECONDS_PER_DAY * 1000;
/** 1970-01-01 was a Thursday: day 0 is index 3 of mon..sun. */
const EPOCH_WEEKDAY = 3;

export interface LocalMoment {
  /** Whole local days since 1970-01-01. */
  day: number;
  second: number;
  weekday: WeekDay;
}

export function localMoment(at: number, offsetMinutes: number): LocalMoment {
  const utcDay = Math.floor(at / MS_PER_DAY);
  const shifted = Math.floor((at - utcDay * MS_PER_DAY) / 1000) + offsetMinutes * 60;
  // The shift may leave the day: wrap at 86400 and move to the neighbouring day.
  const carry = Math.floor(shifted / SECONDS_PER_DAY);
  const day = utcDay + carry;
  return { day, second: shifted - carry * SECONDS_PER_DAY, weekday: WEEK_DAYS[(((day + EPOCH_WEEKDAY) % 7) + 7) % 7] };
}

type Period = 'daily' | 'weekly' | 'monthly';
const CUSTOM_PERIODS: Record<DecisionSchedule['repeat_unit'], Period> = { day: 'daily', week: 'weekly', month: 'monthly' };

/** Index of the repetition period a local day falls in: days, Monday-based weeks, or calendar months. */
function periodIndex(period: Period, day: number) {
  if (period === 'daily') return day;
  if (period === 'weekly') return Math.floor((day + EPOCH_WEEKDAY) / 7);
  const date = new Date(day * MS_PER_DAY);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/** Repetitions since valid_from's period: periods for daily, weekly and monthly; every Nth period for custom. */
function repetitionsSinceStart(schedule: DecisionSchedule, local: LocalMoment, offsetMinutes: number) {
  if (schedule.repeat_mode === 'none' || !schedule.valid_from) return undefined;
  const period = schedule.repeat_mode === 'custom' ? CUSTOM_PERIODS[schedule.repeat_unit] : schedule.repeat_mode;
  const first = localMoment(Date.parse(schedule.valid_from), offsetMinutes);
  const periods = periodIndex(period, local.day) - periodIndex(period, first.day);
  return schedule.repeat_mode === 'custom' ? periods / schedule.repeat_every : periods;
}

function withinDuration(schedule: DecisionSchedule, at: number, local: LocalMoment, offsetMinutes: number) {
  if (schedule.repeat_duration_mode === 'until') return !schedule.repeat_duration_until || at <= Date.parse(schedule.repeat_duration_until);
  if (schedule.repeat_duration_mode !== 'count' || schedule.repeat_duration_count === null) return true;
  const repetitions = repetitionsSinceStart(schedule, local, offsetMinutes);
  return repetitions === undefined || repetitions < schedule.repeat_duration_count;
}

/**
 * A custom repeat's own rule: the moment's period is a whole number of steps (repeat_every) from valid_from's,
 * and its weekday (weeks) or day of the month (months) is named, when any are. Without valid_from there is
 * nothing to count from (the server refuses such a schedule), so it never matches.
 */
function customRepeatMatches(schedule: DecisionSchedule, local: LocalMoment, offsetMinutes: number) {
  if (schedule.repeat_mode !== 'custom') return true;
  const repetitions = repetitionsSinceStart(schedule, local, offsetMinutes);
  if (repetitions === undefined || !Number.isInteger(repetitions)) return false;
  const { repeat_unit: unit, repeat_week_days: weekDays, repeat_month_days: monthDays } = schedule;
  if (unit === 'week' && weekDays.length && !weekDays.includes(local.weekday)) return false;
  if (unit === 'month' && monthDays.length && !monthDays.includes(new Date(local.day * MS_PER_DAY).getUTCDate())) return false;
  return true;
}

/** The slot covering the moment's weekday and second (from inclusive, to exclusive); all-day slots cover the whole day. */
function coveringSlot(schedule: DecisionSchedule, local: LocalMoment) {
  return schedule.weekly_slots.find(
    (slot) => slot.days.includes(local.weekday) && (schedule.is_all_day || (slot.from <= local.second && local.second < slot.to)),
  );
}

export function scheduleMatches(schedule: DecisionSchedule, at: number, offsetMinutes: number): boolean {
  if (schedule.valid_from && at < Date.parse(schedule.valid_from)) return false;
  if (schedule.valid_to && at > Date.parse(schedule.valid_to)) return false;
  const local = localMoment(at, offsetMinutes);
  return withinDuration(schedule, at, local, offsetMinutes) && customRepeatMatches(schedule, local, offsetMinutes) && coveringSlot(schedule, local) !== undefined;
}
