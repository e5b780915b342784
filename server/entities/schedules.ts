/** Schedules: the rules over weekly slots and validity that a single field cannot state (000 §3.7, §5.2). */
import { devicesUsingSchedule, queueSyncs } from '../devices/sync-queue';
import { type WeeklySlot, schedule } from '../../schemas/schedule';
import { weeklySlotProblems } from '../../schemas/weekly-slot-rules';
import { AppError, type FieldMessage, fieldMessage } from '../errors';
import { entityHooks } from '../crud/hooks';

const message = (key: string): FieldMessage => ({ key: `resources.schedules.messages.${key}` });

/** field path -> message for each broken slot rule (schemas/weekly-slot-rules.ts). */
export function slotProblems(slots: WeeklySlot[]): Record<string, FieldMessage> {
  return Object.fromEntries(Object.entries(weeklySlotProblems(slots)).map(([path, key]) => [`weekly_slots.${path}`, message(key)]));
}

export const scheduleHooks = entityHooks(schedule, {
  beforeWrite: [async ({ data }) => {
    const problems = slotProblems((data.weekly_slots ?? []) as WeeklySlot[]);
    const { valid_from: from, valid_to: to } = data as { valid_from: string | null; valid_to: string | null };
    if (from && to && Date.parse(from) > Date.parse(to)) problems.valid_to = message('valid_from_after_to');
    if (data.repeat_duration_mode === 'count' && data.repeat_duration_count === null) problems.repeat_duration_count = fieldMessage('required');
    if (data.repeat_duration_mode === 'until' && !data.repeat_duration_until) problems.repeat_duration_until = fieldMessage('required');
    // A custom repeat counts its periods ("every 2 weeks") from valid_from: without it there is no first week.
    if (data.repeat_mode === 'custom' && !from) problems.valid_from = message('custom_needs_start');
    if (Object.keys(problems).length) throw new AppError('invalid_data', problems);
  }],
  /** A changed schedule changes what the devices of the rules using it hold (a new one is used by none yet). */
  afterWrite: [async ({ store, stored, id, afterCommit }) => {
    if (stored) afterCommit(async () => queueSyncs(store, await devicesUsingSchedule(store.db, id), ['schedules']));
  }],
});
