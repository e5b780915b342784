import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { WEEK_DAYS, type WeeklySlot } from '../../schemas/weekly-slot';
import { formatTime, joinTouching, paintedSlot, parseTime, shiftSlots, slotProblems, slotSummary, slotsAt, storedSlots } from './week-grid';

const H = 3600;
const WEEKDAYS: WeeklySlot['days'] = ['mon', 'tue', 'wed', 'thu', 'fri'];

describe('shiftSlots (000 §5.3: shift by the zone offset in minutes, wrap at 86400)', () => {
  it.each<[string, WeeklySlot[], number, WeeklySlot[]]>([
    ['no offset keeps the slots', [{ days: WEEKDAYS, from: 9 * H, to: 18 * H }], 0, [{ days: WEEKDAYS, from: 9 * H, to: 18 * H }]],
    ['positive offset within the day', [{ days: WEEKDAYS, from: 9 * H, to: 18 * H }], 180, [{ days: WEEKDAYS, from: 12 * H, to: 21 * H }]],
    ['negative offset within the day', [{ days: ['mon'], from: 9 * H, to: 18 * H }], -330, [{ days: ['mon'], from: 3.5 * H, to: 12.5 * H }]],
    ['wraps past midnight into the next day', [{ days: ['mon'], from: 23 * H, to: 24 * H }], 120, [{ days: ['tue'], from: 1 * H, to: 2 * H }]],
    ['negative offset wraps into the previous day', [{ days: ['tue'], from: 0, to: 2 * H }], -180, [{ days: ['mon'], from: 21 * H, to: 23 * H }]],
    ['Sunday wraps into Monday', [{ days: ['sun'], from: 22 * H, to: 23 * H }], 120, [{ days: ['mon'], from: 0, to: 1 * H }]],
    ['Monday wraps back into Sunday', [{ days: ['mon'], from: 0, to: 1 * H }], -60, [{ days: ['sun'], from: 23 * H, to: 24 * H }]],
    [
      'a slot crossing midnight splits into two days',
      [{ days: ['mon', 'fri'], from: 20 * H, to: 23 * H }],
      180,
      [
        { days: ['mon', 'fri'], from: 23 * H, to: 24 * H },
        { days: ['tue', 'sat'], from: 0, to: 2 * H },
      ],
    ],
    [
      'a split under a negative offset',
      [{ days: ['sun'], from: 0, to: 3 * H }],
      -120,
      [
        { days: ['sat'], from: 22 * H, to: 24 * H },
        { days: ['sun'], from: 0, to: 1 * H },
      ],
    ],
  ])('%s', (_name, slots, minutes, shown) => {
    expect(shiftSlots(slots, minutes)).toEqual(shown);
  });

  it('an inverted slot moves as it is, so its error still shows', () => {
    expect(shiftSlots([{ days: ['mon'], from: 18 * H, to: 9 * H }], 60)).toEqual([{ days: ['mon'], from: 19 * H, to: 10 * H }]);
  });

  it('shifting back gives the stored slots again, joined where a shift split them', () => {
    const stored: WeeklySlot[] = [{ days: WEEKDAYS, from: 20 * H, to: 23 * H }];
    const shown = shiftSlots(stored, 180);
    expect(shown).toHaveLength(2);
    expect(storedSlots(shown, 180)).toEqual(stored);
  });

  it('round-trips any valid slot under any offset (property)', () => {
    const slot = fc
      .record({
        days: fc.subarray([...WEEK_DAYS], { minLength: 1 }),
        from: fc.integer({ min: 0, max: 47 }),
        length: fc.integer({ min: 1, max: 48 }),
      })
      .map(({ days, from, length }) => ({ days, from: from * 1800, to: Math.min(48, from + length) * 1800 }));
    fc.assert(
      fc.property(slot, fc.integer({ min: -14 * 60, max: 14 * 60 }), (stored, minutes) => {
        const shown = shiftSlots([stored], minutes);
        expect(shown.every((s) => s.from >= 0 && s.to <= 86400 && s.from < s.to)).toBe(true);
        expect(storedSlots(shown, minutes)).toEqual([stored]);
      }),
    );
  });
});

