/**
 * How tall the devices' header must be for every device's full name to be read, wrapped in its column
 * (two panels "Entrance panel 1 - Block A" and "… Block B" must not look alike), with its group on a line
 * below. Worked out from the names' widths in the header's font before the header is drawn.
 *
 * @example headerHeight(['Panel 1'], 104, (text) => text.length * 7) // one line of name + the group line
 */

export const LINE_HEIGHT = 16;
const PADDING = 8;
/** The line under the header. */
const BORDER = 1;
/** Beyond this many lines a name is cut (and the whole name is in its tooltip). */
export const MAX_NAME_LINES = 6;

/** The width a text takes in the header's font, in pixels. */
export type MeasureText = (text: string) => number;

/** Lines a name takes when wrapped at spaces in lines `width` wide, a word longer than a line broken. */
export function wrappedLines(name: string, width: number, measure: MeasureText): number {
  let lines = 1;
  let line = '';
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines += 1;
    // A word wider than the line is broken across as many lines as it needs.
    const parts = Math.max(1, Math.ceil(measure(word) / width));
    lines += parts - 1;
    line = parts > 1 ? '' : word;
  }
  return lines;
}

export function headerHeight(names: readonly string[], width: number, measure: MeasureText): number {
  const lines = Math.min(MAX_NAME_LINES, Math.max(1, ...names.map((name) => wrappedLines(name, width, measure))));
  return PADDING + lines * LINE_HEIGHT + LINE_HEIGHT + PADDING + BORDER;
}

/** The browser's own measure of a font (a canvas), with a safe guess where there is no canvas. */
export function canvasMeasure(font: string): MeasureText {
  const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!context) return (text) => text.length * 8;
  context.font = font;
  return (text) => context.measureText(text).width;
}
