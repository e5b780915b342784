/**
 * Numeric identifier values (card, UKEY, UKEY2) are stored in decimal and entered or shown in decimal or
 * hex (the profile's identifier_format, 001 §9). A `0x` prefix or an `h` suffix marks hex whatever the
 * format; otherwise the format decides.
 *
 * @example parseNumericValue('0x1A', 'dec') // '26'
 * @example parseNumericValue('1a', 'hex')   // '26'
 * @example parseNumericValue('12G', 'dec')  // undefined: not a number or HEX
 * @example formatNumericValue('26', 'hex')  // '1A'
 */
export type IdentifierFormat = 'dec' | 'hex';

/** 64-bit values at most: the longest card numbers readers report. */
const MAX_VALUE = (1n << 64n) - 1n;

export function parseNumericValue(input: string, format: IdentifierFormat): string | undefined {
  const text = input.trim().replace(/\s+/g, '');
  const marked = /^0x([0-9a-f]+)$/i.exec(text) ?? /^([0-9a-f]+)h$/i.exec(text);
  const hex = marked ? marked[1] : format === 'hex' ? text : undefined;
  if (hex !== undefined && !/^[0-9a-f]+$/i.test(hex)) return undefined;
  if (hex === undefined && !/^\d+$/.test(text)) return undefined;
  const value = hex !== undefined ? BigInt(`0x${hex}`) : BigInt(text);
  return value <= MAX_VALUE ? value.toString(10) : undefined;
}

export function formatNumericValue(decimal: string, format: IdentifierFormat): string {
  if (format === 'dec' || !/^\d+$/.test(decimal)) return decimal;
  return BigInt(decimal).toString(16).toUpperCase();
}
