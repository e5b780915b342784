import { describe, expect, it } from 'vitest';
import { breakPieces } from './wrapping-text';

describe('breakPieces', () => {
  it('gives a long token a line-break chance after punctuation that follows a letter in a long token, never inside a word or a number', () => {
    expect(breakPieces('manager.a@example.com')).toEqual(['manager.', 'a@', 'example.', 'com']);
    expect(breakPieces('Ask manager.a@example.com or office.admin')).toEqual(['Ask manager.', 'a@', 'example.', 'com or office.admin']);
    expect(breakPieces('controller_north_gate_2')).toEqual(['controller_', 'north_', 'gate_', '2']);
    expect(breakPieces('1.5 and 10.0.0.1')).toEqual(['1.5 and 10.0.0.1']);
    expect(breakPieces('Контроллер лифта')).toEqual(['Контроллер лифта']);
    expect(breakPieces('The end.')).toEqual(['The end.']);
  });
});
