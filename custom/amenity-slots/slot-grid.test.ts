import { describe, expect, it } from 'vitest';
import { drawnSlot, gridRows, rowAt, rowEnd, slotColumns, snappedDelta } from './slot-grid';

const H = 3600;

describe('the slot grid', () => {
  it('has a row per slot of the duration, a shorter last one when the duration does not divide the day', () => {
    expect(gridRows(H)).toBe(24);
    expect(gridRows(1800)).toBe(48);
    expect(gridRows(7 * H)).toBe(4);
    expect(rowEnd(3, 7 * H)).toBe(86400);
  });

  it('snaps a point to its row, inside the day', () => {
    expect(rowAt(9.5 * H, H)).toBe(9);
    expect(rowAt(-100, H)).toBe(0);
    expect(rowAt(86400, H)).toBe(23);
    expect(snappedDelta(1.4 * H, H)).toBe(H);
    expect(snappedDelta(-1.6 * H, H)).toBe(-2 * H);
  });

  it('draws the rows between two points over every day they span, in any order', () => {
    expect(drawnSlot({ day: 4, second: 17.5 * H }, { day: 0, second: 9.2 * H }, H)).toEqual({ days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: 9 * H, to: 18 * H });
    expect(drawnSlot({ day: 6, second: 10 * H }, { day: 6, second: 10.1 * H }, 1800)).toEqual({ days: ['sun'], from: 10 * H, to: 10.5 * H });
    expect(drawnSlot({ day: 2, second: 23.9 * H }, { day: 2, second: 90000 }, H)).toEqual({ days: ['wed'], from: 23 * H, to: 24 * H });
  });

  it('names the columns a slot is drawn in', () => {
    expect(slotColumns({ days: ['sun', 'mon', 'wed'], from: 0, to: H })).toEqual([0, 2, 6]);
  });
});
