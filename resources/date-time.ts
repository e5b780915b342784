/**
 * The one date and time formatter of the console: a moment in the user's time zone, written in their
 * profile's time_format (schemas/time-formats.ts), or said relatively ("5 min ago") in their language.
 * Pure: the settings come from useDateTimeSettings (the profile and the console's language).
 *
 * @example formatDateTime('2026-11-23T12:25:08.096Z', { locale: 'ru', timeFormat: 'DD.MM.YYYY HH:NN:SS', timeZone: 'Europe/Kyiv' })
 * // '23.11.2026 14:25:08'
 * @example formatRelative('2026-11-23T12:20:00Z', Date.parse('2026-11-23T12:25:00Z'), 'en') // '5 min. ago'
 */
import type { TIME_FORMATS } from '../schemas/time-formats';

export type TimeFormat = (typeof TIME_FORMATS)[number];

export interface DateTimeSettings {
  /** The console's language (en, ru, uk). */
  locale: string;
  /** The profile's time_format; undefined until the profile is read (the language's usual order then). */
  timeFormat?: string;
  /** An IANA zone (the profile's time_zone); undefined or unknown: the browser's. */
  timeZone?: string;
}

/** How each language writes dates when the profile does not say. */
const LANGUAGE_FORMATS: Record<string, TimeFormat> = {
  en: 'MM/DD/YYYY HH:NN:SS',
  ru: 'DD.MM.YYYY HH:NN:SS',
  uk: 'DD.MM.YYYY HH:NN:SS',
};
const DEFAULT_FORMAT: TimeFormat = 'YYYY-MM-DD HH:NN:SS';

/** A moment's wall-clock parts in a zone; months 1-12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();

function partFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = partFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23',
    };
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat('en-US', options); // a zone this browser does not know: its own
    }
    partFormats.set(key, format);
  }
  return format;
}

export function wallTime(moment: Date, timeZone?: string): WallTime {
  const parts = Object.fromEntries(partFormat(timeZone).formatToParts(moment).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour % 24, minute: parts.minute, second: parts.second };
}

/** The moment a wall-clock time in a zone names (the zone's offset taken at that moment, DST included). */
export function momentOf(wall: WallTime, timeZone?: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const offsetAt = (instant: number) => {
    const seen = wallTime(new Date(instant), timeZone);
    return Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second) - instant;
  };
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
}

/** A stored moment (ISO text or epoch ms) as a Date, or undefined when it is none. */
export function toMoment(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  if (value === '') return undefined;
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? undefined : moment;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The pattern the settings name: the profile's, else the language's usual one. */
export function patternOf(settings: DateTimeSettings): string {
  if (settings.timeFormat && /YYYY/.test(settings.timeFormat)) return settings.timeFormat;
  return LANGUAGE_FORMATS[settings.locale] ?? DEFAULT_FORMAT;
}

/** Fills YYYY MM DD HH NN SS; `seconds: false` drops ':SS' (forms and filters work in minutes). */
export function applyPattern(pattern: string, wall: WallTime, { seconds = true } = {}): string {
  const tokens: Record<string, string> = {
    YYYY: pad(wall.year, 4), MM: pad(wall.month), DD: pad(wall.day), HH: pad(wall.hour), NN: pad(wall.minute), SS: pad(wall.second),
  };
  const used = seconds ? pattern : pattern.replace(/:SS/, '');
  return used.replace(/YYYY|MM|DD|HH|NN|SS/g, (token) => tokens[token]);
}

/** A moment in the user's zone and format; '' for no moment, the text itself for something unreadable. */
export function formatDateTime(value: unknown, settings: DateTimeSettings, options: { seconds?: boolean } = {}): string {
  const moment = toMoment(value);
  if (!moment) return value === null || value === undefined ? '' : String(value);
  return applyPattern(patternOf(settings), wallTime(moment, settings.timeZone), options);
}

/** The date part only, in the user's zone and format. */
export function formatDate(value: unknown, settings: DateTimeSettings): string {
  const moment = toMoment(value);
  if (!moment) return value === null || value === undefined ? '' : String(value);
  const datePart = patternOf(settings).split(' ')[0];
  return applyPattern(datePart, wallTime(moment, settings.timeZone));
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Beyond this a log reader wants the date itself. */
export const RELATIVE_LIMIT = 7 * DAY;

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
    relativeFormats.set(locale, format);
  }
  return format;
}

/** "5 min ago", "in 2 hours", "yesterday" in the language; undefined when further than RELATIVE_LIMIT. */
export function formatRelative(value: unknown, now: number, locale: string): string | undefined {
  const moment = toMoment(value);
  if (!moment) return undefined;
  const diff = moment.getTime() - now;
  const distance = Math.abs(diff);
  if (distance > RELATIVE_LIMIT) return undefined;
  const format = relativeFormat(locale);
  if (distance < 45 * SECOND) return format.format(0, 'second');
  if (distance < 45 * MINUTE) return format.format(Math.round(diff / MINUTE), 'minute');
  if (distance < 22 * HOUR) return format.format(Math.round(diff / HOUR), 'hour');
  return format.format(Math.round(diff / DAY), 'day');
}

/** A moment as a date-time input's value in the zone, to the minute (no seconds, no milliseconds). */
export function toInputValue(value: unknown, timeZone?: string): string {
  const moment = toMoment(value);
  if (!moment) return '';
  return applyPattern('YYYY-MM-DDTHH:NN', wallTime(moment, timeZone));
}

/** A date-time input's value (YYYY-MM-DDTHH:MM[:SS]) read in the zone, as ISO text; undefined when empty or unreadable. */
export function fromInputValue(text: string, timeZone?: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  return momentOf({ year, month, day, hour, minute, second }, timeZone).toISOString();
}

/** The date part of the settings' pattern: 'DD.MM.YYYY', 'MM/DD/YYYY' or 'YYYY-MM-DD'. */
export const datePatternOf = (settings: DateTimeSettings) => patternOf(settings).split(' ')[0];

/** A day (YYYY-MM-DD, no zone: a calendar day) in the settings' date format: '2026-11-28' → '28.11.2026'. */
export function formatDay(day: string, settings: DateTimeSettings): string {
  const [year, month, date] = day.split('-').map(Number);
  return applyPattern(datePatternOf(settings), { year, month, day: date, hour: 0, minute: 0, second: 0 });
}

/** A day typed in the settings' date format, as YYYY-MM-DD; undefined unless it is a whole, real date. */
export function parseDay(text: string, settings: DateTimeSettings): string | undefined {
  const order: string[] = [];
  const source = datePatternOf(settings).replace(/YYYY|MM|DD|[^YMD]/g, (token) => {
    if (token.length === 1) return `\\${token}`;
    order.push(token);
    return token === 'YYYY' ? '(\\d{4})' : '(\\d{1,2})';
  });
  const match = new RegExp(`^${source}$`).exec(text.trim());
  if (!match) return undefined;
  const part = (token: string) => Number(match[order.indexOf(token) + 1]);
  const [year, month, date] = [part('YYYY'), part('MM'), part('DD')];
  const real = new Date(Date.UTC(year, month - 1, date));
  if (real.getUTCFullYear() !== year || real.getUTCMonth() !== month - 1 || real.getUTCDate() !== date) return undefined;
  return `${pad(year, 4)}-${pad(month)}-${pad(date)}`;
}
