import { describe, expect, it } from 'vitest';
import { formatNumericValue, parseNumericValue } from './identifier-value';
import { normalizeLicencePlate } from './normalizers';

describe('numeric identifier values', () => {
  it('reads decimal, or hex when marked (0x…, …h) or when the format is hex', () => {
    expect(parseNumericValue('4096', 'dec')).toBe('4096');
    expect(parseNumericValue('0x1000', 'dec')).toBe('4096');
    expect(parseNumericValue('1000h', 'dec')).toBe('4096');
    expect(parseNumericValue('1000', 'hex')).toBe('4096');
    expect(parseNumericValue('ff ff', 'hex')).toBe('65535');
    expect(parseNumericValue('0xFFFFFFFFFFFFFFFF', 'dec')).toBe('18446744073709551615');
  });

  it('refuses what is neither a number nor HEX, and values past 64 bits', () => {
    for (const input of ['12G', '0x', 'h', '0xZZ', '-5', '1.5', 'abc', '']) expect(parseNumericValue(input, 'dec'), input).toBeUndefined();
    expect(parseNumericValue('XYZ', 'hex')).toBeUndefined();
    expect(parseNumericValue('0x10000000000000000', 'dec')).toBeUndefined();
  });

  it('shows stored decimals in the chosen format', () => {
    expect(formatNumericValue('4096', 'hex')).toBe('1000');
    expect(formatNumericValue('4096', 'dec')).toBe('4096');
    expect(formatNumericValue('not a number', 'hex')).toBe('not a number');
  });
});

describe('licence plates', () => {
  it('fold case, spaces, dashes and every Cyrillic look-alike to Latin', () => {
    expect(normalizeLicencePlate('а 123 вс')).toBe('A123BC');
    expect(normalizeLicencePlate('АВЕКМНОРСТХІ')).toBe('ABEKMHOPCTXI');
    expect(normalizeLicencePlate('abekmhopctxi')).toBe('ABEKMHOPCTXI');
    expect(normalizeLicencePlate('AA-1234-BC')).toBe('AA1234BC');
    // Cyrillic letters without a Latin twin stay as they are.
    expect(normalizeLicencePlate('ж123')).toBe('Ж123');
  });
});
