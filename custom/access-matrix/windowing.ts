/**
 * The windowing maths of the access matrix: with a fixed row height and column width, which rows and
 * columns a viewport shows (plus a few beyond, so a fast scroll does not flash blanks), and which row
 * blocks the server must be asked for. Pure functions, so they are tested without a browser.
 */

export interface Range {
  /** First index shown (inclusive). */
  first: number;
  /** Last index shown (exclusive); first === end when nothing is shown. */
  end: number;
}

/**
 * The items of size `itemSize` a viewport of `viewport` pixels scrolled to `offset` shows, widened by
 * `overscan` items each side and clipped to `count`.
 * Example: visibleRange(250, 100, 50, 1000, 2) → { first: 3, end: 9 } (items 5..6 are on screen).
 */
export function visibleRange(offset: number, viewport: number, itemSize: number, count: number, overscan = 0): Range {
  if (count <= 0 || itemSize <= 0 || viewport <= 0) return { first: 0, end: 0 };
  const top = Math.max(0, offset);
  const first = Math.min(count, Math.floor(top / itemSize));
  const end = Math.min(count, Math.ceil((top + viewport) / itemSize));
  return { first: Math.max(0, first - overscan), end: Math.min(count, end + overscan) };
}

/**
 * The block numbers (of `blockSize` items each) a range touches.
 * Example: blocksOf({ first: 95, end: 210 }, 100) → [0, 1, 2].
 */
export function blocksOf(range: Range, blockSize: number): number[] {
  if (range.end <= range.first) return [];
  const blocks: number[] = [];
  for (let b = Math.floor(range.first / blockSize); b * blockSize < range.end; b++) blocks.push(b);
  return blocks;
}

/** The items of one block: block 2 of 100 out of 250 items is items 200..249. */
export function blockItems<T>(items: readonly T[], block: number, blockSize: number): T[] {
  return items.slice(block * blockSize, (block + 1) * blockSize);
}
