import { describe, expect, it } from 'vitest';
import { slotMessages } from './slot-messages';

const H = 3600;
const translate = (key: string) => key.split('.').pop()!;

describe('the slot editor’s messages', () => {
  it('puts the live rule checks and the form’s errors on their slots, the rest above the week', () => {
    const items = [{ days: ['mon' as const], from: 9 * H, to: 11 * H }, { days: ['mon' as const], from: 10 * H, to: 12 * H }];
    const errors = { __errors: ['whole'], duration: { __errors: ['too short'] }, items: { __errors: ['at least one'], 0: { to: { __errors: ['server says'] } } } };
    const { perSlot, general } = slotMessages(items, H, errors, translate);
    expect(Object.fromEntries(perSlot)).toEqual({ 0: ['server says'], 1: ['slots_intersect'] });
    expect(general).toEqual(['whole', 'too short', 'at least one']);
  });
});
