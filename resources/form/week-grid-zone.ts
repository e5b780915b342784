/**
 * How far the week grid moves stored slots (project time zone, `general.time_zone`) to show them in the
 * signed-in user's zone (profile `time_zone`), 000 §5.3. The offsets are taken now, daylight saving included.
 * A user who may not read the project settings sees the slots as stored (no shift): the server would refuse
 * the read, and guessing the project's zone would show wrong times.
 */
import { zoneOffsetMinutes } from '../../schemas/time-zone';

export interface WeekGridZone {
  /** The user's offset minus the project's, in minutes: added to stored slots to show them. */
  minutes: number;
  zone?: string;
  project?: string;
}

/**
 * @example shiftMinutes('Europe/Kyiv', 'UTC', Date.UTC(2026, 0, 1)) // 120
 */
export function shiftMinutes(userZone: string | undefined, projectZone: string | undefined, at: number): number {
  if (!userZone || !projectZone || userZone === projectZone) return 0;
  return zoneOffsetMinutes(userZone, at) - zoneOffsetMinutes(projectZone, at);
}
