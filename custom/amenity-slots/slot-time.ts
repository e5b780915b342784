/**
 * Times and lengths as the slot editor writes them: a second of the day in the time part of the user's
 * format (resources/date-time.ts; 86400 is '24:00', the day's end), a duration in the user's words.
 *
 * @example timeOfDay(34200, { locale: 'en' }) // '09:30'
 * @example durationParts(5400) // { hours: 1, minutes: 30 }
 */
import { applyPattern, type DateTimeSettings, patternOf } from '../../resources/date-time';

export function timeOfDay(second: number, settings: DateTimeSettings): string {
  const timePart = patternOf(settings).split(' ')[1] ?? 'HH:NN';
  const minutes = Math.round(second / 60);
  return applyPattern(timePart, { year: 0, month: 0, day: 0, hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0 }, { seconds: false });
}

export const durationParts = (seconds: number) => ({ hours: Math.floor(seconds / 3600), minutes: Math.round((seconds % 3600) / 60) });

/** A slot length in the user's words: '15 min', '1 h', '1 h 30 min'. */
export function durationText(seconds: number, translate: (key: string, options?: Record<string, unknown>) => string): string {
  const { hours, minutes } = durationParts(seconds);
  if (!hours) return translate('amenities.slot_editor.minutes', { smart_count: minutes });
  if (!minutes) return translate('amenities.slot_editor.hours', { smart_count: hours });
  return translate('amenities.slot_editor.hours_minutes', { hours, minutes });
}
