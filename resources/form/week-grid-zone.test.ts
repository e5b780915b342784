import { describe, expect, it } from 'vitest';
import { shiftMinutes } from './week-grid-zone';

describe('shiftMinutes (the user zone minus the project zone)', () => {
  const winter = Date.UTC(2026, 0, 15, 12);
  const summer = Date.UTC(2026, 6, 15, 12);
  it.each<[string | undefined, string | undefined, number, number]>([
    ['Europe/Kyiv', 'UTC', winter, 120],
    ['Europe/Kyiv', 'UTC', summer, 180],
    ['UTC', 'Europe/Kyiv', winter, -120],
    ['America/New_York', 'Europe/Berlin', winter, -360],
    ['Asia/Kolkata', 'UTC', winter, 330],
    ['Asia/Kathmandu', 'Asia/Kolkata', winter, 15],
    ['Europe/Kyiv', 'Europe/Kyiv', winter, 0],
    [undefined, 'UTC', winter, 0],
    ['Europe/Kyiv', undefined, winter, 0],
  ])('%s against %s', (user, project, at, minutes) => expect(shiftMinutes(user, project, at)).toBe(minutes));
});
