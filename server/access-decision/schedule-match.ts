/**
 * Whether a schedule covers a moment. Slots are seconds of the local day in the project time zone: the
 * moment is shifted by the zone's offset and wraps at 86400 seconds into the previous or next weekday
 * (000 §5.3). Repetition and its duration (README "Decisions": schedules) bound which periods count.
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

/** Index of the repetition period a local day falls in: days, Monday-based weeks, or calendar months. */
function periodIndex(mode: DecisionSchedule['repeat_mode'], day: number) {
  if (mode === 'daily') return day;
  if (mode === 'weekly') return Math.floor((day + EPOCH_WEEKDAY) / 7);
  const date = new Date(day * MS_PER_DAY);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

function withinDuration(schedule: DecisionSchedule, at: number, local: LocalMoment, offsetMinutes: number) {
  if (schedule.repeat_duration_mode === 'until') return !schedule.repeat_duration_until || at <= Date.parse(schedule.repeat_duration_until);
  if (schedule.repeat_duration_mode !== 'count' || schedule.repeat_mode === 'none') return true;
  if (!schedule.valid_from || schedule.repeat_duration_count === null) return true;
  const first = localMoment(Date.parse(schedule.valid_from), offsetMinutes);
  return periodIndex(schedule.repeat_mode, local.day) - periodIndex(schedule.repeat_mode, first.day) < schedule.repeat_duration_count;
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
  return withinDuration(schedule, at, local, offsetMinutes) && coveringSlot(schedule, local) !== undefined;
}
