/** Converts between stored rows and API records, by each field's storage kind. */
import type { Entity } from '../../schemas/define-entity';
import { storageOf } from './columns';

export function rowToRecord(entity: Entity, row: Record<string, unknown>): Record<string, unknown> {
  const record: Record<string, unknown> = { ...row };
  for (const column of storageOf(entity).columns) {
    const value = row[column.name];
    if (value === null || value === undefined) continue;
    if (column.kind === 'boolean') record[column.name] = Boolean(Number(value));
    else if (column.kind === 'json') record[column.name] = JSON.parse(String(value));
  }
  return record;
}

export function recordToRow(entity: Entity, record: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const column of storageOf(entity).columns) {
    if (!(column.name in record)) continue;
    const value = record[column.name];
    if (value === undefined) continue;
    if (value === null) row[column.name] = null;
    else if (column.kind === 'boolean') row[column.name] = value ? 1 : 0;
    else if (column.kind === 'json') row[column.name] = JSON.stringify(value);
    else row[column.name] = value;
  }
  return row;
}
