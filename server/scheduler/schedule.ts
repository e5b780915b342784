/**
 * When a job is due: every so many milliseconds, or by a cron expression (croner) in a time zone. A schedule
 * has a key, stored with the job's next due time, so a changed schedule is noticed after a restart too.
 */
import { Cron } from 'croner';

export type Schedule = { every: number } | { cron: string; timezone?: string };

export const scheduleKey = (schedule: Schedule) => ('every' in schedule ? `every ${schedule.every}` : `cron ${schedule.cron}${schedule.timezone ? ` tz ${schedule.timezone}` : ''}`);

/** Checks a schedule once, at composition, so a wrong one stops the server's start rather than a later tick. */
export function checkSchedule(schedule: Schedule) {
  if ('every' in schedule) {
    if (!Number.isInteger(schedule.every) || schedule.every < 1000) throw new Error(`an interval of ${schedule.every} ms is below a second`);
    return;
  }
  new Cron(schedule.cron, { timezone: schedule.timezone, paused: true }).stop();
}

/** The first due time after `after`; an interval's are multiples of it since the epoch, alike in every process. */
export function nextDue(schedule: Schedule, after: Date): Date {
  if ('every' in schedule) return new Date((Math.floor(after.getTime() / schedule.every) + 1) * schedule.every);
  const cron = new Cron(schedule.cron, { timezone: schedule.timezone, paused: true });
  const next = cron.nextRun(after);
  cron.stop();
  // A pattern that never fires again (a date in the past): far away, so the job stays listed and never runs.
  return next ?? new Date(8.64e15);
}
