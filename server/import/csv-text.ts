/**
 * A CSV's text: UTF-8 (with or without its byte order mark), else Windows-1251 (what Excel writes for a
 * Russian or Ukrainian locale). Bytes that are neither (a NUL, or control characters Windows-1251 would
 * turn into text) are refused: they are a binary file, or another encoding we cannot tell apart.
 */
import { parse } from 'csv-parse/sync';
import { AppError } from '../errors';

export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    // Not UTF-8: Windows-1251 maps every byte but 0x98 to a character, so only binary junk is told apart.
    if (bytes.includes(0x98)) throw new AppError('import_unreadable_file', { file: 'neither UTF-8 nor Windows-1251' });
    return new TextDecoder('windows-1251').decode(bytes);
  }
}

/** Comma or semicolon: whichever the header line holds more of (Excel in many European locales writes ';'). */
export function separatorOf(text: string): ',' | ';' {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (char: string) => header.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** The rows of a CSV's text, each a list of cell texts. */
export function csvRows(text: string, maxRows: number): string[][] {
  if (/[\u0000-\u0008\u000e-\u001f]/.test(text.slice(0, 4096))) throw new AppError('import_unreadable_file', { file: 'binary content' });
  try {
    // to_line bounds the parsing itself: a longer file is refused by the caller, after one row too many.
    return parse(text, { delimiter: separatorOf(text), relax_column_count: true, skip_empty_lines: true, bom: true, to_line: maxRows + 2 });
  } catch {
    throw new AppError('import_unreadable_file', { file: 'malformed CSV' });
  }
}
