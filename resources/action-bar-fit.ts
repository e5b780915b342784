/**
 * How many of a bar's buttons fit in its width, in order, leaving room for the "More" button when some do
 * not. Buttons that render nothing (a permission the user lacks) have no width and always "fit".
 *
 * @example fittingCount([100, 100, 100], 250, 40) // 2: two buttons and "More"
 */
export function fittingCount(widths: readonly number[], available: number, moreWidth: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  for (let index = 0; index < widths.length; index++) {
    used += widths[index];
    if (used > available) return index;
  }
  return widths.length;
}
