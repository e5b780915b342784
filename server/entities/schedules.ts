/** Schedules: the rules over weekly slots and validity that a single field cannot state (000 §3.7, §5.2). */
import { devicesUsingSchedule, queueSyncs } from '../devices/sync-queue';
import type { WeeklySlot } from '../../schemas/schedule';
import { AppError, type FieldMessage, fieldMessage } from '../errors';
import type { EntityHooks } from './hooks';

const message = (key: string): FieldMessage => ({ key: `resources.schedules.messages.${key}` });

/** field path -> message for each broken slot rule: from below to, at least one day, no overlap within a day. */
export function slotProblems(slots: WeeklySlot[]): Record<string, FieldMessage> {
  const problems: Record<string, FieldMessage> = {};
  slots.forEach((slot, i) => {
    if (slot.from >= slot.to) problems[`weekly_slots.${i}.to`] = message('from_below_to');
    if (!slot.days.length) problems[`weekly_slots.${i}.days`] = message('at_least_one_day');
  });
  slots.forEach((slot, i) => {
    const overlaps = slots.some(
      (other, j) => j < i && other.days.some((day) => slot.days.includes(day)) && other.from < slot.to && slot.from < other.to,
    );
    if (overlaps) problems[`weekly_slots.${i}.from`] ??= message('slots_intersect');
  });
  return problems;
}

export const scheduleHooks: EntityHooks = {
  async beforeWrite({ data }) {
    const problems = slotProblems((data.weekly_slots ?? []) as WeeklySlot[]);
    const { valid_from: from, valid_to: to } = data as { valid_from: string | null; valid_to: string | null };
    if (from && to && Date.parse(from) > Date.parse(to)) problems.valid_to = message('valid_from_after_to');
    if (data.repeat_duration_mode === 'count' && data.repeat_duration_count === null) problems.repeat_duration_count = fieldMessage('required');
    if (data.repeat_duration_mode === 'until' && !data.repeat_duration_until) problems.repeat_duration_until = fieldMessage('required');
    // A custom repeat counts its periods ("every 2 weeks") from valid_from: without it there is no first week.
    if (data.repeat_mode === 'custom' && !from) problems.valid_from = message('custom_needs_start');
    if (Object.keys(problems).length) throw new AppError('invalid_data', problems);
  },
  /** A changed schedule changes what the devices of the rules using it hold (a new one is used by none yet). */
  async afterWrite({ store, stored, id, afterCommit }) {
    if (stored) afterCommit(async () => queueSyncs(store, await devicesUsingSchedule(store.db, id), ['schedules']));
  },
};
