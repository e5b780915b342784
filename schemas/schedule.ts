import { z } from 'zod';
import { defineEntity } from './define-entity';
import { SECONDS_PER_DAY, WEEK_DAYS, type WeekDay, type WeeklySlot, weeklySlot } from './weekly-slot';

// Weekly slots are schedules' and amenities' alike (schemas/weekly-slot.ts); kept importable from here.
export { SECONDS_PER_DAY, WEEK_DAYS, type WeekDay, type WeeklySlot, weeklySlot };

/** Repetition of the weekly pattern; see docs/access.md (schedules, custom repeat). */
export const REPEAT_MODES = ['none', 'daily', 'weekly', 'monthly', 'custom'] as const;
/** A custom repeat's period: every N days, weeks (Monday-based) or calendar months, counted from valid_from. */
export const REPEAT_UNITS = ['day', 'week', 'month'] as const;
/** Days of the month a monthly custom repeat may name. */
export const MONTH_DAYS = Array.from({ length: 31 }, (_, i) => i + 1);
export const REPEAT_DURATION_MODES = ['forever', 'count', 'until'] as const;


/** ISO 8601 moment, or null for "unbounded". */
const moment = z.iso.datetime({ offset: true }).nullable().default(null);

/**
 * Schedule (the spec's time rule, 000 §3.7). Rules the fields alone cannot say (from < to, no overlap
 * within a day, at least one day, valid_from <= valid_to) are checked in server/entities/schedules.ts.
 */
export const schedule = defineEntity({
  name: 'schedule',
  path: 'schedules',
  table: 'schedules',
  fields: {
    name: z.string().trim().min(1).max(255),
    description: z.string().max(2000).default(''),
    valid_from: moment,
    valid_to: moment,
    is_all_day: z.boolean().default(false),
    repeat_mode: z.enum(REPEAT_MODES).default('weekly'),
    repeat_duration_mode: z.enum(REPEAT_DURATION_MODES).default('forever'),
    repeat_duration_count: z.number().int().min(1).max(10000).nullable().default(null),
    repeat_duration_until: moment,
    // Custom repeat (000 §3.7 "custom repeat fields"), Google Calendar style: every N units; on some weekdays
    // (weeks) or days of the month (months); empty means every day the slots name. Shown only when they apply.
    repeat_every: z.number().int().min(1).max(1000).default(1).meta({ visibleWhen: { repeat_mode: 'custom' } }),
    repeat_unit: z.enum(REPEAT_UNITS).default('week').meta({ visibleWhen: { repeat_mode: 'custom' } }),
    repeat_week_days: z.array(z.enum(WEEK_DAYS)).max(7).default([]).meta({ visibleWhen: { repeat_mode: 'custom', repeat_unit: 'week' } }),
    repeat_month_days: z.array(z.literal(MONTH_DAYS)).max(31).default([]).meta({ visibleWhen: { repeat_mode: 'custom', repeat_unit: 'month' } }),
    weekly_slots: z.array(weeklySlot).max(100).default([weeklySlot.parse({})]).meta({ display: 'week_grid' }),
  },
  titleField: 'name',
  menu: { group: 'access', order: 20, icon: 'schedule' },
  list: {
    columns: ['name', 'repeat_mode', 'is_all_day', 'valid_from', 'valid_to'],
    search: ['name', 'description'],
    filters: ['id', 'name', 'repeat_mode', 'is_all_day', 'valid_from', 'valid_to', 'created_at'],
    sort: 'name',
  },
  // Schedules are shared building blocks without groups: the time_rules.* permissions cover all of them.
  access: {
    view: { all: 'time_rules.view' },
    create: { all: 'time_rules.create' },
    update: { all: 'time_rules.edit' },
    delete: { all: 'time_rules.delete' },
  },
  ownership: { kind: 'none' },
});
