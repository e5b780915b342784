/**
 * The records the caller sees in the import's shape (its columns, references as display values), oldest first
 * so a parent comes before its children: a file that imports back unchanged. Cells pass the exports' formula
 * guard (server/export/xlsx-file.ts).
 */
import type { Entity } from '../../schemas/define-entity';
import { partSteps, readPart } from '../../schemas/field-parts';
import type { Actor } from '../access/actor';
import { accessFilter } from '../access/scope';
import { loadIdLists } from '../crud/relations';
import type { Store } from '../crud/repository';
import { rowToRecord } from '../db/codec';
import type { CellValue } from '../export/export-columns';
import { EXPORT_ROW_LIMIT } from '../export/export-rows';
import { columnKey, columnLabel, importColumns } from './columns';
import { joinList, type ImportResolvers } from './resolvers';

const PAGE = 1000;

function plainCell(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return joinList(value.map(String));
  if (typeof value === 'object') return JSON.stringify(value);
  return value as CellValue;
}

/** One page of records as rows of cells, in the columns' order. */
async function pageRows(store: Store, entity: Entity, actor: Actor, resolvers: ImportResolvers, records: Record<string, unknown>[]) {
  const columns = importColumns(entity);
  const cells = await Promise.all(columns.map(async (column) => {
    const steps = column.part ? partSteps(column.part) : [];
    const values = records.map((record) => readPart(record[column.field], steps));
    if (!column.resolve) return values.map(plainCell);
    return resolvers[column.resolve].write(values, { db: store.db, actor, cache: new Map() }, records);
  }));
  const rows = records.map((_, row) => columns.map((_, index) => cells[index][row]));
  return rows.filter((row) => !row.includes(undefined)) as CellValue[][];
}

/** The file's header: the columns' English labels (an import matches them in any language). */
export const shapeHeader = (entity: Entity) => importColumns(entity).map((column) => columnLabel(entity, columnKey(column), 'en'));

export async function exportShape(store: Store, entity: Entity, actor: Actor, resolvers: ImportResolvers) {
  const header = shapeHeader(entity);
  const rows: CellValue[][] = [];
  for (let offset = 0; offset < EXPORT_ROW_LIMIT; offset += PAGE) {
    const found = await store.db.selectFrom(entity.table).selectAll(entity.table).where(accessFilter(entity, actor, 'view')).orderBy(`${entity.table}.id`).limit(PAGE).offset(offset).execute();
    const records = found.map((row) => rowToRecord(entity, row));
    await loadIdLists(store.db, entity, records);
    rows.push(...(await pageRows(store, entity, actor, resolvers, records)));
    if (found.length < PAGE) break;
  }
  return { header, rows };
}
