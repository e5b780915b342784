import { describe, expect, it } from 'vitest';
import { fittingCount } from './action-bar-fit';

describe('the action bar keeps in view what fits', () => {
  it('keeps every button when all fit, without a "More" button', () => {
    expect(fittingCount([100, 100, 100], 300, 40)).toBe(3);
    expect(fittingCount([], 10, 40)).toBe(0);
  });

  it('keeps the first buttons and room for "More" when some do not fit', () => {
    expect(fittingCount([100, 100, 100], 299, 40)).toBe(2);
    expect(fittingCount([100, 100, 100], 239, 40)).toBe(1);
    expect(fittingCount([100, 100, 100], 100, 40)).toBe(0);
  });

  it('counts buttons that render nothing as fitting', () => {
    expect(fittingCount([0, 100, 0, 100], 200, 40)).toBe(4);
    expect(fittingCount([0, 100, 0, 100, 100], 250, 40)).toBe(4);
  });
});
