/**
 * The rows of an export: the caller's view filter merged with the list's filters, in the list's sort,
 * read in pages so memory stays flat, at most EXPORT_ROW_LIMIT rows. Records are decoded and related
 * titles embedded as the list does (server/crud), so an export shows what the list shows, no more.
 */
import type { Entity } from '../../schemas/define-entity';
import type { FilterGroup } from '../../schemas/list-query';
import type { Actor } from '../access/actor';
import { accessFilter } from '../access/scope';
import { compileFilters } from '../crud/filters';
import type { SortKey } from '../crud/list-params';
import { readRelated, withRelated } from '../crud/related-columns';
import { rowsOf, type Store } from '../crud/repository';
import { fieldSets } from '../crud/field-sets';
import { orderedBy } from '../crud/sort-order';
import { type CellValue, type ExportColumn, cellValue, relationNames } from './export-columns';

/** The most rows one file holds (docs/api-conventions.md: exports); the answer says when more matched. */
export const EXPORT_ROW_LIMIT = 100_000;
const PAGE = 1000;

export interface ExportQuery {
  filters?: FilterGroup;
  sort: SortKey[];
}

function selection(store: Store, entity: Entity, actor: Actor, query: ExportQuery) {
  let select = store.db.selectFrom(rowsOf(store, entity)).where(accessFilter(entity, actor, 'view'));
  if (query.filters) select = select.where(compileFilters({ entity, dialect: store.dialect }, query.filters));
  return select;
}

/** How many rows match, to tell the caller when the file stops at the limit. */
export async function exportTotal(store: Store, entity: Entity, actor: Actor, query: ExportQuery) {
  const counted = await selection(store, entity, actor, query).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return Number(counted.total);
}

/** Pages of cells, one array per row, in the columns' order. */
export async function* exportRows(store: Store, entity: Entity, actor: Actor, query: ExportQuery, columns: ExportColumn[]): AsyncGenerator<CellValue[][]> {
  const readable = fieldSets(entity).readableColumns.map((c) => `${entity.table}.${c}`);
  for (let offset = 0; offset < EXPORT_ROW_LIMIT; offset += PAGE) {
    const page = orderedBy(selection(store, entity, actor, query).select(readable), entity, store.dialect, query.sort)
      .limit(Math.min(PAGE, EXPORT_ROW_LIMIT - offset))
      .offset(offset);
    const relations = relationNames(columns);
    const rows = await withRelated(store, entity, actor, page, relations, query.sort).execute();
    const records = rows.map((row) => readRelated(entity, relations, row));
    yield records.map((record) => columns.map((column) => cellValue(record, column)));
    if (rows.length < PAGE) return;
  }
}
