/**
 * Device events as CSV (export format picker, 000 §2.7). Every cell goes through csvField, so an event
 * message such as `=HYPERLINK(...)` reaches the spreadsheet as text, not as a formula. A byte-order mark
 * first lets spreadsheet programs read the UTF-8 (Cyrillic names) correctly.
 */
import { csvField } from '../export/spreadsheet-cell';

export const EVENT_CSV_COLUMNS = ['id', 'at', 'device_id', 'device', 'type', 'message', 'data'] as const;

export interface EventRow {
  id: number;
  at: string;
  device_id: number;
  type: string;
  message: string;
  data: unknown;
}

function dataText(data: unknown) {
  if (data === null || data === undefined || data === '') return '';
  return typeof data === 'string' ? data : JSON.stringify(data);
}

/** @example eventsCsv([{ id: 1, at: '…', device_id: 2, type: 'door_opened', message: '', data: {} }], new Map([[2, 'Gate']])) */
export function eventsCsv(rows: EventRow[], deviceNames: Map<number, string>): string {
  const lines = [EVENT_CSV_COLUMNS.join(',')];
  for (const row of rows) {
    const cells = [row.id, row.at, row.device_id, deviceNames.get(row.device_id) ?? '', row.type, row.message, dataText(row.data)];
    lines.push(cells.map(csvField).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
