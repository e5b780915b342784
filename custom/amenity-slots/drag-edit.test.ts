import { describe, expect, it } from 'vitest';
import type { WeeklySlot } from '../../schemas/schedule';
import { dragEdit, keyEdit } from './drag-edit';

const H = 3600;
const slots: WeeklySlot[] = [{ days: ['mon', 'tue'], from: 9 * H, to: 12 * H }];

describe('a drag on the week', () => {
  it('draws from an empty cell, moves a slot, resizes its end', () => {
    expect(dragEdit(slots, { kind: 'draw', anchor: { day: 2, second: 9.5 * H }, current: { day: 3, second: 10.5 * H } }, H).slots[1]).toEqual({ days: ['wed', 'thu'], from: 9 * H, to: 11 * H });
    expect(dragEdit(slots, { kind: 'move', at: { index: 0, day: 0 }, anchor: { day: 0, second: 10 * H }, current: { day: 0, second: 12.2 * H } }, H).slots[0]).toMatchObject({ from: 11 * H, to: 14 * H });
    expect(dragEdit(slots, { kind: 'resize', at: { index: 0, day: 1 }, current: { day: 3, second: 15.7 * H } }, H).slots[0]).toMatchObject({ from: 9 * H, to: 16 * H });
  });
  it('refuses a drawing over a slot', () => {
    expect(dragEdit(slots, { kind: 'draw', anchor: { day: 1, second: 11 * H }, current: { day: 2, second: 13 * H } }, H).refused).toBe(true);
  });
});

describe('keys on a slot', () => {
  it('move it a row, change its end with Shift, and move one day to the next column', () => {
    expect(keyEdit(slots, { index: 0, day: 0 }, 'ArrowDown', false, H)?.edit.slots[0]).toMatchObject({ from: 10 * H, to: 13 * H });
    expect(keyEdit(slots, { index: 0, day: 0 }, 'ArrowUp', true, H)?.edit.slots[0]).toMatchObject({ from: 9 * H, to: 11 * H });
    expect(keyEdit(slots, { index: 0, day: 1 }, 'ArrowRight', false, H)).toEqual({
      edit: { slots: [{ days: ['mon'], from: 9 * H, to: 12 * H }, { days: ['wed'], from: 9 * H, to: 12 * H }], changed: [1], refused: false },
      at: { index: 1, day: 2 },
    });
    expect(keyEdit(slots, { index: 0, day: 0 }, 'ArrowLeft', false, H)).toBeUndefined();
    expect(keyEdit(slots, { index: 0, day: 0 }, 'x', false, H)).toBeUndefined();
  });
});
