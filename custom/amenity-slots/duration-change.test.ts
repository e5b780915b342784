import { describe, expect, it } from 'vitest';
import type { WeeklySlot } from '../../schemas/schedule';
import { withDuration } from './duration-change';

const H = 3600;
const slot = (days: WeeklySlot['days'], from: number, to: number): WeeklySlot => ({ days, from: from * H, to: to * H });

describe('a new slot duration', () => {
  it('keeps the slots that are whole numbers of it', () => {
    expect(withDuration([slot(['mon'], 9, 18)], 1800)).toEqual({ slots: [slot(['mon'], 9, 18)], fitted: [] });
  });
  it('fits the others to the nearest grid line from their start, one slot at least', () => {
    expect(withDuration([slot(['mon'], 9, 18), slot(['tue'], 9, 10)], 2 * H)).toEqual({ slots: [slot(['mon'], 9, 19), slot(['tue'], 9, 11)], fitted: [0, 1] });
  });
  it('ends a fitted slot by midnight, moving its start back', () => {
    expect(withDuration([slot(['sun'], 22, 23.5)], 2 * H)).toEqual({ slots: [slot(['sun'], 22, 24)], fitted: [0] });
    expect(withDuration([slot(['sun'], 23, 24)], 2 * H)).toEqual({ slots: [slot(['sun'], 22, 24)], fitted: [0] });
  });
  it('is refused when a fitted slot would intersect another, naming it', () => {
    expect(withDuration([slot(['mon'], 9, 10), slot(['mon'], 10, 11)], 2 * H)).toEqual({ refused: { index: 0, slot: slot(['mon'], 9, 10) } });
  });
});
