import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockItems, blocksOf, visibleRange } from './windowing';

describe('visibleRange', () => {
  it('shows the items under the viewport, widened by the overscan', () => {
    expect(visibleRange(0, 100, 50, 1000)).toEqual({ first: 0, end: 2 });
    expect(visibleRange(250, 100, 50, 1000)).toEqual({ first: 5, end: 7 });
    expect(visibleRange(250, 100, 50, 1000, 2)).toEqual({ first: 3, end: 9 });
    // A partly visible item at either edge counts.
    expect(visibleRange(30, 100, 50, 1000)).toEqual({ first: 0, end: 3 });
  });

  it('clips to the items there are', () => {
    expect(visibleRange(0, 1000, 50, 4, 3)).toEqual({ first: 0, end: 4 });
    expect(visibleRange(49_950, 500, 50, 1000, 5)).toEqual({ first: 994, end: 1000 });
    expect(visibleRange(-80, 100, 50, 10)).toEqual({ first: 0, end: 2 });
  });

  it('shows nothing without items or room', () => {
    expect(visibleRange(0, 100, 50, 0)).toEqual({ first: 0, end: 0 });
    expect(visibleRange(0, 0, 50, 10)).toEqual({ first: 0, end: 0 });
  });

  it('always covers every item that intersects the viewport, and never more than fits plus the overscan', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 1, max: 200 }), fc.nat(5000), fc.nat(10), (offset, viewport, size, count, overscan) => {
        const { first, end } = visibleRange(offset, viewport, size, count, overscan);
        expect(0 <= first && first <= end && end <= count).toBe(true);
        for (let i = 0; i < count; i++) {
          const intersects = i * size < offset + viewport && (i + 1) * size > offset;
          if (intersects) expect(i >= first && i < end).toBe(true);
        }
        expect(end - first).toBeLessThanOrEqual(Math.ceil(viewport / size) + 1 + 2 * overscan);
      }),
    );
  });
});

describe('blocksOf and blockItems', () => {
  it('names the blocks a range touches', () => {
    expect(blocksOf({ first: 95, end: 210 }, 100)).toEqual([0, 1, 2]);
    expect(blocksOf({ first: 100, end: 200 }, 100)).toEqual([1]);
    expect(blocksOf({ first: 5, end: 5 }, 100)).toEqual([]);
  });

  it("gives one block's items, the last one short", () => {
    const items = Array.from({ length: 250 }, (_, i) => i);
    expect(blockItems(items, 0, 100)).toHaveLength(100);
    expect(blockItems(items, 2, 100)).toEqual(items.slice(200));
    expect(blockItems(items, 3, 100)).toEqual([]);
  });
});
