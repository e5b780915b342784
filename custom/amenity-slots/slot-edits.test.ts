import { describe, expect, it } from 'vitest';
import type { WeeklySlot } from '../../schemas/schedule';
import { addSlot, deleteDay, deleteSlot, freeSlot, intersectsOthers, moveSlot, replaceSlot, resizeSlot } from './slot-edits';

const H = 3600;
const slot = (days: WeeklySlot['days'], from: number, to: number): WeeklySlot => ({ days, from: from * H, to: to * H });
const week = [slot(['mon', 'tue', 'wed', 'thu', 'fri'], 9, 12), slot(['sat'], 10, 14)];

describe('adding a drawn slot', () => {
  it('is applied when it meets no other slot', () => {
    expect(addSlot(week, slot(['mon'], 12, 13))).toEqual({ slots: [...week, slot(['mon'], 12, 13)], changed: [2], refused: false });
  });
  it('is refused when it intersects another on a shared day', () => {
    expect(addSlot(week, slot(['fri', 'sat'], 13, 15)).refused).toBe(true);
    expect(addSlot(week, slot(['sun'], 9, 12)).refused).toBe(false);
  });
});

describe('the slot "Add slot" offers first', () => {
  it('is Monday 09:00 on an empty week', () => {
    expect(freeSlot([], H / 2)).toEqual(slot(['mon'], 9, 9.5));
  });
  it('is never refused while the week has room: the next free row of the first day with one', () => {
    expect(freeSlot(week, H)).toEqual(slot(['mon'], 12, 13));
    // The demo's pool: every day 07:00-22:00.
    const pool = [slot(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], 7, 22)];
    expect(freeSlot(pool, H)).toEqual(slot(['mon'], 22, 23));
    expect(addSlot(pool, freeSlot(pool, H)).refused).toBe(false);
    const busyMonday = [slot(['mon'], 0, 24)];
    expect(freeSlot(busyMonday, 2 * H)).toEqual(slot(['tue'], 8, 10));
  });
});

describe('moving a slot', () => {
  it('in its own column moves every day of the item by whole rows', () => {
    const moved = moveSlot(week, { index: 0, day: 2 }, { day: 2, seconds: 1.6 * H }, H);
    expect(moved.slots[0]).toEqual(slot(['mon', 'tue', 'wed', 'thu', 'fri'], 11, 14));
    expect(moved).toMatchObject({ changed: [0], refused: false });
  });
  it('stays inside the day', () => {
    expect(moveSlot(week, { index: 1, day: 5 }, { day: 5, seconds: 20 * H }, H).slots[1]).toEqual(slot(['sat'], 20, 24));
    expect(moveSlot(week, { index: 1, day: 5 }, { day: 5, seconds: -20 * H }, H).slots[1]).toEqual(slot(['sat'], 0, 4));
  });
  it('into another column takes that day out of a multi-day item', () => {
    const moved = moveSlot(week, { index: 0, day: 1 }, { day: 6, seconds: H }, H);
    expect(moved.slots).toEqual([slot(['mon', 'wed', 'thu', 'fri'], 9, 12), week[1], slot(['sun'], 10, 13)]);
    expect(moved).toMatchObject({ changed: [2], refused: false });
  });
  it('into another column changes the day of a one-day item', () => {
    expect(moveSlot(week, { index: 1, day: 5 }, { day: 6, seconds: 0 }, H).slots[1]).toEqual(slot(['sun'], 10, 14));
  });
  it('is refused onto another slot', () => {
    expect(moveSlot(week, { index: 1, day: 5 }, { day: 4, seconds: 0 }, H).refused).toBe(true);
    expect(moveSlot(week, { index: 0, day: 4 }, { day: 5, seconds: 2 * H }, H).refused).toBe(true);
  });
});

describe('resizing a slot', () => {
  it('moves its end to the nearest grid line, for every day of the item', () => {
    expect(resizeSlot(week, 0, 14.4 * H, H)).toEqual({ slots: [slot(['mon', 'tue', 'wed', 'thu', 'fri'], 9, 14), week[1]], changed: [0], refused: false });
  });
  it('keeps one slot at least and ends by midnight', () => {
    expect(resizeSlot(week, 1, 3 * H, H).slots[1]).toEqual(slot(['sat'], 10, 11));
    expect(resizeSlot(week, 1, 30 * H, H).slots[1]).toEqual(slot(['sat'], 10, 24));
  });
  it('is refused over another slot', () => {
    const two = [slot(['mon'], 9, 10), slot(['mon'], 11, 12)];
    expect(resizeSlot(two, 0, 11.6 * H, H).refused).toBe(true);
    expect(resizeSlot(two, 0, 11 * H, H).refused).toBe(false);
  });
});

describe('replacing and deleting', () => {
  it('replaces an item with days in the week’s order, refused over another', () => {
    expect(replaceSlot(week, 1, slot(['sun', 'sat'], 8, 9)).slots[1]).toEqual(slot(['sat', 'sun'], 8, 9));
    expect(replaceSlot(week, 1, slot(['mon'], 8, 10)).refused).toBe(true);
  });
  it('deletes one day of an item, or the item with its last day', () => {
    expect(deleteDay(week, { index: 0, day: 0 })[0].days).toEqual(['tue', 'wed', 'thu', 'fri']);
    expect(deleteDay(week, { index: 1, day: 5 })).toEqual([week[0]]);
    expect(deleteSlot(week, 0)).toEqual([week[1]]);
  });
  it('finds intersections on shared days only', () => {
    expect(intersectsOthers([slot(['mon'], 9, 10), slot(['tue'], 9, 10)], 0)).toBe(false);
    expect(intersectsOthers([slot(['mon'], 9, 10), slot(['mon'], 10, 11)], 0)).toBe(false);
    expect(intersectsOthers([slot(['mon'], 9, 11), slot(['mon'], 10, 11)], 0)).toBe(true);
  });
});
