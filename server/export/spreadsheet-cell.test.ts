import { describe, expect, it } from 'vitest';
import { csvField, spreadsheetCell } from './spreadsheet-cell';

describe('spreadsheet cells', () => {
  it('neutralises formulas and leaves plain text alone', () => {
    for (const formula of ['=1+1', '+1+1', '-2+3', '+cmd|x', "-2+cmd|' /C calc'!A0", '-', '+', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("http://x","y")']) {
      expect(spreadsheetCell(formula)).toBe(`'${formula}`);
    }
    for (const plain of ['Alice', '12', 'a=b', '', 'Ёлка']) expect(spreadsheetCell(plain)).toBe(plain);
    expect(spreadsheetCell(null)).toBe('');
  });

  it('leaves signed plain numbers alone: a phone in international format, a floor below ground', () => {
    for (const number of ['+380441234567', '-2', '+1', '-5.5']) expect(spreadsheetCell(number)).toBe(number);
    expect(spreadsheetCell(-5)).toBe('-5');
    expect(spreadsheetCell('-5\n=1')).toBe("'-5\n=1");
  });

  it('quotes CSV fields that need it', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=cmd|x,1')).toBe(`"'=cmd|x,1"`);
    expect(csvField('plain')).toBe('plain');
  });
});
