/** What the scheduled jobs card says of a job's schedule and run, from GET /scheduler/jobs (schemas/scheduled-job-answers.ts). */
import type { ScheduledRun } from '../../schemas/scheduled-job-answers';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const UNITS: [number, string][] = [[86_400_000, 'days'], [3_600_000, 'hours'], [60_000, 'minutes'], [1000, 'seconds']];

/** `every 15000` → "every 15 s"; `cron 0 9 * * * tz Europe/Kyiv` → "0 9 * * * (Europe/Kyiv)"; null: not yet looked at. */
export function scheduleText(schedule: string | null, translate: Translate): string {
  if (!schedule) return '—';
  const every = /^every (\d+)$/.exec(schedule);
  if (every) {
    const ms = Number(every[1]);
    const [size, unit] = UNITS.find(([size]) => ms % size === 0) ?? [1000, 'seconds'];
    return translate('scheduled_jobs.every', { time: translate(`system_info.units.${unit}`, { count: Math.round(ms / size) }) });
  }
  const cron = /^cron (.+?)(?: tz (\S+))?$/.exec(schedule);
  if (!cron) return schedule;
  return cron[2] ? `${cron[1]} (${cron[2]})` : cron[1];
}

export type ResultColour = 'success' | 'error' | 'info' | 'default';

/** The last run's result as the chip shows it: its word, colour and, when failed, the error's own text. */
export function runSummary(run: ScheduledRun | undefined, translate: Translate): { label: string; colour: ResultColour; error?: string } {
  if (!run) return { label: translate('scheduled_jobs.results.never'), colour: 'default' };
  const colour: ResultColour = run.result === 'succeeded' ? 'success' : run.result === 'failed' ? 'error' : 'info';
  const error = run.error ? translate(`errors.codes.${run.error}`) : undefined;
  return { label: translate(`scheduled_jobs.results.${run.result}`), colour, ...(error && { error }) };
}

/** "1.2 s", "85 ms". */
export function durationText(ms: number | null): string {
  if (ms === null) return '';
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}
