import { describe, expect, it } from 'vitest';
import { LINE_HEIGHT, MAX_NAME_LINES, headerHeight, wrappedLines } from './header-layout';

/** A monospace font of 7 px a character, lines of 105 px: 15 characters. */
const mono = (text: string) => text.length * 7;

describe("the devices' header of the access matrix", () => {
  it('wraps a name at spaces, breaking only words wider than a line', () => {
    expect(wrappedLines('Panel 1', 105, mono)).toBe(1);
    expect(wrappedLines('Entrance panel 1 - Block A', 105, mono)).toBe(2);
    expect(wrappedLines('Entrance panel of the north gate', 105, mono)).toBe(3);
    expect(wrappedLines('ABCDEFGHIJKLMNOPQRST', 105, mono)).toBe(2);
    expect(wrappedLines('Lift ABCDEFGHIJKLMNOPQRST', 105, mono)).toBe(3);
    expect(wrappedLines('', 105, mono)).toBe(1);
  });

  it('is as tall as the longest name, with a line for the group, and no taller than its cap', () => {
    const short = headerHeight(['Panel 1', 'Gate'], 105, mono);
    expect(headerHeight(['Panel 1', 'Entrance panel of the north gate'], 105, mono)).toBe(short + 2 * LINE_HEIGHT);
    expect(headerHeight(['x '.repeat(500)], 105, mono)).toBe(short + (MAX_NAME_LINES - 1) * LINE_HEIGHT);
  });
});
