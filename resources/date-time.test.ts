import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TIME_FORMATS } from '../schemas/user';
import { formatDate, formatDateTime, formatRelative, fromInputValue, toInputValue } from './date-time';

const MOMENT = '2026-11-23T12:25:08.096Z';
const LANGUAGES = ['en', 'ru', 'uk'] as const;
const EXPECTED: Record<(typeof TIME_FORMATS)[number], string> = {
  'YYYY-MM-DD HH:NN:SS': '2026-11-23 12:25:08',
  'DD.MM.YYYY HH:NN:SS': '23.11.2026 12:25:08',
  'MM/DD/YYYY HH:NN:SS': '11/23/2026 12:25:08',
};

describe('formatDateTime', () => {
  describe.each(LANGUAGES)('in %s', (locale) => {
    it.each(TIME_FORMATS.map((format) => [format]))('writes %s as the profile says, whatever the language', (timeFormat) => {
      expect(formatDateTime(MOMENT, { locale, timeFormat, timeZone: 'UTC' })).toBe(EXPECTED[timeFormat]);
    });
  });

  it('follows the language when the profile is not read yet', () => {
    expect(formatDateTime(MOMENT, { locale: 'en', timeZone: 'UTC' })).toBe('11/23/2026 12:25:08');
    expect(formatDateTime(MOMENT, { locale: 'ru', timeZone: 'UTC' })).toBe('23.11.2026 12:25:08');
    expect(formatDateTime(MOMENT, { locale: 'uk', timeZone: 'UTC' })).toBe('23.11.2026 12:25:08');
  });

  it('shows the moment in the user\'s time zone, daylight saving included', () => {
    const settings = { locale: 'uk', timeFormat: 'DD.MM.YYYY HH:NN:SS' };
    expect(formatDateTime(MOMENT, { ...settings, timeZone: 'Europe/Kyiv' })).toBe('23.11.2026 14:25:08'); // winter, +2
    expect(formatDateTime('2026-07-01T21:30:00Z', { ...settings, timeZone: 'Europe/Kyiv' })).toBe('02.07.2026 00:30:00'); // summer, +3, next day
    expect(formatDateTime(MOMENT, { ...settings, timeZone: 'America/New_York' })).toBe('23.11.2026 07:25:08');
    expect(formatDateTime(MOMENT, { ...settings, timeZone: 'Asia/Kolkata' })).toBe('23.11.2026 17:55:08');
  });

  it('never shows milliseconds; seconds can be left out', () => {
    expect(formatDateTime(MOMENT, { locale: 'en', timeFormat: 'YYYY-MM-DD HH:NN:SS', timeZone: 'UTC' }, { seconds: false })).toBe('2026-11-23 12:25');
  });

  it('reads epoch milliseconds; nothing stays nothing; an unreadable text stays as it is', () => {
    const settings = { locale: 'en', timeFormat: 'YYYY-MM-DD HH:NN:SS', timeZone: 'UTC' };
    expect(formatDateTime(Date.parse(MOMENT), settings)).toBe('2026-11-23 12:25:08');
    expect(formatDateTime(null, settings)).toBe('');
    expect(formatDateTime('', settings)).toBe('');
    expect(formatDateTime('soon', settings)).toBe('soon');
  });

  it('falls back to the browser\'s zone for a zone it does not know', () => {
    expect(() => formatDateTime(MOMENT, { locale: 'en', timeZone: 'Mars/Olympus' })).not.toThrow();
  });

  it('formats the date alone in the same order', () => {
    expect(formatDate(MOMENT, { locale: 'ru', timeFormat: 'MM/DD/YYYY HH:NN:SS', timeZone: 'UTC' })).toBe('11/23/2026');
  });
});

describe('formatRelative', () => {
  const now = Date.parse('2026-11-23T12:25:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it.each([
    ['en', '5 min. ago', '3 hr. ago', 'yesterday', 'now'],
    ['ru', '5 мин. назад', '3 ч назад', 'вчера', 'сейчас'],
    ['uk', '5 хв тому', '3 год тому', 'учора', 'зараз'],
  ])('speaks %s', (locale, minutes, hours, yesterday, justNow) => {
    expect(formatRelative(ago(5 * 60_000), now, locale)).toBe(minutes);
    expect(formatRelative(ago(3 * 3_600_000), now, locale)).toBe(hours);
    expect(formatRelative(ago(26 * 3_600_000), now, locale)).toBe(yesterday);
    expect(formatRelative(ago(10_000), now, locale)).toBe(justNow);
  });

  it('says the future too, and gives up beyond a week (the date is wanted then)', () => {
    expect(formatRelative(new Date(now + 2 * 3_600_000).toISOString(), now, 'en')).toBe('in 2 hr.');
    expect(formatRelative(ago(8 * 86_400_000), now, 'en')).toBeUndefined();
    expect(formatRelative(null, now, 'en')).toBeUndefined();
  });
});

describe('date-time inputs', () => {
  it('show minutes in the user\'s zone, never milliseconds, and read back to the same moment', () => {
    expect(toInputValue(MOMENT, 'UTC')).toBe('2026-11-23T12:25');
    expect(toInputValue(MOMENT, 'Europe/Kyiv')).toBe('2026-11-23T14:25');
    expect(fromInputValue('2026-11-23T14:25', 'Europe/Kyiv')).toBe('2026-11-23T12:25:00.000Z');
    expect(fromInputValue('2026-07-02T00:30', 'Europe/Kyiv')).toBe('2026-07-01T21:30:00.000Z');
    expect(fromInputValue('', 'UTC')).toBeUndefined();
    expect(toInputValue(null, 'UTC')).toBe('');
  });
});

/** Every console source file (tests aside) under a folder. */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('one date formatter', () => {
  it('is the only place the console writes a date, so every page follows the language and the profile format', () => {
    const own = join('resources', 'date-time.ts');
    const formatting = /Intl\.DateTimeFormat\(|\.toLocale(Date|Time)String\(/;
    const others = ['src', 'resources', 'custom'].flatMap(sources).filter((path) => path !== own && formatting.test(readFileSync(path, 'utf8')));
    expect(others).toEqual([]);
  });
});