describe('joinTouching', () => {
  it('joins touching slots on the same days, leaves overlaps and other days alone', () => {
    expect(
      joinTouching([
        { days: ['mon'], from: 9 * H, to: 12 * H },
        { days: ['mon'], from: 12 * H, to: 18 * H },
        { days: ['tue'], from: 18 * H, to: 20 * H },
        { days: ['mon'], from: 17 * H, to: 19 * H },
      ]),
    ).toEqual([
      { days: ['mon'], from: 9 * H, to: 18 * H },
      { days: ['tue'], from: 18 * H, to: 20 * H },
      { days: ['mon'], from: 17 * H, to: 19 * H },
    ]);
  });
});

describe('cells', () => {
  it('paints a rectangle between two corners in any order', () => {
    expect(paintedSlot({ day: 4, row: 35 }, { day: 0, row: 18 })).toEqual({ days: WEEKDAYS, from: 9 * H, to: 18 * H });
  });
  it('finds the slots covering a cell', () => {
    const slots: WeeklySlot[] = [
      { days: WEEKDAYS, from: 9 * H, to: 18 * H },
      { days: ['mon'], from: 17.5 * H, to: 19 * H },
    ];
    expect(slotsAt(slots, 'mon', 35)).toEqual([0, 1]);
    expect(slotsAt(slots, 'mon', 36)).toEqual([1]);
    expect(slotsAt(slots, 'sat', 20)).toEqual([]);
    expect(slotsAt(slots, 'tue', 17)).toEqual([]);
  });
});

describe('times', () => {
  it.each([
    ['09:00', 32400],
    ['9:30', 34200],
    ['24:00', 86400],
    ['00:00', 0],
  ])('%s is %i seconds', (text, seconds) => expect(parseTime(text)).toBe(seconds));
  it.each(['24:30', '12:60', 'nine', '', '12'])('refuses %s', (text) => expect(parseTime(text)).toBeUndefined());
  it('formats seconds', () => {
    expect(formatTime(64800)).toBe('18:00');
    expect(formatTime(86400)).toBe('24:00');
    expect(formatTime(0)).toBe('00:00');
  });
});

describe('slotProblems (the server rules, for the grid)', () => {
  it('names inverted, dayless and overlapping slots by the same paths as the server', () => {
    expect(
      slotProblems([
        { days: WEEKDAYS, from: 9 * H, to: 18 * H },
        { days: ['fri', 'sat'], from: 17 * H, to: 20 * H },
        { days: ['sun'], from: 18 * H, to: 9 * H },
        { days: [], from: 1 * H, to: 2 * H },
      ]),
    ).toEqual({ '1.from': 'slots_intersect', '2.to': 'from_below_to', '3.days': 'at_least_one_day' });
  });
  it('touching slots do not overlap (to is exclusive)', () => {
    expect(slotProblems([{ days: ['mon'], from: 0, to: 9 * H }, { days: ['mon'], from: 9 * H, to: 10 * H }])).toEqual({});
  });
});

describe('slotSummary', () => {
  const name = (day: string) => day[0].toUpperCase() + day.slice(1);
  it.each<[WeeklySlot, string]>([
    [{ days: WEEKDAYS, from: 9 * H, to: 18 * H }, 'Mon–Fri 09:00–18:00'],
    [{ days: ['sat', 'sun'], from: 10 * H, to: 14.5 * H }, 'Sat, Sun 10:00–14:30'],
    [{ days: ['sun', 'mon', 'wed', 'thu', 'fri'], from: 0, to: 86400 }, 'Mon, Wed–Fri, Sun 00:00–24:00'],
  ])('%o reads %s', (slot, text) => expect(slotSummary(slot, name)).toBe(text));
});
