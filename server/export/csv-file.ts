/**
 * An export as CSV, streamed page by page: a byte-order mark first (spreadsheet programs then read the
 * UTF-8, Cyrillic names included), CRLF lines, every cell through csvField (formula-neutralised, quoted).
 */
import type { CellValue } from './export-columns';
import { csvField } from './spreadsheet-cell';

const line = (cells: CellValue[]) => `${cells.map(csvField).join(',')}\r\n`;

/** @example for await (const chunk of csvChunks(['id', 'name'], pages)) stream.write(chunk) */
export async function* csvChunks(header: string[], pages: AsyncIterable<CellValue[][]>): AsyncGenerator<string> {
  yield `\uFEFF${line(header)}`;
  for await (const rows of pages) {
    if (rows.length) yield rows.map(line).join('');
  }
}
