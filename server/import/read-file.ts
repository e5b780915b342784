/**
 * An uploaded spreadsheet as a grid of texts: XLSX (its first sheet) or CSV, told apart by content, never by
 * name. Bounded before parsing (schemas/import.ts IMPORT_LIMITS): the size by the upload's limit, a zip's
 * declared sizes (zip-guard.ts), and the rows: a file of more than IMPORT_LIMITS.rows data rows is refused as a
 * whole (`import_too_many_rows`), since applying part of a file would leave the estate half imported.
 */
import { IMPORT_LIMITS } from '../../schemas/import';
import { AppError } from '../errors';
import { csvRows, decodeText } from './csv-text';
import { formulasAsText } from './xlsx-formulas';
import { boundedXlsx, isZip } from './zip-guard';

export type Grid = string[][];

/** A cell as text: numbers as JavaScript writes them, dates as ISO, booleans as true/false. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

async function xlsxGrid(bytes: Uint8Array): Promise<Grid> {
  const bounded = boundedXlsx(bytes, formulasAsText);
  const { readSheet } = await import('read-excel-file/node');
  try {
    const rows = await readSheet(Buffer.from(bounded), { trim: false });
    return rows.map((row) => row.map(cellText));
  } catch {
    throw new AppError('import_unreadable_file', { file: 'not a readable XLSX workbook' });
  }
}

export const isBlank = (row: string[]) => row.every((cell) => cell.trim() === '');

/**
 * The header row and the data rows, or the whole-file refusal. Blank rows before the header and at the end are
 * dropped; those between stay (skipped later), so a row's index is its place among the file's data rows.
 */
export async function readGrid(bytes: Uint8Array): Promise<{ header: string[]; rows: Grid }> {
  if (bytes.length > IMPORT_LIMITS.fileBytes) throw new AppError('import_file_too_large', undefined, { limit: IMPORT_LIMITS.fileBytes });
  const grid = isZip(bytes) ? await xlsxGrid(bytes) : csvRows(decodeText(bytes), IMPORT_LIMITS.rows);
  while (grid.length && isBlank(grid[grid.length - 1])) grid.pop();
  const [header, ...rows] = grid.slice(grid.findIndex((row) => !isBlank(row)));
  if (!header) throw new AppError('import_unreadable_file', { file: 'no header row' });
  if (rows.length > IMPORT_LIMITS.rows) throw new AppError('import_too_many_rows', undefined, { limit: IMPORT_LIMITS.rows });
  const width = header.length;
  return { header: header.map((cell) => cell.trim()), rows: rows.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? '')) };
}
