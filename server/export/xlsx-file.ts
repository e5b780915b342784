/**
 * An export as an xlsx workbook (write-excel-file). Numbers and booleans keep their type; text goes through
 * spreadsheetCell like CSV, so a value such as `=HYPERLINK(...)` stays text in every program that opens or
 * converts the file, and is in the text format ('@'). The header row is bold and stays in view while scrolling.
 */
import type { Cell, SheetData } from 'write-excel-file/node';
import type { CellValue } from './export-columns';
import { spreadsheetCell } from './spreadsheet-cell';

function cell(value: CellValue): Cell {
  if (value === null) return null;
  if (typeof value === 'number') return { value, type: Number };
  if (typeof value === 'boolean') return { value, type: Boolean };
  // In the text format: a program that opens the file keeps "0012" or "00A1" as typed when the cell is edited.
  return { value: spreadsheetCell(value), type: String, format: '@' };
}

/** @example await xlsxBuffer('Device events', ['id', 'type'], [[1, 'door_opened']]) */
export async function xlsxBuffer(sheet: string, header: string[], rows: CellValue[][]): Promise<Buffer> {
  const data: SheetData = [header.map((title) => ({ value: title, type: String, fontWeight: 'bold' as const })), ...rows.map((row) => row.map(cell))];
  // Sheet names are at most 31 characters and may not hold []:*?/\ (Excel's rule).
  const name = sheet.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';
  // Loaded on the first workbook, not at start: exports are rare.
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  return writeXlsxFile(data, { sheet: name, stickyRowsCount: 1 }).toBuffer();
}
