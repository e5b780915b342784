/**
 * The weekly slot, schedules' and amenities' alike (000 §3.7): which days, from and to as seconds of the local
 * day. Not an entity's module, so the generic week grid (resources/form/week-grid*) can read it.
 */
import { z } from 'zod';

export const WEEK_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
/** Seconds per day (001 §9): slot bounds lie within 0..86400. */
export const SECONDS_PER_DAY = 86400;

/** Weekly slot (000 §3.7): days mon..sun, from 32400 (09:00) to 64800 (18:00), seconds of the local day. */
export const weeklySlot = z.object({
  days: z.array(z.enum(WEEK_DAYS)).max(7).default([...WEEK_DAYS]),
  from: z.number().int().min(0).max(SECONDS_PER_DAY).default(32400),
  to: z.number().int().min(0).max(SECONDS_PER_DAY).default(64800),
});
export type WeeklySlot = z.infer<typeof weeklySlot>;
