import { z } from 'zod';
import { defineEntity } from './define-entity';

export const WEEK_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
/** Repetition of the weekly pattern; see README "Decisions" (schedules). */
export const REPEAT_MODES = ['none', 'daily', 'weekly', 'monthly'] as const;
export const REPEAT_DURATION_MODES = ['forever', 'count', 'until'] as const;
/** Seconds per day (001 §9): slot bounds lie within 0..86400. */
export const SECONDS_PER_DAY = 86400;

/** Weekly slot (000 §3.7): days mon..sun, from 32400 (09:00) to 64800 (18:00), seconds of the local day. */
export const weeklySlot = z.object({
  days: z.array(z.enum(WEEK_DAYS)).max(7).default([...WEEK_DAYS]),
  from: z.number().int().min(0).max(SECONDS_PER_DAY).default(32400),
  to: z.number().int().min(0).max(SECONDS_PER_DAY).default(64800),
});
export type WeeklySlot = z.infer<typeof weeklySlot>;

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
    weekly_slots: z.array(weeklySlot).max(100).default([weeklySlot.parse({})]).meta({ display: 'week_grid' }),
  },
  titleField: 'name',
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
